import { DAY, DEFAULT_RANGE, HOUR } from '../../lib/time';
// The lean reading of a range: the query language's, with its messages, stays out of the first download.
import { rangeLength } from '../../query-language/range-length';
import { noteShortened, type Reader, type SearchShape } from '../../lib/search-params';
import { isCalendarRange } from '../../lib/calendar-range';

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

const relativeRange: Reader<string> = (value) =>
  typeof value === 'string' && rangeLength(value) !== undefined ? value : undefined;

/** A relative range or, for a page that counts by the calendar, a calendar one ("This month"). */
export const calendarOrRelativeRange: Reader<string> = (value) =>
  isCalendarRange(value) ? value : relativeRange(value);

/** The readers of a time range's search params, for a route's `searchParams` shape. */
export const timeWindowShape: SearchShape<TimeWindowState> = { range: relativeRange, from: ms, to: ms };

/** The longest range a page shows: its length, the range that long, and the sentence that says so. */
export interface Longest {
  ms: number;
  range: string;
  sentence: string;
}

/**
 * Searches (Logs, dashboards) cover a month at most: the longest window a monitor's evaluation looks
 * at, and one whose grouped searches a service answers in seconds rather than minutes. A link that
 * asks for more (`?from=1&to=…`, "Last 100 years") opens on its last 31 days, and the shell says so.
 */
export const LONGEST_SEARCH: Longest = {
  ms: 31 * DAY,
  range: 'Last 31 days',
  sentence: 'A search covers 31 days at most.',
};

/**
 * A route's check across a window's keys: a valid absolute window wins over a relative range, half a
 * window is no window, and a range longer than `longest` keeps its end and is shortened to `longest`.
 */
export const refineTimeWindow =
  (longest: Longest = LONGEST_SEARCH) =>
  <S extends TimeWindowState>(state: S): S => {
    if (state.from !== undefined && state.to !== undefined && state.from < state.to) {
      if (state.to - state.from <= longest.ms) return { ...state, range: undefined };
      noteLonger(longest);
      return { ...state, range: undefined, from: state.to - longest.ms };
    }
    return { ...state, from: undefined, to: undefined, range: boundedRange(state.range, longest) };
  };

/**
 * A relative range no longer than `longest` (which it becomes when it was, and the shell says so); a
 * calendar month is never longer than a page shows.
 */
export function boundedRange(range: string | undefined, longest: Longest): string | undefined {
  if (range === undefined || isCalendarRange(range) || (rangeLength(range) ?? 0) <= longest.ms) return range;
  noteLonger(longest);
  return longest.range;
}

const noteLonger = (longest: Longest) =>
  noteShortened(
    `${longest.sentence} This link asked for more, so the page shows the ${longest.range.toLowerCase()} of it.`,
  );

/** The absolute window a range covers, fixed once so every part of a page agrees. */
export function windowOf(state: TimeWindowState, now: number): { from_ts: number; to_ts: number } {
  if (state.from !== undefined && state.to !== undefined) return { from_ts: state.from, to_ts: state.to };
  // A range reached here was read by `relativeRange`; anything else is the default's hour.
  return { from_ts: now - (rangeLength(state.range ?? DEFAULT_RANGE) ?? HOUR), to_ts: now };
}
