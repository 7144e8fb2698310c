/**
 * The parts of a monitor the evaluator reads, typed structurally so this module stays pure: the
 * contract's MonitorWrite and Monitor both fit.
 */
export type MonitorStatus = 'OK' | 'WARN' | 'ALERT' | 'NO_DATA';
export type ComparisonOperator =
  'BELOW' | 'BELOW_OR_EQUAL' | 'ABOVE' | 'ABOVE_OR_EQUAL' | 'EQUAL' | 'NOT_EQUAL' | 'OUTSIDE';
export type MonitorKind = 'PATTERN' | 'USAGE' | 'CHANGE_DETECTION' | 'ANOMALY_DETECTION';

export interface RuleQuery {
  select: string[];
  where: string;
  from?: string[];
  from_expr?: string;
  groups?: string[];
}

export interface MonitorRule {
  monitor_type?: MonitorKind;
  /** The kind under its older name; read `monitor_type ?? type` (kindOf). */
  type?: MonitorKind;
  comparison_operator: ComparisonOperator;
  threshold: number;
  warning_threshold?: number;
  window: string;
  no_data_status?: MonitorStatus;
  notify_once?: boolean;
  group_retention?: number;
  compare_to?: string;
  change_type?: 'DIFFERENCE' | 'PERCENTAGE';
  evaluation_window?: string;
  anomaly_algorithm?: 'MEDIAN_MAD';
  queries: RuleQuery[];
  /** Fixed values for the `{{name}}` placeholders of the query's where. */
  template?: { arguments?: Record<string, TemplateArgument> };
}

/** A template argument in any shape a deployment sends: {value: {value | input}}, {input} or {literal}. */
export type TemplateArgument =
  { value: { value?: string; input?: string } } | { input: string } | { literal: string | string[] };

/** The monitor's kind under either of its names. */
export const kindOf = (rule: Pick<MonitorRule, 'monitor_type' | 'type'>): MonitorKind =>
  rule.monitor_type ?? rule.type ?? 'PATTERN';

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
