import { PLACEHOLDER } from '../query-language/placeholders';
import { kindOf, type GroupSeries, type MonitorRule, type Slice } from './types';
import { DAY, MINUTE, parseAgo, parseSpan, parseWindow } from './window';

/** Steps the evaluator may use, smallest first: the finest that fits the search's slice limit wins. */
const STEPS = [1, 5, 10, 15, 30, 60, 120, 240, 360, 720, 1440].map((m) => m * MINUTE);
/** The contract's most time slices one search may return. */
const MAX_SLICES = 1440;
/** Groups a monitor watches at most: the search's top groups by value over the whole range. */
const MAX_GROUPS = 20;

/** How a monitor's history over [from, to) is computed: one search, then the evaluator. */
export interface EvaluationPlan {
  /** Evaluations happen at every step's end. */
  step: number;
  /** The evaluated range, aligned to steps. */
  from: number;
  to: number;
  /** The window, in whole steps. */
  windowSteps: number;
  /** Change detection: how many steps back the comparison value lies. */
  compareSteps: number;
  /** Anomaly detection: how many past evaluations form the baseline. */
  baselineSteps: number;
  /** The search that reads the data: the range plus everything looked back at. */
  search: {
    select: string[];
    where: string;
    from?: string[];
    from_expr?: string;
    groups?: string[];
    from_ts: number;
    to_ts: number;
    num_of_slices: number;
    limit: number;
  };
}

/** The where with its `{{name}}` placeholders replaced by the template's fixed values, quoted. */
export function fillTemplate(where: string, args: NonNullable<MonitorRule['template']>['arguments']): string {
  return where.replace(PLACEHOLDER, (_all, name: string) => {
    const arg = args?.[name];
    const value =
      arg && 'literal' in arg
        ? [arg.literal]
            .flat()
            .map((item) => (typeof item === 'string' ? item : JSON.stringify(item)))
            .join(', ')
        : arg && 'value' in arg && arg.value.input === undefined
          ? (arg.value.value ?? '')
          : '';
    return `'${value.replace(/'/g, "''")}'`;
  });
}

/** How far before the range the data must start: a window, plus a comparison or a baseline. */
function lookback(rule: MonitorRule): number {
  const window = parseWindow(rule.window);
  if (kindOf(rule) === 'CHANGE_DETECTION') return window + parseAgo(rule.compare_to ?? '1 day ago');
  if (kindOf(rule) === 'ANOMALY_DETECTION') return window + parseSpan(rule.evaluation_window ?? '24 hours');
  return window;
}

/** The finest step that keeps the search within MAX_SLICES, preferring one that divides the window. */
function chooseStep(span: number, window: number): number {
  const fitting = STEPS.filter((s) => span / s <= MAX_SLICES);
  return fitting.find((s) => window % s === 0) ?? fitting[0] ?? DAY;
}

/**
 * How often the service evaluates a monitor, whatever range is asked of its history: every five
 * minutes, or every minute for a window that is not whole five minutes. On one clock, so a status
 * change is the same moment in a day's history, a week's and the monitor's last trigger.
 */
export function serviceCadence(rule: Pick<MonitorRule, 'window'>): number {
  const window = parseWindow(rule.window);
  return window % (5 * MINUTE) === 0 ? 5 * MINUTE : MINUTE;
}

/**
 * How a rule's history over a range is computed. `step`: the service's cadence (its own evaluation);
 * without it (a backtest through the API), the finest step that keeps one search within the contract's
 * slice limit.
 */
export function planEvaluation(
  rule: MonitorRule,
  range: { from: number; to: number },
  cadence?: number,
): EvaluationPlan {
  const window = parseWindow(rule.window);
  const back = lookback(rule);
  const step = cadence ?? chooseStep(range.to - range.from + back, window);
  const to = Math.floor(range.to / step) * step;
  const from = Math.min(to - step, Math.floor(range.from / step) * step);
  const dataFrom = from - Math.ceil(back / step) * step;
  const query = rule.queries[0];
  if (!query) throw new Error('A monitor needs a query.');
  return {
    step,
    from,
    to,
    windowSteps: Math.max(1, Math.round(window / step)),
    compareSteps:
      kindOf(rule) === 'CHANGE_DETECTION' ? Math.round(parseAgo(rule.compare_to ?? '1 day ago') / step) : 0,
    baselineSteps:
      kindOf(rule) === 'ANOMALY_DETECTION'
        ? Math.round(parseSpan(rule.evaluation_window ?? '24 hours') / step)
        : 0,
    search: {
      select: [query.select[0] ?? 'count(*)'],
      where: fillTemplate(query.where, rule.template?.arguments),
      ...(query.from?.length ? { from: query.from } : {}),
      ...(query.from_expr ? { from_expr: query.from_expr } : {}),
      ...(query.groups?.length ? { groups: query.groups } : {}),
      from_ts: dataFrom,
      to_ts: to,
      num_of_slices: (to - dataFrom) / step,
      limit: MAX_GROUPS,
    },
  };
}

interface TimeSlice {
  '@timestamp'?: string;
  // Numbers may arrive as strings (the live service's usage figures).
  count?: number | string;
  value?: number | string;
}
interface SeriesNode {
  name?: string;
  key?: string;
  timeseries?: TimeSlice[];
  groups_series?: SeriesNode[];
}
/** The parts of a search's answer the evaluator reads. */
export interface SeriesResponse {
  groups_series?: SeriesNode[];
  totals?: { timeseries?: TimeSlice[] };
}

const slicesOf = (series: TimeSlice[] | undefined): Slice[] =>
  (series ?? []).map((s) => ({
    time: Number(s['@timestamp']),
    count: Number(s.count ?? 0),
    value: Number(s.value ?? s.count ?? 0),
  }));

/** The search's answer as one series per group (the innermost groups of a multi-key group-by). */
export function seriesOf(response: SeriesResponse, groups: string[] = []): GroupSeries[] {
  if (!groups.length) return [{ id: '*', labels: {}, slices: slicesOf(response.totals?.timeseries) }];
  const out: GroupSeries[] = [];
  const walk = (nodes: SeriesNode[] | undefined, depth: number, labels: Record<string, string>) => {
    for (const node of nodes ?? []) {
      const here = { ...labels, [groups[depth] as string]: node.name ?? '' };
      if (depth + 1 < groups.length && node.groups_series) walk(node.groups_series, depth + 1, here);
      else
        out.push({
          id: Object.entries(here)
            .map(([k, v]) => `${k}=${v}`)
            .join(', '),
          labels: here,
          slices: slicesOf(node.timeseries),
        });
    }
  };
  walk(response.groups_series, 0, {});
  return out;
}
