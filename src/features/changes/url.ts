import { refineTimeWindow, timeWindowShape } from '../../components/pickers/time-window';
import { oneOf, searchParams, text, texts } from '../../lib/search-params';
import { DAY } from '../../lib/time';

// Read without the rest of the feature: routes validate their search params in the first download.

/** The baselines a window is compared with: the same length just before, a day earlier, a week earlier. */
const BASELINES = ['before', 'day', 'week'] as const;
export type Baseline = (typeof BASELINES)[number];

/**
 * A comparison as a link: the search (datasets, filter), the window, its baseline, and how the
 * ranking is viewed (one field, rows that could be chance). The view changes nothing that is asked.
 */
export interface ChangesUrl {
  ds?: string[];
  q?: string;
  /** A monitor whose query is the search, where the link could not name it (the live service's). */
  monitor?: string;
  from?: number;
  to?: number;
  base?: Baseline;
  /** Only this field's values. */
  field?: string;
  /** Also the values whose difference could be chance. */
  all?: 'on';
}

/** A window as searches take it: valid times, 31 days at most (a longer link keeps its end). */
const refineWindow = refineTimeWindow();

export const validateChangesUrl = searchParams<ChangesUrl>(
  {
    ds: texts,
    q: text,
    monitor: text,
    from: timeWindowShape.from,
    to: timeWindowShape.to,
    base: oneOf(BASELINES),
    field: text,
    all: oneOf(['on'] as const),
  },
  // Half a window, or one that ends before it starts, is no window: the page says so.
  (state) => {
    const { range: _range, ...refined } = refineWindow({ ...state, range: undefined });
    return refined;
  },
);

export interface Span {
  from: number;
  to: number;
}

/** The baseline of a window: as long as it, just before it or the same hours a day or a week earlier. */
export function baselineOf(window: Span, base: Baseline = 'before'): Span {
  const shift = base === 'day' ? DAY : base === 'week' ? 7 * DAY : window.to - window.from;
  return { from: window.from - shift, to: window.to - shift };
}
