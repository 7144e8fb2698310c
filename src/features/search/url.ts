import {
  refineTimeWindow,
  timeWindowShape,
  type TimeWindowState,
} from '../../components/pickers/time-window';
import { exactInteger, oneOf, searchParams, text, texts, whole } from '../../lib/search-params';

// Read without the rest of the feature: routes validate their search params in the first download.

/** Everything a person would share about a search lives in the URL. */
export interface SearchUrlState extends TimeWindowState {
  /** Dataset ids. */
  ds?: string[];
  /** The where-expression. */
  q?: string;
  /** Aggregates and group-by keys: with select set, the page shows the aggregate view. */
  select?: string[];
  groups?: string[];
  order?: 'oldest';
  /** What the results show when no aggregate is chosen: events (default), patterns or live tail. */
  view?: 'patterns' | 'live';
  /** The selected event: "<logId>:<sequence>:<timestamp>". */
  event?: string;
  /** Fields shown as columns beside each event's line, in order. */
  cols?: string[];
  /** Long lines wrapped in the event list rather than cut at its edge. */
  wrap?: 'on';
}

/** Reads the search's URL state; anything malformed is dropped, never trusted. */
export const validateSearchUrl = searchParams<SearchUrlState>(
  {
    ...timeWindowShape,
    ds: texts,
    q: text,
    select: texts,
    groups: texts,
    order: oneOf(['oldest'] as const),
    view: oneOf(['patterns', 'live'] as const),
    event: text,
    cols: texts,
    wrap: oneOf(['on'] as const),
  },
  refineTimeWindow(),
);

/** One event's context: its place (dataset, time, sequence) and how many events either side. */
export interface ContextParams {
  from: string;
  timestamp: number;
  /** Its exact digits: the live service's exceed 2^53. */
  sequence: string;
  /** How many events before and after the chosen one; "more" doubles one side. */
  before?: number;
  after?: number;
  /** Open with the service's report on the chosen event streaming (What changed's "Explain its first event"). */
  explain?: 'yes';
}

export const DEFAULT_SIDE = 25;
const MAX_SIDE = 1000;

export const validateContextUrl = searchParams<ContextParams>(
  {
    from: text,
    timestamp: whole(0, Number.MAX_SAFE_INTEGER),
    sequence: exactInteger,
    before: whole(1, MAX_SIDE),
    after: whole(1, MAX_SIDE),
    explain: oneOf(['yes'] as const),
  },
  // The event's place is required: without it the page says which event is missing.
  (params) => ({
    ...params,
    from: params.from ?? '',
    timestamp: params.timestamp ?? 0,
    sequence: params.sequence ?? '',
  }),
);
