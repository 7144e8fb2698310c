import { DEMO_API_KEYS } from '../../mocks/db/seed';
import { expect, test } from '../fixtures';
import { SignInPage } from '../pages/sign-in-page';

/**
 * Every console URL is safe to open, whatever its search params: a sample of every route that reads
 * them, with values of the wrong type, out of range, malformed or hostile. The page opens with its
 * defaults and says quietly what it left out; no route error, no frozen tab.
 */
const HOSTILE = [
  'true',
  '123',
  '[1]',
  '{"a":1}',
  '%25',
  '-1',
  '1e999',
  'null',
  '<img src=x onerror=alert(1)>',
];

/** Deterministic choices (a small LCG), so a failure names the same URL every run. */
function chooser(seed: number) {
  let state = seed;
  return <T>(items: readonly T[]): T => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return items[state % items.length] as T;
  };
}

test('no URL breaks a page, whatever its search params', async ({ page }) => {
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.exploreDemoAs('Admin');
  await expect(page.getByRole('navigation', { name: 'Areas' })).toBeVisible();

  const ids = await page.evaluate(async (key) => {
    const headers = { 'X-BRONTO-API-KEY': key };
    const get = async (path: string) => (await fetch(`/demo-api${path}`, { headers })).json();
    // A listed dashboard names its widgets by its layout.
    const dashboards = (await get('/dashboards')) as {
      dashboards: { id: string; layout?: { widget_layouts?: { id: string }[] } }[];
    };
    const monitors = (await get('/monitors')) as { monitors: { id: string }[] };
    const groups = (await get('/groups')) as { groups: { id: string }[] };
    const withWidget = dashboards.dashboards.find((d) => d.layout?.widget_layouts?.length);
    return {
      dashboard: withWidget?.id ?? '',
      widget: withWidget?.layout?.widget_layouts?.[0]?.id ?? '',
      monitor: monitors.monitors[0]?.id ?? '',
      group: groups.groups[0]?.id ?? '',
    };
  }, DEMO_API_KEYS.Admin);

  const routes: [string, string[]][] = [
    ['/search', ['ds', 'q', 'select', 'groups', 'order', 'view', 'event', 'range', 'from', 'to']],
    ['/search/context', ['from', 'timestamp', 'sequence', 'before', 'after', 'explain']],
    ['/dashboards', ['q']],
    [`/dashboards/${ids.dashboard}`, ['mode', 'refresh', 'full', 'vars', 'range', 'from', 'to']],
    ['/monitors', ['q', 'status', 'sort', 'log', 'sel']],
    ['/monitors/downtimes/new', ['monitors', 'days']],
    ['/monitors/notifications', ['days', 'status', 'page']],
    ['/monitors/templates', ['q', 'sort', 'page']],
    ['/monitors/new', ['template']],
    [`/monitors/${ids.monitor}`, ['range']],
    ['/users', ['q', 'role', 'status']],
    [`/groups/${ids.group}`, ['find']],
    ['/roles/compare', ['a', 'b']],
    ['/limits', ['edit']],
    ['/usage', ['type', 'range', 'dataset', 'user']],
    ['/datasets', ['view']],
    ['/datasets/coverage', ['range', 'from', 'to', 'ds']],
    ['/agent-setup', ['agent']],
    ['/widgets/new', ['dashboard', 'ds', 'q', 'select', 'groups', 'type', 'ask']],
    [`/widgets/${ids.widget}`, ['dashboard']],
  ];
  const pick = chooser(19);
  for (const [path, keys] of routes) {
    for (let round = 0; round < 2; round++) {
      const query = keys.map((key) => `${key}=${encodeURIComponent(pick(HOSTILE))}`).join('&');
      const url = `${path}?${query}`;
      await page.goto(url);
      await expect(page.getByRole('main'), url).toBeVisible();
      // The page settles (its data arrives or its own error shows), never the route's error.
      await expect(page.getByRole('main').getByText(/Loading/), url).toHaveCount(0);
      await expect(page.getByText('Could not load this page'), url).toHaveCount(0);
      await expect(page.getByRole('main'), url).not.toBeEmpty();
    }
  }

  // The links the tester found, each with what the page says it left out.
  await page.goto('/search?ds=%5B%7B%7D%5D&q=123&groups=msg&view=%5B%5D');
  await expect(
    page.getByText(/Part of this link was not understood and was left out \(ds, view\)/),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: /query/i }).first()).toContainText('123');
  await page.goto('/dashboards?q=%5B1%5D');
  await expect(page.getByText(/left out \(q\)/)).toBeVisible();
  await expect(page.getByText('Could not load this page')).toHaveCount(0);

  // Windows longer than a page shows open on their last 31 days (usage: a year), said in one sentence;
  // the crafted links of the hardening report, which once stalled the service, among them.
  const now = Date.now();
  for (const url of [
    `/search?from=1&to=${now}`,
    `/dashboards/${ids.dashboard}?from=1&to=${now}`,
    `/dashboards/${ids.dashboard}?from=1&to=8640000000000001`,
    `/monitors/${ids.monitor}?from=1&to=${now}`,
    '/search?range=Last%20100%20years',
    '/usage?range=Last%20100000%20days',
  ]) {
    await page.goto(url);
    await expect(page.getByRole('main'), url).toBeVisible();
    if (!url.endsWith('8640000000000001'))
      await expect(
        page.getByText(
          /at most\. This link asked for more, so the page shows the last (31|366) days of it\./,
        ),
        url,
      ).toBeVisible();
    await expect(page.getByText('Could not load this page'), url).toHaveCount(0);
  }
  await page.goto(`/search?from=1&to=${now}`);
  await expect(page.getByRole('button', { name: /^Time range:/ })).toBeVisible();
  await page.getByRole('button', { name: /^Time range:/ }).click();
  await expect(page.getByText('A search covers 31 days at most.')).toBeVisible();
});
