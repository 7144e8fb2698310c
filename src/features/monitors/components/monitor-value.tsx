import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { ErrorPanel } from '../../../components/error-panel';
import { Loading } from '../../../components/loading';
import { kindOf, unknownPartOf, type MonitorRule } from '../../../monitor-rules';
import { runBacktest } from '../api';
import { backtestKey } from '../../../api/query-keys';

const MonitorValueChart = lazy(() => import('./monitor-value-chart'));

/** What a rule's chart shows on its value axis: the aggregate, its change, or an anomaly score. */
export function measureOf(rule: Pick<MonitorRule, 'monitor_type' | 'type' | 'queries'> | undefined): string {
  const kind = rule ? kindOf(rule) : undefined;
  if (kind === 'ANOMALY_DETECTION') return 'MEDIAN_MAD score';
  if (kind === 'CHANGE_DETECTION') return `change of ${rule?.queries[0]?.select[0] ?? ''}`;
  return rule?.queries[0]?.select[0] ?? '';
}

/** A backtest's query: the same rule over the same range is one run, shared by every panel that asks. */
export const valueQuery = (rule: MonitorRule | undefined, range: { from: number; to: number }) => ({
  queryKey: backtestKey(rule, range),
  queryFn: ({ signal }: { signal: AbortSignal }) => runBacktest(rule as MonitorRule, range, signal),
  enabled: rule !== undefined,
  staleTime: Infinity,
  retry: false,
});

/**
 * A saved monitor's value per group over its history range, with the thresholds: the rule replayed
 * by the console over the same searches the service evaluates, drawn above the state timeline.
 */
export function MonitorValue({ rule, range }: { rule: MonitorRule; range: { from: number; to: number } }) {
  const unknown = unknownPartOf(rule);
  const value = useQuery({ ...valueQuery(rule, range), enabled: !unknown });
  if (unknown)
    return (
      <p className="muted">
        This console cannot replay the monitor&apos;s value: {unknown} is not something it can evaluate. The
        history below is the service&apos;s own.
      </p>
    );
  if (value.error)
    return <ErrorPanel error={value.error} action="compute the value" onRetry={() => void value.refetch()} />;
  if (!value.data) return <Loading what="the value over time" />;
  const measure = measureOf(rule);
  return (
    <Suspense fallback={<Loading what="the chart" />}>
      <MonitorValueChart
        label={`${measure} per group with the thresholds`}
        groups={value.data.evaluation.groups}
        threshold={rule.threshold}
        {...(rule.warning_threshold !== undefined ? { warning: rule.warning_threshold } : {})}
        measure={measure}
        from={range.from}
        to={range.to}
      />
    </Suspense>
  );
}
