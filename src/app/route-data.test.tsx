import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { scenarios } from '../../mocks/scenarios';
import { setupMockService } from '../../mocks/testing';
import { call } from '../../mocks/test-client';
import { setConnection } from '../api/connection';
import { rateLimitStore } from '../api/rate-limit';
import { renderConsole } from './render-console';
import { stubLayout } from './stub-layout';
import { createAppRouter } from './router';
import type { FileRoutesById } from '../routeTree.gen';

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

const heading = (name: string | RegExp) => () =>
  screen.findByRole('heading', { name, level: 1 }, { timeout: 10_000 });

const datasetId = () => backend.db.state.datasets[0]?.id ?? '';
const userId = () => backend.db.state.users[1]?.id ?? '';
const groupId = () => backend.db.state.groups[0]?.group_id ?? '';
const monitorId = () => backend.db.state.monitors[0]?.id ?? '';
const dashboardId = () => backend.db.state.dashboards[0]?.id ?? '';
const widgetId = () => backend.db.state.widgets[0]?.id ?? '';
const roleId = () => backend.db.state.roles.find((r) => !r.is_system_role)?.role_id ?? '';

/** Routes that are no page of their own, and why they are not measured. */
const NOT_PAGES = {
  __root__: 'the frame of every route',
  '/_console': "the console's frame: it waits for the identity, which every page needs before its own",
  '/sign-in': 'before a session: it asks nothing until a credential is typed',
} as const;

interface RouteCase {
  path: () => string | Promise<string>;
  ready: () => Promise<unknown>;
  /** Requests that need another's answer first (the ids or the kind it returns), and why. */
  dependent?: RegExp;
  /** The page draws from nothing of the service: opened from another page, it asks nothing. */
  asksNothing?: true;
  /** The page the console is on before (Settings unless said). */
  from?: () => string;
}

/**
 * Every route of the console, by its id: a route added to src/routes without a line here fails the
 * type check and the test below. A form is a route like any other: a draft's own searches (a
 * backtest, a preview) wait for the record they are made from, and nothing else does.
 */
