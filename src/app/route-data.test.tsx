import { QueryClient } from '@tanstack/react-query';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setupMockService } from '../../mocks/testing';
import { call } from '../../mocks/test-client';
import { setConnection } from '../api/connection';
import { rateLimitStore } from '../api/rate-limit';
import { renderConsole } from '../test/render-console';
import { holdAnswers, requestName } from '../test/request-gate';
import { stubLayout } from '../test/stub-layout';
import { createAppRouter } from './router';
import type { Seeded } from '../test/page-case';
import { NOT_PAGES, PAGE_CASES } from '../test/pages';

const { server, baseUrl, backend } = setupMockService();

beforeAll(stubLayout);

afterEach(() => {
  setConnection(null);
  rateLimitStore.reset();
  backend.db.reset();
});

/** Renders the console on `from` (Settings, which asks nothing) and waits until it is quiet. */
async function openConsole(from: string) {
  const { router } = renderConsole(from, { baseUrl, apiKey: 'demo-admin-key' });
  await screen.findByRole('heading', { level: 1 });
  await quiet();
  return router;
}

/** Every request the page at `path` makes until it is drawn and quiet, answers flowing. */
async function requestsOf(path: string, ready: () => Promise<unknown>, from: string): Promise<string[]> {
  const router = await openConsole(from);
  const seen: string[] = [];
  const record = ({ request }: { request: Request }) => void seen.push(requestName(request, baseUrl));
  server.events.on('request:start', record);
  await router.navigate({ href: path });
  await ready();
  await quiet();
  server.events.removeListener('request:start', record);
  return seen;
}

/**
 * Opens the page at `path` again, in a new tab, with every answer held, and waits for the requests
 * it made the first time that need no answer (`expected`): each must start while nothing has been
 * answered. One that waits for another's answer never starts, and is named with the answer it
 * followed once the answers go one at a time; one that is only slow to start (a lazy chunk on a busy
 * machine) is waited for. Then every answer goes, and the page draws.
 */
async function waitedFor(
  path: string,
  ready: () => Promise<unknown>,
  from: string,
  expected: string[],
): Promise<string[]> {
  const router = await openConsole(from);
  const gate = holdAnswers(server, baseUrl);
  // Not awaited: a route's loader may wait for its data, which is held.
  const navigated = router.navigate({ href: path });
  try {
    // A bound, not a budget: a page that makes every request passes the moment it has.
    await waitFor(() => expect(gate.missing(expected)).toEqual([]), { interval: 20 });
  } catch {
    // Named below, with what each waited for.
  }
  const waited = gate.missing(expected);
  // The verdict stands; this only names it: the answers go one at a time, in the order asked, until
  // each request that waited has started (a few seconds for each, at most).
  while (waited.some((name) => !gate.followed(name)) && gate.letNext())
    await waitFor(() => expect(waited.every((name) => gate.followed(name))).toBe(true), {
      timeout: 3_000,
    }).catch(() => undefined);
  const named = waited.map(
    (name) => `${name}, which started after the answer to ${gate.followed(name) ?? '(none)'}`,
  );
  gate.release();
  await navigated;
  await ready();
  await quiet();
  return named;
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
  await waitFor(() => expect(pending <= 0 && performance.now() - last > 300).toBe(true), { interval: 50 });
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
 * Every page: every request it needs to draw starts before any answer comes back. A request that
 * waits for another it does not depend on (two suspense queries in a row, a query in a component
 * drawn only after another's data, a form that loads its record and then the rest) cannot start
 * while the answers are held, and fails the test.
 */
describe('route data: no waterfalls', () => {
  it('measures every route of the console (each declared by its area: src/features/*/pages.cases.ts)', () => {
    const ids = Object.keys(createAppRouter(async () => new QueryClient()).routesById).filter(
      (id) => !(id in NOT_PAGES),
    );
    expect(ids.sort()).toEqual(Object.keys(PAGE_CASES).sort());
  });

  for (const [id, { data: route }] of Object.entries(PAGE_CASES)) {
    it(`${id}: every request starts before the first answer`, async () => {
      const path = await route.path(seeded);
      const from = route.from?.(seeded) ?? '/settings';
      const seen = await requestsOf(path, route.ready, from);
      if (route.asksNothing) expect(seen, 'opening the page asks nothing').toEqual([]);
      else expect(seen.length, 'the page asked for its data').toBeGreaterThan(0);
      cleanup();
      const expected = seen.filter((request) => !route.dependent?.test(request));
      const waited = await waitedFor(path, route.ready, from, expected);
      expect(waited, `requests of ${path} that waited for an answer (it asked: ${seen.join(', ')})`).toEqual(
        [],
      );
    });
  }
});
