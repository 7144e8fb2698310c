import { monitorQueries } from './queries';
import { rangeOf, type HistoryRange } from './url';

/** The history window of a range ending at `now`, as the service's query parameters. */
export function historySpan(range: HistoryRange, now: number): { from_ts: number; to_ts: number } {
  const window = rangeOf(range, now);
  return { from_ts: window.from, to_ts: window.to };
}

/** What a monitor page's history draws from: its status changes and notifications over the window. */
export function historyQueries(monitorId: string, range: HistoryRange, now: number) {
  const span = historySpan(range, now);
  return [monitorQueries.events(monitorId, span), monitorQueries.notifications(monitorId, span)] as const;
}