const ROUTES: Record<Exclude<keyof FileRoutesById, keyof typeof NOT_PAGES>, RouteCase> = {
  // From a dashboard, which Home then lists among those opened lately, by their current names.
  '/_console/': {
    from: () => `/dashboards/${dashboardId()}`,
    path: () => '/',
    ready: heading('Home'),
  },
  '/_console/search': {
    path: () => `/search?${new URLSearchParams({ ds: JSON.stringify([datasetId()]), q: "level = 'error'" })}`,
    ready: () => screen.findByRole('feed', {}, { timeout: 10_000 }),
  },
  // The fields compared follow from the datasets' keys: their grouped searches wait for those.
  '/_console/changes': {
    path: () => {
      const to = Date.now();
      return `/changes?${new URLSearchParams({ ds: JSON.stringify([datasetId()]), from: String(to - 1_800_000), to: String(to) })}`;
    },
    ready: heading('What changed'),
    dependent: /^POST \/search$/,
  },
  // Each monitor's history follows from the list: the monitors it names. Over a day here: thirty days
  // of every monitor is the most any page asks of the mock (seconds), and the order is the same.
  '/_console/monitors/noise': {
    path: () => `/monitors/noise?from=${Date.now() - 86_400_000}&to=${Date.now()}`,
    ready: heading('Alert noise'),
    dependent: /^GET \/monitors\/[^/]+\/events$/,
  },
  '/_console/search_/context': {
    path: async () => {
      const { body } = await call('POST', '/search', {
        key: 'demo-admin-key',
        body: { from: [datasetId()], select: [], time_range: 'Last 30 minutes', limit: 1 },
      });
      const meta = (
        body as { events: { metadata: { service_id: string; timestamp: number; sequence: number } }[] }
      ).events[0]?.metadata;
      return `/search/context?${new URLSearchParams({ from: meta?.service_id ?? '', timestamp: String(meta?.timestamp), sequence: String(meta?.sequence) })}`;
    },
    ready: heading(/./),
  },
  '/_console/users/': { path: () => '/users', ready: heading('Users') },
  '/_console/users/$userId': { path: () => `/users/${userId()}`, ready: heading(/./) },
  '/_console/groups/': { path: () => '/groups', ready: heading('Groups') },
  '/_console/groups/$groupId': { path: () => `/groups/${groupId()}`, ready: heading(/./) },
  '/_console/roles/': { path: () => '/roles', ready: heading('Roles') },
  '/_console/roles/$roleId': { path: () => `/roles/${roleId()}`, ready: heading(/./) },
  '/_console/roles/$roleId_/edit': { path: () => `/roles/${roleId()}/edit`, ready: heading(/^Edit/) },
  '/_console/roles/new': { path: () => '/roles/new', ready: heading('New role') },
  '/_console/roles/compare': { path: () => '/roles/compare', ready: heading(/Compare/) },
  '/_console/api-keys': { path: () => '/api-keys', ready: heading('API keys') },
  '/_console/permissions': { path: () => '/permissions', ready: heading('Permission catalogue') },
  '/_console/dashboards/': { path: () => '/dashboards', ready: heading('Dashboards') },
  // Each widget's search is made from the widget the dashboard returns.
  '/_console/dashboards/$dashboardId': {
    path: () => `/dashboards/${dashboardId()}`,
    ready: heading(/./),
    dependent: /^POST \/search$/,
  },
  // Where each widget is used comes from the dashboards, asked once the rows are drawn: at a large
  // organisation both lists are megabytes, and the first rows need only the widgets.
  '/_console/widgets/': { path: () => '/widgets', ready: heading(/Widget/), dependent: /^GET \/dashboards$/ },
  // The preview searches as the widget the service returns says, and completes its dataset's keys.
  '/_console/widgets/$widgetId': {
    path: () => `/widgets/${widgetId()}`,
    ready: heading(/./),
    dependent: /^(POST \/search|GET \/top-keys)$/,
  },
  // The preview searches as the draft says, once the form has it.
  '/_console/widgets/new': {
    path: () => `/widgets/new?${new URLSearchParams({ ds: JSON.stringify([datasetId()]) })}`,
    ready: heading(/./),
    dependent: /^POST \/search$/,
  },
  // Each row's last 24 hours is asked for by the id the list returns, once the row is in view.
  '/_console/monitors/': {
    path: () => '/monitors',
    ready: heading('Monitors'),
    dependent: /^GET \/monitors\/[^/]+\/events$/,
  },
  // The value chart replays the rule the monitor returns.
  '/_console/monitors/$monitorId': {
    path: () => `/monitors/${monitorId()}`,
    ready: heading(/./),
    dependent: /^POST \/search$/,
  },
  // The backtest replays the rule the monitor returns; completion reads its dataset's keys.
  '/_console/monitors/$monitorId_/edit': {
    path: () => `/monitors/${monitorId()}/edit`,
    ready: heading(/^Edit/),
    dependent: /^(POST \/search|GET \/top-keys)$/,
  },
  // The backtest replays the draft's rule, once the form has one.
  '/_console/monitors/new': {
    path: () => `/monitors/new?${new URLSearchParams({ ds: JSON.stringify([datasetId()]) })}`,
    ready: heading('New monitor'),
    dependent: /^POST \/search$/,
  },
  // Each dataset's parser is asked for by the id the dataset list returns.
  '/_console/datasets': {
    path: () => '/datasets',
    ready: heading('Datasets'),
    dependent: /^GET \/datasets\/[^/]+\/parser$/,
  },
  '/_console/usage': { path: () => '/usage', ready: heading(/Usage/) },
  '/_console/limits': { path: () => '/limits', ready: heading(/Limits/) },
  // The organisations it manages are asked for only when the organisation says it is a management one.
  '/_console/organisation': {
    path: () => '/organisation',
    ready: heading(/./),
    dependent: /^GET \/customer$/,
  },
  '/_console/agent-setup': { path: () => '/agent-setup', ready: heading('Agent setup') },
  '/_console/settings': {
    path: () => '/settings',
    from: () => '/permissions',
    ready: heading('Settings'),
    asksNothing: true,
  },
};

/**
 * Every page: every request it needs to draw starts before the first answer comes back. A request
 * that waits for another it does not depend on (two suspense queries in a row, a query in a component
 * drawn only after another's data, a form that loads its record and then the rest) starts late and
 * fails the test.
 */
describe('route data: no waterfalls', () => {
  it('measures every route of the console', () => {
    const ids = Object.keys(createAppRouter(new QueryClient()).routesById).filter((id) => !(id in NOT_PAGES));
    expect(ids.sort()).toEqual(Object.keys(ROUTES).sort());
  });

  for (const [id, route] of Object.entries(ROUTES)) {
    it(`${id}: every request starts before the first answer`, async () => {
      const path = await route.path();
      const { seen, late } = await requestsOf(path, route.ready, route.dependent, route.from?.());
      if (route.asksNothing) expect(seen, 'opening the page asks nothing').toEqual([]);
      else expect(seen.length, 'the page asked for its data').toBeGreaterThan(0);
      expect(late, `requests of ${path} that waited: ${seen.join(', ')}`).toEqual([]);
    }, 30_000);
  }
});
