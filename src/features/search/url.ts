import {
  refineTimeWindow,
  timeWindowShape,
  type TimeWindowState,
} from '../../components/pickers/time-window';
import { oneOf, searchParams, text, texts } from '../../lib/search-params';

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
  },
  refineTimeWindow,
);
