import { kindOf, type ComparisonOperator, type MonitorRule } from './types';
import { formatDuration, parseAgo, parseSpan, parseWindow } from './window';

const OPERATOR_WORDS: Record<ComparisonOperator, string> = {
  ABOVE: 'above',
  ABOVE_OR_EQUAL: 'at or above',
  BELOW: 'below',
  BELOW_OR_EQUAL: 'at or below',
  EQUAL: 'equal to',
  NOT_EQUAL: 'not equal to',
  OUTSIDE: 'outside the usual band by',
};

/** An operator in words; one this console does not know, as the service wrote it. */
export const operatorWords = (op: string) => OPERATOR_WORDS[op as ComparisonOperator] ?? op;

const safe = (read: () => string, fallback: string) => {
  try {
    return read();
  } catch {
    return fallback;
  }
};

/**
 * A monitor's rule in words: "ALERT when count(*) where level = 'error' over the last 20 minutes is
 * above 100 (WARN above 50), per host".
 */
export function describeRule(rule: MonitorRule): string {
  const query = rule.queries[0];
  const what = query?.select[0] ?? 'count(*)';
  const where = query?.where.trim() ? ` where ${query.where.trim()}` : '';
  const window = safe(() => `the last ${formatDuration(parseWindow(rule.window))}`, rule.window);
  const op = operatorWords(rule.comparison_operator);
  const warn = rule.warning_threshold !== undefined ? ` (WARN ${op} ${rule.warning_threshold})` : '';
  const per = query?.groups?.length ? `, per ${query.groups.join(' and ')}` : '';
  const measured = `${what}${where} over ${window}`;
  switch (kindOf(rule)) {
    case 'CHANGE_DETECTION': {
      const ago = safe(() => `${formatDuration(parseAgo(rule.compare_to ?? ''))} earlier`, 'earlier');
      const change = rule.change_type === 'PERCENTAGE' ? 'changes by a percentage' : 'changes by an amount';
      return `ALERT when ${measured} ${change} ${op} ${rule.threshold}${warn} compared with ${ago}${per}`;
    }
    case 'ANOMALY_DETECTION': {
      const span = safe(
        () => formatDuration(parseSpan(rule.evaluation_window ?? '')),
        rule.evaluation_window ?? '',
      );
      return `ALERT when ${measured} is anomalous, its MEDIAN_MAD score over the past ${span} ${op} ${rule.threshold}${warn}${per}`;
    }
    case 'PATTERN':
    case 'USAGE':
      return `ALERT when ${measured} is ${op} ${rule.threshold}${warn}${per}`;
    default:
      return `A monitor of kind ${kindOf(rule)}, which this console does not know, over ${measured}: ALERT ${op} ${rule.threshold}${warn}${per}`;
  }
}
