import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { fetchClient } from '../../api/client';
import { $api } from '../../api/query-hooks';
import {
  evaluate,
  planEvaluation,
  seriesOf,
  type Evaluation,
  type EvaluationPlan,
  type MonitorRule,
} from '../../monitor-rules';
import type { Monitor, MonitorWrite } from './model';
import { monitorQueries } from './queries';
import { operationKey } from '../../api/query-keys';

/**
 * Puts a monitor the service returned into the cache, so list and page agree without a refetch. The
 * live service answers without `queries`: the rule just sent is what it now holds.
 */
function storeMonitor(queryClient: QueryClient, monitor: Monitor, sent?: MonitorWrite['queries']): void {
  const stored = monitor.queries?.length || !sent ? monitor : { ...monitor, queries: sent };
  queryClient.setQueryData(monitorQueries.detail(monitor.id).queryKey, stored);
  void queryClient.invalidateQueries({ queryKey: monitorQueries.list().queryKey });
  void queryClient.invalidateQueries({ queryKey: operationKey('/monitors/{monitorId}/events') });
  void queryClient.invalidateQueries({
    queryKey: operationKey('/monitors/{monitorId}/notifications'),
  });
}

export function useCreateMonitor() {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/monitors', {
    onSuccess: (m, variables) => storeMonitor(queryClient, m, variables.body.queries),
  });
}

export function useReplaceMonitor() {
  const queryClient = useQueryClient();
  return $api.useMutation('put', '/monitors/{monitorId}', {
    onSuccess: (m, variables) => storeMonitor(queryClient, m, variables.body.queries),
  });
}

/** mute_until: -1 mutes indefinitely, 0 unmutes, otherwise a time in ms. */
export function useMuteMonitor() {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/monitors/{monitorId}/status', {
    onSuccess: (m) => {
      // A mute answer may lack the rule too: keep the one already read.
      const known = queryClient.getQueryData(monitorQueries.detail(m.id).queryKey) as Monitor | undefined;
      storeMonitor(queryClient, m, known?.queries);
    },
  });
}

export function useDeleteMonitor() {
  const queryClient = useQueryClient();
  return $api.useMutation('delete', '/monitors/{monitorId}', {
    onSuccess: async (_data, variables) => {
      queryClient.removeQueries({
        queryKey: monitorQueries.detail(variables.params.path.monitorId).queryKey,
      });
      await queryClient.invalidateQueries({ queryKey: monitorQueries.list().queryKey });
    },
  });
}

export interface Backtest {
  plan: EvaluationPlan;
  evaluation: Evaluation;
}

/**
 * Replays a rule over past data before it is saved: the plan's one search, then the same evaluator
 * the service's history comes from (src/monitor-rules), so the preview and the history agree.
 */
export async function runBacktest(
  rule: MonitorRule,
  range: { from: number; to: number },
  signal?: AbortSignal,
): Promise<Backtest> {
  const plan = planEvaluation(rule, range);
  const { data } = await fetchClient.POST('/search', { body: plan.search, ...(signal ? { signal } : {}) });
  const evaluation = evaluate(rule, plan, seriesOf(data ?? {}, plan.search.groups));
  return { plan, evaluation };
}
