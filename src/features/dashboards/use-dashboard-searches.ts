import { useMemo } from 'react';
import { useRateLimit } from '../../api/rate-limit';
import type { Widget } from './model';
import { useAutoRefresh } from './dashboard-page-effects';
import { refreshInterval } from './refresh-budget';
import { useAggregatesLearnt } from './shared-search-context';
import { planDashboard } from './shared-searches';
import type { DashboardUrlState } from './url';

/**
 * One search for what a dashboard's widgets can ask once: what they draw from, and what a refresh
 * costs, which paces the automatic refresh within the rate limit. Until an answer shows the service
 * takes several aggregates a search, its cost is counted as if it took one (the live service's).
 */
export function useDashboardSearches(
  widgets: Widget[],
  timeWindow: { from_ts: number; to_ts: number },
  { vars, refresh }: Pick<DashboardUrlState, 'vars' | 'refresh'>,
  refreshNow: () => void,
) {
  const { limit } = useRateLimit();
  const learnt = useAggregatesLearnt();
  const plan = useMemo(
    () => planDashboard(widgets, timeWindow, vars, learnt !== 'one'),
    [widgets, timeWindow, vars, learnt],
  );
  const perRefresh = useMemo(
    () => (learnt === 'several' ? plan : planDashboard(widgets, timeWindow, vars, false)).searches,
    [plan, learnt, widgets, timeWindow, vars],
  );
  useAutoRefresh(refreshInterval(refresh, perRefresh, limit), perRefresh, refreshNow);
  return { plan, perRefresh };
}
