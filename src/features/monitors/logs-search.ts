import { fillTemplate, MINUTE, parseWindow, type MonitorRule } from '../../monitor-rules';

/** The Logs page's search params for the events behind a monitor at a moment. */
export interface LogsSearch {
  ds?: string[];
  q?: string;
  from: number;
  to: number;
}

/** Room either side of the window, so the events leading in and out of it show too. */
const MARGIN = 5 * MINUTE;

/**
 * The events behind a monitor's status at `time`: its query's datasets and filter (templates filled),
 * over the window that decided the status then, as an absolute range so the link shows the same
 * events tomorrow. A query that selects datasets with an expression searches every dataset, the
 * filter still applied.
 */
export function logsSearchAt(
  rule: Pick<MonitorRule, 'queries' | 'window' | 'template'>,
  time: number,
  now: number,
): LogsSearch {
  const query = rule.queries[0];
  const where = fillTemplate(query?.where ?? '', rule.template?.arguments).trim();
  let windowMs = 15 * MINUTE;
  try {
    windowMs = parseWindow(rule.window);
  } catch {
    // A window the console cannot read (the form says so): a quarter of an hour still shows the moment.
  }
  return {
    ...(query?.from?.length ? { ds: query.from } : {}),
    ...(where ? { q: where } : {}),
    from: time - windowMs - MARGIN,
    to: Math.min(now, time + MARGIN),
  };
}
