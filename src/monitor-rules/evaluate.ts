import { parseSelectItem, type AggregateFunction } from '../query-language/select';
import { operatorWords } from './describe';
import type { EvaluationPlan } from './plan';
import {
  kindOf,
  unknownPartOf,
  type ComparisonOperator,
  type GroupSeries,
  type MonitorRule,
  type MonitorStatus,
  type Slice,
} from './types';
import { formatDuration, parseWindow } from './window';

/** One evaluation of one group: the value compared (null without data) and the status it gave. */
interface Point {
  time: number;
  value: number | null;
  status: MonitorStatus;
}

export interface GroupEvaluation {
  id: string;
  labels: Record<string, string>;
  points: Point[];
  /** The status changes, the first evaluation included: the group's lane in a timeline. */
  history: { time: number; status: MonitorStatus }[];
  /** When a notification would have gone out (notify-once and mutes applied). */
  notifications: number[];
  /** False once the group went without data past the group retention: it is no longer watched. */
  retained: boolean;
}

interface MonitorChange {
  time: number;
  group_id: string;
  monitor_status: MonitorStatus;
  previous_status: MonitorStatus;
  message: string;
}

export interface Evaluation {
  groups: GroupEvaluation[];
  /** Every group's status changes after its first evaluation, oldest first. */
  changes: MonitorChange[];
  /** The monitor's status at the end: its worst retained group. */
  status: MonitorStatus;
  lastTrigger?: number;
}

const SEVERITY: Record<MonitorStatus, number> = { OK: 0, NO_DATA: 1, WARN: 2, ALERT: 3 };
const worst = (statuses: MonitorStatus[]): MonitorStatus =>
  statuses.reduce<MonitorStatus>((a, b) => (SEVERITY[b] > SEVERITY[a] ? b : a), 'OK');

const OPERATOR_TEST: Record<ComparisonOperator, (v: number, t: number) => boolean> = {
  ABOVE: (v, t) => v > t,
  ABOVE_OR_EQUAL: (v, t) => v >= t,
  BELOW: (v, t) => v < t,
  BELOW_OR_EQUAL: (v, t) => v <= t,
  EQUAL: (v, t) => v === t,
  NOT_EQUAL: (v, t) => v !== t,
  // Anomaly detection only: the score is signed, so outside the band either way.
  OUTSIDE: (v, t) => Math.abs(v) > t,
};

/**
 * The value of a window from its slices. Counts and sums add up, minimum and maximum carry over, an
 * average weighs each slice by its events; a percentile is approximated the same way (slices keep no
 * raw values), which the console says where it shows a backtest.
 */
export function combine(fn: AggregateFunction, slices: Slice[]): { value: number; count: number } | null {
  let count = 0;
  let total = 0;
  let weighted = 0;
  let min = Infinity;
  let max = -Infinity;
  for (const s of slices) {
    count += s.count;
    if (s.count === 0) continue;
    total += s.value;
    weighted += s.value * s.count;
    min = Math.min(min, s.value);
    max = Math.max(max, s.value);
  }
  if (fn === 'count') return { value: count, count };
  if (count === 0) return null;
  const value = fn === 'sum' ? total : fn === 'min' ? min : fn === 'max' ? max : weighted / count;
  return { value, count };
}

