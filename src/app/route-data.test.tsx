import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { scenarios } from '../../mocks/scenarios';
import { setupMockService } from '../../mocks/testing';
import { call } from '../../mocks/test-client';
import { setConnection } from '../api/connection';
import { rateLimitStore } from '../api/rate-limit';
import { renderConsole } from '../test/render-console';
import { stubLayout } from '../test/stub-layout';
import { createAppRouter } from './router';
import type { Seeded } from '../test/page-case';
import { NOT_PAGES, PAGE_CASES } from '../test/pages';

const { server, baseUrl, backend } = setupMockService();

beforeAll(stubLayout);

afterEach(() => {
  server.events.removeAllListeners('request:start');
  server.events.removeAllListeners('response:mocked');
  setConnection(null);
  rateLimitStore.reset();
  backend.db.reset();
});

/** Every answer takes this long: a request that waits for another starts at least this late. */
const LATENCY = 80;

interface Seen {
  request: string;
  startedAt: number;
}

/**
 * Opens the console on `from` (Settings, which asks nothing), waits until it is quiet, then goes to
 * `path` and records the requests the page makes: which started, when, and when the first answer came
 * back.
 */
async function requestsOf(
  path: string,
  ready: () => Promise<unknown>,
  dependent?: RegExp,
  from = '/settings',
) {
  const { router } = renderConsole(from, {
    baseUrl,
    apiKey: 'demo-admin-key',
  });
  await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
  await quiet();
  server.use(scenarios.latency(baseUrl, LATENCY));
  const seen: Seen[] = [];
  let firstAnswer = Infinity;
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    seen.push({
      request: `${request.method} ${url.pathname.slice(new URL(baseUrl).pathname.length)}`,
      startedAt: performance.now(),
    });
  });
  server.events.on('response:mocked', () => {
    firstAnswer = Math.min(firstAnswer, performance.now());
  });
  await router.navigate({ href: path });
  await ready();
  await quiet();
  return {
    seen: seen.map((s) => s.request),
    late: seen.filter((s) => s.startedAt > firstAnswer && !dependent?.test(s.request)).map((s) => s.request),
  };
}

/** No request in flight for a while. */
async function quiet() {
  let pending = 0;
  let last = performance.now();
  const start = () => {
    pending++;
    last = performance.now();
  };
  const end = () => {
    pending--;
    last = performance.now();
  };
  server.events.on('request:start', start);
  server.events.on('response:mocked', end);
  await waitFor(() => expect(pending <= 0 && performance.now() - last > 300).toBe(true), {
    timeout: 10_000,
    interval: 50,
  });
  server.events.removeListener('request:start', start);
  server.events.removeListener('response:mocked', end);
}

/** The mock service's seeded records, for the pages' addresses. */
const seeded: Seeded = {
  dataset: () => backend.db.state.datasets[0]?.id ?? '',
  user: () => backend.db.state.users[1]?.id ?? '',
  group: () => backend.db.state.groups[0]?.group_id ?? '',
  monitor: () => backend.db.state.monitors[0]?.id ?? '',
  dashboard: () => backend.db.state.dashboards[0]?.id ?? '',
  widget: () => backend.db.state.widgets[0]?.id ?? '',
  role: () => backend.db.state.roles.find((r) => !r.is_system_role)?.role_id ?? '',
  downtime: () => backend.db.state.downtimes[0]?.id ?? '',
  template: () => backend.db.state.monitorTemplates[0]?.id ?? '',
  event: async () => {
    const { body } = await call('POST', '/search', {
      key: 'demo-admin-key',
      body: { from: [seeded.dataset()], select: [], time_range: 'Last 30 minutes', limit: 1 },
    });
    return (body as { events: { metadata: { service_id: string; timestamp: number; sequence: number } }[] })
      .events[0]?.metadata;
  },
};

/**
 * Every page: every request it needs to draw starts before the first answer comes back. A request
 * that waits for another it does not depend on (two suspense queries in a row, a query in a component
 * drawn only after another's data, a form that loads its record and then the rest) starts late and
 * fails the test.
 */
describe('route data: no waterfalls', () => {
  it('measures every route of the console (each declared by its area: src/test/page-cases.ts)', () => {
    const ids = Object.keys(createAppRouter(async () => new QueryClient()).routesById).filter(
      (id) => !(id in NOT_PAGES),
    );
    expect(ids.sort()).toEqual(Object.keys(PAGE_CASES).sort());
  });

  for (const [id, { data: route }] of Object.entries(PAGE_CASES)) {
    it(`${id}: every request starts before the first answer`, async () => {
      const path = await route.path(seeded);
      const { seen, late } = await requestsOf(path, route.ready, route.dependent, route.from?.(seeded));
      if (route.asksNothing) expect(seen, 'opening the page asks nothing').toEqual([]);
      else expect(seen.length, 'the page asked for its data').toBeGreaterThan(0);
      expect(late, `requests of ${path} that waited: ${seen.join(', ')}`).toEqual([]);
    }, 30_000);
  }
});
