import { parseRelativeRange } from '../query-language/time-range';

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** The contract's bounds of a monitor's window. */
const WINDOW_MIN = 5 * MINUTE;
const WINDOW_MAX = DAY;

const UNITS: [number, string][] = [
  [DAY, 'day'],
  [HOUR, 'hour'],
  [MINUTE, 'minute'],
  [1000, 'second'],
];

/** "20 minutes", "2 hours", "1 day": the largest whole unit. */
export function formatDuration(ms: number): string {
  for (const [size, unit] of UNITS) {
    if (ms >= size && ms % size === 0) {
      const n = ms / size;
      return `${n} ${unit}${n === 1 ? '' : 's'}`;
    }
  }
  return `${ms} ms`;
}

/** "Last 20 minutes" in ms; throws with a readable message when it is not one. */
export function parseWindow(text: string): number {
  return parseRelativeRange(text).durationMs;
}

/** "2 hours ago" (change detection's compare_to) in ms. */
export function parseAgo(text: string): number {
  const match = /^\s*(.+?)\s+ago\s*$/i.exec(text);
  if (!match) throw new Error(`"${text}" is not a time ago; write it like "1 day ago" or "2 hours ago".`);
  return parseRelativeRange(`Last ${match[1]}`).durationMs;
}

/** "24 hours", "7 days" (anomaly detection's evaluation window) in ms. */
export function parseSpan(text: string): number {
  return parseRelativeRange(`Last ${text.replace(/^\s*last\s+/i, '')}`).durationMs;
}

/** The problem with a window, or undefined: a readable time within the contract's 5 minutes to 1 day. */
export function windowProblem(text: string): string | undefined {
  let ms: number;
  try {
    ms = parseWindow(text);
  } catch (error) {
    return (error as Error).message;
  }
  if (ms < WINDOW_MIN) return 'The window must be at least 5 minutes.';
  if (ms > WINDOW_MAX) return 'The window can be at most 1 day.';
  if (ms % MINUTE !== 0) return 'The window must be whole minutes.';
  return undefined;
}

/**
 * The vendor's rule for anomaly detection's evaluation window (its 2026-08-24 publication): it covers
 * 10 to 1,000 of the monitor's windows, and at most 30 days.
 */
export function evaluationWindowProblem(evaluationWindow: string, window: string): string | undefined {
  let span: number;
  let each: number;
  try {
    span = parseSpan(evaluationWindow);
    each = parseWindow(window);
  } catch (error) {
    return (error as Error).message;
  }
  if (span > 30 * DAY) return 'The evaluation window can be at most 30 days.';
  if (span < 10 * each)
    return `The evaluation window must cover at least 10 windows (${formatDuration(10 * each)}).`;
  if (span > 1000 * each)
    return `The evaluation window can cover at most 1,000 windows (${formatDuration(1000 * each)}).`;
  return undefined;
}
