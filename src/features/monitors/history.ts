import { windowOf, type TimeWindowState } from '../../components/pickers/time-window';
import { datasetQueries } from '../../api/datasets';
import { integrationQueries } from '../../api/integrations';
import { monitorQueries } from './queries';
import { DEFAULT_HISTORY } from './url';

/** The history window of a range ending at `now`, as the service's query parameters. */
export function historySpan(range: TimeWindowState, now: number): { from_ts: number; to_ts: number } {
  return windowOf({ ...range, range: range.range ?? DEFAULT_HISTORY }, now);
}

/**
 * What the monitor form draws from before the person types: the datasets to pick from, the keys of
 * the chosen one (completion) and, for a saved monitor, its real history over the backtest's first
 * range ending at `now`. The backtest itself runs on the draft, once the form has it.
 */
export function formQueries({
  monitorId,
  dataset,
  now,
}: {
  monitorId?: string;
  dataset?: string;
  now: number;
}) {
  return [
    datasetQueries.logs(),
    // The destinations an action is chosen from, by name.
    integrationQueries.slack(),
    integrationQueries.webhooks(),
    ...(dataset ? [datasetQueries.topKeys(dataset)] : []),
    ...(monitorId ? [monitorQueries.events(monitorId, historySpan({}, now))] : []),
  ];
}

/** What a monitor page's history draws from: its status changes and notifications over the window. */
export function historyQueries(monitorId: string, range: TimeWindowState, now: number) {
  const span = historySpan(range, now);
  return [monitorQueries.events(monitorId, span), monitorQueries.notifications(monitorId, span)] as const;
}
