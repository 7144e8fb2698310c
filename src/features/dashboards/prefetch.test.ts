import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadDashboard } from './prefetch';
import { dashboardQueries } from './queries';
import type { Dashboard } from './model';
import { operationKey } from '../../api/query-keys';

const NOW = Date.UTC(2026, 10, 21, 12);
const widget = (id: string, dataset: string) => ({
  id,
  name: id,
  type: 'line' as const,
  aux: { query: { from: [dataset], select: ['count(*)'] } },
});
// 900 px of screen holds rows 0 to 10 (72 px rows, 12 px gaps): "top" is in view, "below" is not.
const dashboard = {
  id: 'd1',
  name: 'Web',
  widgets: [widget('top', 'nginx'), widget('below', 'cdn')],
  layout: {
    widget_layouts: [
      { id: 'top', x: 0, y: 0, w: 6, h: 3 },
      { id: 'below', x: 0, y: 30, w: 6, h: 3 },
    ],
  },
} as unknown as Dashboard;

function setUp() {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  vi.stubGlobal('innerHeight', 900);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(dashboardQueries.detail('d1').queryKey, dashboard);
  return queryClient;
}

/** The bodies of the searches started, which sign-out makes fail at once: only their keys remain. */
const searches = (queryClient: QueryClient) =>
  queryClient
    .getQueryCache()
    .findAll({ queryKey: operationKey('/search', 'post') })
    .map((q) => (q.queryKey[2] as { body: { from: string[]; from_ts: number; to_ts: number } }).body);

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('opening a dashboard', () => {
  it("starts the searches of the widgets in view over the window ending at the page's opening", async () => {
    const queryClient = setUp();
    const { openedAt } = await loadDashboard(queryClient, 'd1', { range: 'Last 1 hour' }, true);
    expect(openedAt).toBe(NOW);
    expect(searches(queryClient)).toEqual([
      expect.objectContaining({ from: ['nginx'], from_ts: NOW - 3_600_000, to_ts: NOW }),
    ]);
  });

  it('starts nothing when only its URL changes', async () => {
    const queryClient = setUp();
    await loadDashboard(queryClient, 'd1', { range: 'Last 1 hour', mode: 'edit' }, false);
    expect(searches(queryClient)).toEqual([]);
  });
});