function median(values: number[]): number {
  // A typed array sorts numerically in native code: an anomaly monitor takes two medians of a day's
  // baseline at every step, and a comparator function made that 190 ms for a day's history.
  const sorted = Float64Array.from(values).sort();
  const mid = sorted.length >> 1;
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/** How far a value lies from its baseline, in robust standard deviations (median and MAD). */
export function madScore(value: number, baseline: number[]): number {
  if (!baseline.length) return 0;
  const m = median(baseline);
  const mad = median(baseline.map((v) => Math.abs(v - m))) * 1.4826;
  return (value - m) / (mad || 1);
}

const round = (n: number) => Math.round(n * 100) / 100;

/**
 * Replays a monitor over the series of one search (planEvaluation): at every step it computes each
 * group's value over the window, compares it with the thresholds (or, for change detection, the change
 * against compare_to; for anomaly detection, the MEDIAN_MAD score against the evaluation window), and
 * records status changes and notifications. The mock service's history and the console's backtest both
 * call this, so a preview and the history it becomes agree.
 */
export function evaluate(
  rule: MonitorRule,
  plan: EvaluationPlan,
  series: GroupSeries[],
  options: { mutedUntil?: number; mutedFrom?: number } = {},
): Evaluation {
  const unknown = unknownPartOf(rule);
  if (unknown)
    throw new Error(`This console cannot evaluate the monitor: ${unknown} is not something it can evaluate.`);
  const setup = setupOf(rule, plan, options);
  const groups: GroupEvaluation[] = [];
  const changes: MonitorChange[] = [];
  for (const group of series) {
    const evaluated = evaluateGroup(setup, group);
    groups.push(evaluated.group);
    changes.push(...evaluated.changes);
  }
  changes.sort((a, b) => a.time - b.time || (a.group_id < b.group_id ? -1 : 1));
  const current = groups.filter((g) => g.retained).map((g) => g.points.at(-1)?.status ?? setup.noData);
  const triggers = changes.filter((c) => c.monitor_status === 'ALERT' || c.monitor_status === 'WARN');
  return {
    groups,
    changes,
    status: current.length ? worst(current) : setup.noData,
    ...(triggers.length ? { lastTrigger: (triggers.at(-1) as MonitorChange).time } : {}),
  };
}

/** What every group's replay reads of the monitor and the plan, worked out once. */
function setupOf(
  rule: MonitorRule,
  plan: EvaluationPlan,
  options: { mutedUntil?: number; mutedFrom?: number },
) {
  const item = parseSelectItem(rule.queries[0]?.select[0] ?? 'count(*)');
  const operator = rule.comparison_operator as ComparisonOperator;
  return {
    rule,
    plan,
    kind: kindOf(rule),
    fn: (item.kind === 'aggregate' ? item.fn : 'count') as AggregateFunction,
    grouped: (rule.queries[0]?.groups?.length ?? 0) > 0,
    operator,
    test: OPERATOR_TEST[operator],
    noData: (rule.no_data_status ?? 'OK') as MonitorStatus,
    windowText: `the last ${formatDuration(parseWindow(rule.window))}`,
    label: item.kind === 'aggregate' ? (rule.queries[0]?.select[0] ?? 'count(*)') : 'count(*)',
    muted: (t: number) =>
      options.mutedUntil !== undefined &&
      (options.mutedUntil === -1 || t < options.mutedUntil) &&
      t >= (options.mutedFrom ?? -Infinity),
  };
}

type Setup = ReturnType<typeof setupOf>;

/** One group's value over the window ending at each slice index (null: no data there). */
function windowValues({ plan, fn, grouped }: Setup, group: GroupSeries) {
  const start = plan.search.from_ts;
  // Slices by index from the data's start; a slice the answer lacks counts as empty.
  const slices: Slice[] = Array.from({ length: plan.search.num_of_slices }, (_, i) => ({
    time: start + i * plan.step,
    count: 0,
    value: 0,
  }));
  for (const s of group.slices) {
    const i = Math.round((s.time - start) / plan.step);
    if (i >= 0 && i < slices.length) slices[i] = s;
  }
  return (endIndex: number): number | null => {
    if (endIndex - plan.windowSteps < 0) return null;
    const result = combine(fn, slices.slice(endIndex - plan.windowSteps, endIndex));
    if (!result || (grouped && result.count === 0)) return null;
    return result.value;
  };
}

/** The status of one evaluation: the compared value against the thresholds, or no data. */
function statusOf({ rule, test, noData }: Setup, raw: number | null, compared: number | null): MonitorStatus {
  if (compared === null) return raw === null ? noData : 'OK';
  if (test(compared, rule.threshold)) return 'ALERT';
  return rule.warning_threshold !== undefined && test(compared, rule.warning_threshold) ? 'WARN' : 'OK';
}

/** The value compared with the thresholds: the window's own, its change, or its anomaly score. */
function comparedAt(
  { rule, plan, kind }: Setup,
  windowValue: (end: number) => number | null,
  end: number,
  baseline: number[],
): { raw: number | null; compared: number | null } {
  const raw = windowValue(end);
  if (raw === null) return { raw, compared: null };
  if (kind === 'CHANGE_DETECTION') {
    const before = windowValue(end - plan.compareSteps);
    if (before === null) return { raw, compared: null };
    if (rule.change_type !== 'PERCENTAGE') return { raw, compared: raw - before };
    return { raw, compared: before === 0 ? null : ((raw - before) / Math.abs(before)) * 100 };
  }
  if (kind === 'ANOMALY_DETECTION') {
    const recent = baseline.slice(-plan.baselineSteps);
    baseline.push(raw);
    return {
      raw,
      compared: recent.length >= Math.min(12, plan.baselineSteps) ? madScore(raw, recent) : null,
    };
  }
  return { raw, compared: raw };
}

/** What a status change says, as the service words it. */
function messageOf(
  { rule, kind, grouped, label, windowText, operator }: Setup,
  group: GroupSeries,
  status: MonitorStatus,
  compared: number | null,
): string {
  const where = grouped ? ` (${group.id})` : '';
  const shown =
    compared === null ? 'no data' : `${kind === 'ANOMALY_DETECTION' ? 'score' : label} = ${round(compared)}`;
  if (status === 'OK') return `Recovered${where}: ${shown} over ${windowText}.`;
  if (status === 'NO_DATA') return `No data${where} over ${windowText}.`;
  return `${status}${where}: ${shown} over ${windowText}, ${operatorWords(operator)} ${status === 'ALERT' ? rule.threshold : rule.warning_threshold}.`;
}

/** Replays one group: its points, status changes and notifications, and whether it is still retained. */
function evaluateGroup(setup: Setup, group: GroupSeries) {
  const { rule, plan, kind } = setup;
  const start = plan.search.from_ts;
  const stepsBefore = Math.round((plan.from - start) / plan.step);
  const evaluations = Math.round((plan.to - plan.from) / plan.step);
  const retention = rule.group_retention;
  const windowValue = windowValues(setup, group);
  const baseline: number[] = [];
  const points: Point[] = [];
  const history: GroupEvaluation['history'] = [];
  const notifications: number[] = [];
  const changes: MonitorChange[] = [];
  let lastData = -Infinity;
  let retained = true;
  let episode = false;
  // An anomaly's score needs a baseline: its replay starts that many steps earlier, unrecorded.
  for (let k = 1 - (kind === 'ANOMALY_DETECTION' ? plan.baselineSteps : 0); k <= evaluations; k++) {
    const end = stepsBefore + k;
    const time = start + end * plan.step;
    const { raw, compared } = comparedAt(setup, windowValue, end, baseline);
    if (k < 1) continue;
    if (raw !== null) lastData = time;
    if (retention !== undefined && raw === null && time - lastData > retention && lastData > -Infinity) {
      retained = false;
      break;
    }
    const status = statusOf(setup, raw, compared);
    points.push({ time, value: compared === null ? null : round(compared), status });
    const previous = history.at(-1)?.status;
    if (previous === status) continue;
    history.push({ time, status });
    if (previous === undefined) {
      episode = status !== 'OK';
      continue;
    }
    changes.push({
      time,
      group_id: group.id,
      monitor_status: status,
      previous_status: previous,
      message: messageOf(setup, group, status, compared),
    });
    // Notify-once: one notification when an episode starts, none for its escalations and recovery.
    const notify = rule.notify_once ? !episode && status !== 'OK' : true;
    episode = status !== 'OK';
    if (notify && !setup.muted(time)) notifications.push(time);
  }
  return {
    group: { id: group.id, labels: group.labels, points, history, notifications, retained },
    changes,
  };
}
