/**
 * The parts of a monitor the evaluator reads, typed structurally so this module stays pure: the
 * contract's MonitorWrite and Monitor both fit. The service's enumerations are open (it may send a kind,
 * an operator or a status this module has not seen): a rule is read with strings, and `unknownPartOf`
 * says what of it cannot be evaluated here.
 */
import { parseSelectItem } from '../query-language/select';
import { parseAgo, parseSpan, parseWindow } from './window';

const MONITOR_STATUSES = ['OK', 'WARN', 'ALERT', 'NO_DATA'] as const;
export type MonitorStatus = (typeof MONITOR_STATUSES)[number];
const COMPARISON_OPERATORS = [
  'BELOW',
  'BELOW_OR_EQUAL',
  'ABOVE',
  'ABOVE_OR_EQUAL',
  'EQUAL',
  'NOT_EQUAL',
  'OUTSIDE',
] as const;
export type ComparisonOperator = (typeof COMPARISON_OPERATORS)[number];
const MONITOR_KINDS = ['PATTERN', 'USAGE', 'CHANGE_DETECTION', 'ANOMALY_DETECTION'] as const;
export type MonitorKind = (typeof MONITOR_KINDS)[number];
const CHANGE_TYPES = ['DIFFERENCE', 'PERCENTAGE'] as const;

/** Whether a value the service sent is one of those known here. */
const isKnown = <T extends string>(known: readonly T[], value: unknown): value is T =>
  known.includes(value as T);

interface RuleQuery {
  select: string[];
  where: string;
  from?: string[];
  from_expr?: string;
  groups?: string[];
}

export interface MonitorRule {
  monitor_type?: string;
  /** The kind under its older name; read `monitor_type ?? type` (kindOf). */
  type?: string;
  comparison_operator: string;
  threshold: number;
  warning_threshold?: number;
  window: string;
  no_data_status?: string;
  notify_once?: boolean;
  group_retention?: number;
  compare_to?: string;
  change_type?: string;
  evaluation_window?: string;
  anomaly_algorithm?: string;
  queries: RuleQuery[];
  /** Fixed values for the `{{name}}` placeholders of the query's where. */
  template?: { arguments?: Record<string, TemplateArgument> };
}

/**
 * Every field of a rule, which is all an evaluation reads of a monitor (with its mute): what the mock
 * keys its evaluations by. A record, so a field added to MonitorRule without its line here fails the
 * type check; a field of a monitor the evaluation does not read (a name, a runbook) needs no line.
 */
const RULE_FIELD_SET: Record<keyof MonitorRule, true> = {
  monitor_type: true,
  type: true,
  comparison_operator: true,
  threshold: true,
  warning_threshold: true,
  window: true,
  no_data_status: true,
  notify_once: true,
  group_retention: true,
  compare_to: true,
  change_type: true,
  evaluation_window: true,
  anomaly_algorithm: true,
  queries: true,
  template: true,
};
export const RULE_FIELDS = Object.keys(RULE_FIELD_SET) as (keyof MonitorRule)[];

/** A template argument in any shape a deployment sends: {value: {value | input}}, {input} or {literal}. */
type TemplateArgument =
  { value: { value?: string; input?: string } } | { input: string } | { literal: string | unknown[] };

/** The monitor's kind under either of its names (PATTERN, a threshold, when it names none). */
export const kindOf = (rule: Pick<MonitorRule, 'monitor_type' | 'type'>): string =>
  rule.monitor_type ?? rule.type ?? 'PATTERN';

const readable = (read: () => unknown) => {
  try {
    read();
    return true;
  } catch {
    return false;
  }
};

/**
 * What of a rule this module cannot evaluate, in words ("its kind FORECAST", "its window \"soon\""): a
 * value of the service's it does not know, or one it cannot read. Undefined when it can evaluate it all.
 */
export function unknownPartOf(rule: MonitorRule): string | undefined {
  const query = rule.queries[0];
  if (!query) return 'its query';
  const aggregate = query.select[0] ?? 'count(*)';
  if (!readable(() => parseSelectItem(aggregate))) return `its aggregate "${aggregate}"`;
  if (!readable(() => parseWindow(rule.window))) return `its window "${rule.window}"`;
  if (!Number.isFinite(rule.threshold)) return `its threshold ${String(rule.threshold)}`;
  const kind = kindOf(rule);
  if (!isKnown(MONITOR_KINDS, kind)) return `its kind ${kind}`;
  if (!isKnown(COMPARISON_OPERATORS, rule.comparison_operator))
    return `its comparison ${rule.comparison_operator}`;
  if (rule.no_data_status !== undefined && !isKnown(MONITOR_STATUSES, rule.no_data_status))
    return `its no-data status ${rule.no_data_status}`;
  if (kind === 'CHANGE_DETECTION') {
    if (rule.change_type !== undefined && !isKnown(CHANGE_TYPES, rule.change_type))
      return `its change type ${rule.change_type}`;
    if (!readable(() => parseAgo(rule.compare_to ?? '1 day ago')))
      return `its comparison "${rule.compare_to}"`;
  }
  if (kind === 'ANOMALY_DETECTION') {
    if (rule.anomaly_algorithm !== undefined && rule.anomaly_algorithm !== 'MEDIAN_MAD')
      return `its anomaly algorithm ${rule.anomaly_algorithm}`;
    if (!readable(() => parseSpan(rule.evaluation_window ?? '24 hours')))
      return `its evaluation window "${rule.evaluation_window}"`;
  }
  return undefined;
}

/** One time slice of a search's series: its start, how many events, and the aggregate's value. */
export interface Slice {
  time: number;
  count: number;
  value: number;
}

/** A group's series as the search answered it; `labels` are its group-by values by key. */
export interface GroupSeries {
  id: string;
  labels: Record<string, string>;
  slices: Slice[];
}
