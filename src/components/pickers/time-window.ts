import { DEFAULT_RANGE } from '../../lib/time';
import { parseRelativeRange } from '../../query-language';

/** A time range as the URL keeps it: relative ("Last 1 hour") or an absolute window in ms. */
export interface TimeWindowState {
  range?: string;
  from?: number;
  to?: number;
}

const ms = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined;

/** Reads a time range from search params: a valid absolute window wins, then a valid relative range. */
export function readTimeWindow(search: Record<string, unknown>): TimeWindowState {
  const from = ms(search.from);
  const to = ms(search.to);
  if (from !== undefined && to !== undefined && from < to) return { from, to };
  if (typeof search.range !== 'string' || search.range === '') return {};
  try {
    parseRelativeRange(search.range);
    return { range: search.range };
  } catch {
    return {};
  }
}

/** The absolute window a range covers, fixed once so every part of a page agrees. */
export function windowOf(state: TimeWindowState, now: number): { from_ts: number; to_ts: number } {
  if (state.from !== undefined && state.to !== undefined) return { from_ts: state.from, to_ts: state.to };
  return { from_ts: now - parseRelativeRange(state.range ?? DEFAULT_RANGE).durationMs, to_ts: now };
}
