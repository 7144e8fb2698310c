import { DEFAULT_RANGE } from '../../lib/time';
// Straight from its module: the barrel would bring the whole query language into the first download.
import { parseRelativeRange } from '../../query-language/time-range';
import type { Reader, SearchShape } from '../../lib/search-params';

/** A time range as the URL keeps it: relative ("Last 1 hour") or an absolute window in ms. */
export interface TimeWindowState {
  range?: string;
  from?: number;
  to?: number;
}

/**
 * The latest time a link may name: the end of the year 9999. A Date holds more, but a window that ends
 * further on cannot be shown, shifted or zoomed without leaving what a Date can hold.
 */
const LATEST_TIME = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

const ms: Reader<number> = (value) =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= LATEST_TIME
    ? value
    : undefined;

const relativeRange: Reader<string> = (value) => {
  if (typeof value !== 'string' || value === '') return undefined;
  try {
    parseRelativeRange(value);
    return value;
  } catch {
    return undefined;
  }
};

/** The readers of a time range's search params, for a route's `searchParams` shape. */
export const timeWindowShape: SearchShape<TimeWindowState> = { range: relativeRange, from: ms, to: ms };

/** A valid absolute window wins over a relative range; half a window is no window. */
export function refineTimeWindow<S extends TimeWindowState>(state: S): S {
  if (state.from !== undefined && state.to !== undefined && state.from < state.to)
    return { ...state, range: undefined };
  return { ...state, from: undefined, to: undefined };
}

/** The absolute window a range covers, fixed once so every part of a page agrees. */
export function windowOf(state: TimeWindowState, now: number): { from_ts: number; to_ts: number } {
  if (state.from !== undefined && state.to !== undefined) return { from_ts: state.from, to_ts: state.to };
  return { from_ts: now - parseRelativeRange(state.range ?? DEFAULT_RANGE).durationMs, to_ts: now };
}
