import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { scenarios } from '../../mocks/scenarios';
import { setupMockService } from '../../mocks/testing';
import { setConnection } from '../api/connection';
import { rateLimitStore } from '../api/rate-limit';
import { renderConsole } from './render-console';
import { stubLayout } from './stub-layout';

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
 * Opens the console on Settings, waits until it is quiet, then goes to `path` and records the requests
 * the page makes: which started, when, and when the first answer came back.
 */
async function requestsOf(path: string, ready: () => Promise<unknown>, dependent?: RegExp) {
  const { router } = renderConsole('/settings', { baseUrl, apiKey: 'demo-admin-key' });
  await screen.findByRole('heading', { name: 'Settings', level: 1 }, { timeout: 10_000 });
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

const heading = (name: string | RegExp) => () =>
  screen.findByRole('heading', { name, level: 1 }, { timeout: 10_000 });

const datasetId = () => backend.db.state.datasets[0]?.id ?? '';
const userId = () => backend.db.state.users[1]?.id ?? '';
const groupId = () => backend.db.state.groups[0]?.group_id ?? '';
const monitorId = () => backend.db.state.monitors[0]?.id ?? '';
const dashboardId = () => backend.db.state.dashboards[0]?.id ?? '';
const roleId = () => backend.db.state.roles.find((r) => !r.is_system_role)?.role_id ?? '';

/**
 * One route per area: every request its page needs to draw starts before the first answer comes
 * back. A request that waits for another it does not depend on (two suspense queries in a row, a
 * query in a component drawn only after another's data) starts late and fails the test.
 */
describe('route data: no waterfalls', () => {
  const routes: {
    area: string;
    path: () => string;
    ready: () => Promise<unknown>;
    /** Requests that need another's answer first (the ids or the kind it returns), and why. */
    dependent?: RegExp;
  }[] = [
    {
      area: 'Logs',
      path: () =>
        `/search?${new URLSearchParams({ ds: JSON.stringify([datasetId()]), q: "level = 'error'" })}`,
      ready: () => screen.findByRole('feed', {}, { timeout: 10_000 }),
    },
    { area: 'Users', path: () => '/users', ready: heading('Users') },
    { area: 'A person', path: () => `/users/${userId()}`, ready: heading(/./) },
    { area: 'Groups', path: () => '/groups', ready: heading('Groups') },
    { area: 'A group', path: () => `/groups/${groupId()}`, ready: heading(/./) },
    { area: 'A role', path: () => `/roles/${roleId()}`, ready: heading(/./) },
    { area: 'Role comparison', path: () => '/roles/compare', ready: heading(/Compare/) },
    { area: 'API keys', path: () => '/api-keys', ready: heading('API keys') },
    { area: 'Permissions', path: () => '/permissions', ready: heading('Permission catalogue') },
    { area: 'Dashboards', path: () => '/dashboards', ready: heading('Dashboards') },
    // Each widget's search is made from the widget the dashboard returns.
    {
      area: 'A dashboard',
      path: () => `/dashboards/${dashboardId()}`,
      ready: heading(/./),
      dependent: /^POST \/search$/,
    },
    { area: 'Widgets', path: () => '/widgets', ready: heading(/Widget/) },
    // Each row's last 24 hours is asked for by the id the list returns, once the row is in view.
    {
      area: 'Monitors',
      path: () => '/monitors',
      ready: heading('Monitors'),
      dependent: /^GET \/monitors\/[^/]+\/events$/,
    },
    // The value chart replays the rule the monitor returns.
    {
      area: 'A monitor',
      path: () => `/monitors/${monitorId()}`,
      ready: heading(/./),
      dependent: /^POST \/search$/,
    },
    // Each dataset's parser is asked for by the id the dataset list returns.
    {
      area: 'Datasets',
      path: () => '/datasets',
      ready: heading('Datasets'),
      dependent: /^GET \/datasets\/[^/]+\/parser$/,
    },
    { area: 'Usage', path: () => '/usage', ready: heading(/Usage/) },
    { area: 'Limits', path: () => '/limits', ready: heading(/Limits/) },
    // The organisations it manages are asked for only when the organisation says it is a management one.
    { area: 'Organisation', path: () => '/organisation', ready: heading(/./), dependent: /^GET \/customer$/ },
    { area: 'Agent setup', path: () => '/agent-setup', ready: heading('Agent setup') },
  ];

  for (const route of routes) {
    it(`${route.area}: every request starts before the first answer`, async () => {
      const { seen, late } = await requestsOf(route.path(), route.ready, route.dependent);
      expect(seen.length, 'the page asked for its data').toBeGreaterThan(0);
      expect(late, `requests of ${route.path()} that waited: ${seen.join(', ')}`).toEqual([]);
    }, 30_000);
  }
});
