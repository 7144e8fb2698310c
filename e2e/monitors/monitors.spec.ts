import type { Page } from '@playwright/test';
import { DEMO_API_KEYS } from '../../mocks/db/seed';
import { expect, expectReadOnlyForm, runIncidents, test } from '../fixtures';
import { SearchPage } from '../pages/search-page';
import { Shell } from '../pages/shell';
import { SignInPage } from '../pages/sign-in-page';
import { TimeRange } from '../pages/time-range';

/** A seeded monitor with an incident in its week, as an admin opens it from the list. */
async function openWeekOfCheckoutAtTheEdge(page: Page) {
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.exploreDemoAs('Admin');
  await new Shell(page).goTo('Monitors');
  await page
    .getByRole('table', { name: 'Monitors' })
    .getByRole('link', { name: 'Checkout 5xx at the edge' })
    .click();
  await new TimeRange(page).choose('Last 7 days');
}

/** "2026-11-19 14:10 UTC": how the console writes times. */
const utc = (ms: number) => new Date(ms).toISOString().slice(0, 16).replace('T', ' ') + ' UTC';

test('an operator backtests a monitor against a seeded incident, saves it, finds the ALERT band, mutes it', async ({
  page,
  axe,
}) => {
  await page.setViewportSize({ width: 1400, height: 1000 });
  const incident = runIncidents().find((i) => i.id === 'payments-provider-timeouts');
  if (!incident) throw new Error('no seeded incident');
  // A backtest over 7 days replays on 10-minute steps; the service evaluates every 5 minutes: the
  // first evaluation of each after the incident began.
  const firstAlert = utc(Math.ceil((incident.start + 60_000) / 600_000) * 600_000);
  const firstRecorded = utc(Math.ceil((incident.start + 60_000) / 300_000) * 300_000);

  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.exploreDemoAs('Admin');
  await new Shell(page).goTo('Monitors');
  await expect(page.getByRole('heading', { name: 'Monitors', level: 1 })).toBeVisible();
  const list = page.getByRole('table', { name: 'Monitors' });
  await expect(list.getByRole('link', { name: 'Checkout 5xx at the edge' })).toBeVisible();
  // The muted seeded monitor says so; filters live in the URL.
  await expect(list.getByRole('row', { name: /Host CPU saturation/ }).getByText('Muted')).toBeVisible();
  // A last trigger is the moment itself, in the display zone, as the service reports it.
  const monitors = await page.evaluate(async (key) => {
    const headers = { 'X-BRONTO-API-KEY': key };
    const response = await fetch('/demo-api/monitors', { headers });
    const body = (await response.json()) as {
      monitors: { id: string; name: string; status?: string; last_trigger_ts?: number }[];
    };
    // Each one's status changes over the strips' window (the last day, to the next 5 minutes) and
    // the 5 minutes before it: a spell that began before the window and ends in it shows in its strip.
    const to = Math.ceil(Date.now() / 300_000) * 300_000;
    return Promise.all(
      body.monitors.map(async (m) => {
        const events = (await (
          await fetch(`/demo-api/monitors/${m.id}/events?from_ts=${to - 86_700_000}&to_ts=${to}`, { headers })
        ).json()) as { monitor_events?: unknown[] };
        return { ...m, changes: events.monitor_events?.length ?? 0 };
      }),
    );
  }, DEMO_API_KEYS.Admin);
  const quiet = monitors
    .filter((m) => !m.last_trigger_ts && m.status === 'OK' && m.changes === 0)
    .map((m) => m.name);
  const triggered = monitors.flatMap((m) =>
    m.last_trigger_ts ? [{ name: m.name, at: m.last_trigger_ts }] : [],
  );
  expect(triggered.length, 'a seeded monitor triggered in the last day').toBeGreaterThan(0);
  for (const { name, at } of triggered)
    await expect(list.getByRole('row').filter({ hasText: name })).toContainText(utc(at));
  // Each row's last 24 hours: a spell that was not OK where it triggered, OK throughout where it did not.
  for (const { name } of triggered)
    await expect(list.getByRole('img', { name: new RegExp(`^${name}, last 24 hours`) })).toHaveAccessibleName(
      /(Alert|Warning) from /,
    );
  expect(quiet.length, 'a seeded monitor that stayed OK').toBeGreaterThan(0);
  for (const name of quiet)
    await expect(list.getByRole('img', { name: new RegExp(`^${name}, last 24 hours`) })).toHaveAccessibleName(
      `${name}, last 24 hours: OK throughout`,
    );
  await page.getByLabel('Search by name').fill('logins');
  await expect(page).toHaveURL(/q=logins/);
  await expect(list.getByRole('link')).toHaveText(['Failed logins per address']);
  await page.getByLabel('Search by name').fill('');
  await axe('monitor list');

  // A new monitor over the edge logs, aimed at the payment provider incident.
  await page.getByRole('link', { name: 'New monitor' }).click();
  await page.getByLabel('Name', { exact: true }).fill('Checkout failing at the edge');
  await page.getByRole('button', { name: /Datasets:/ }).click();
  await page.getByRole('dialog', { name: 'Datasets' }).getByLabel('nginx-access').check();
  await page.keyboard.press('Escape');
  await page
    .getByRole('textbox', { name: 'Monitor query (where)' })
    .fill("path = '/api/checkout' AND status_code >= 500");
  await page.getByLabel('Threshold (ALERT)').fill('50');
  await page.getByLabel('Warning threshold (WARN, optional)').fill('20');
  await page.getByLabel('Window (5 minutes to 1 day)').fill('10');

  // An invalid address is caught at its field, before anything is sent.
  await page.getByLabel('Action 1: e-mail address').fill('oncall@acme');
  await page.getByRole('button', { name: 'Create monitor' }).click();
  const email = page.getByLabel('Action 1: e-mail address');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toBeFocused();
  await expect(email).toHaveAccessibleDescription('“oncall@acme” is not an e-mail address.');
  await email.fill('oncall@acme.example');

  // The backtest marks the incident before anything is saved.
  const backtest = page.getByRole('region', { name: 'Backtest' });
  await new TimeRange(page, backtest).choose('Last 7 days');
  // The verdict's status, not the chart's own "Loading the chart…" beside it.
  await expect(
    backtest.getByRole('status').filter({ hasText: /^Would have triggered|^Loading the backtest/ }),
  ).toHaveText(/Would have triggered \d+ time/);
  await expect(backtest.getByRole('list', { name: 'Where it would have triggered' })).toContainText(
    `${firstAlert} Alert ALERT`,
  );
  // The timeline's ALERT band starts there, and opens its logs.
  await expect(
    backtest
      .getByRole('figure', { name: /Backtest: status per group/ })
      .getByRole('link', { name: `Alert ${firstAlert} –`, exact: false })
      .first(),
  ).toBeVisible();
  await axe('monitor form with backtest');

  await page.getByRole('button', { name: 'Create monitor' }).click();
  await expect(page.getByRole('heading', { name: 'Checkout failing at the edge', level: 1 })).toBeVisible();
  await expect(
    page.getByText(/ALERT when count\(\*\) where path = '\/api\/checkout'.* above 50 \(WARN above 20\)/),
  ).toBeVisible();

  // Its history over the week: the ALERT band at the incident's time, and the change's message.
  await new TimeRange(page).choose('Last 7 days');
  await expect(page).toHaveURL(/range=Last\+7\+days|range=Last%207%20days/);
  const timeline = page.getByRole('figure', { name: 'Status per group over time' });
  await expect(timeline.getByRole('link', { name: `Alert ${firstRecorded} –`, exact: false })).toBeVisible();
  await expect(timeline.locator('[data-lane] [data-status="ALERT"]')).toHaveCount(1);
  await expect(page.getByRole('list', { name: 'Status changes, newest first' })).toContainText(
    `${firstRecorded}AlertALERT: count(*) =`,
  );
  await axe('monitor page');

  // Mute indefinitely, see it, unmute.
  await page.getByRole('form', { name: 'Mute' }).getByRole('button', { name: 'Indefinitely' }).click();
  await expect(page.getByText('Muted', { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByText('Muted', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Unmute' }).click();
  await expect(page.getByRole('form', { name: 'Mute' })).toBeVisible();
  await expect(page.getByText('Muted', { exact: true })).toHaveCount(0);
});

test('ReadOnly sees monitors without create, edit or mute, and the form by URL says why', async ({
  page,
  axe,
}) => {
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.exploreDemoAs('ReadOnly');
  await new Shell(page).goTo('Monitors');
  await expect(page.getByRole('link', { name: 'OOMKilled pods' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'New monitor' })).toHaveCount(0);
  await page.getByRole('link', { name: 'OOMKilled pods' }).click();
  await expect(page.getByRole('heading', { name: 'OOMKilled pods', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(0);
  await expect(page.getByRole('form', { name: 'Mute' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Delete/ })).toHaveCount(0);
  await axe('monitor page as ReadOnly');
  // The form by URL: it says why, and nothing can be sent.
  await page.goto('/monitors/new');
  if (page.url().includes('/sign-in')) await signIn.exploreDemoAs('ReadOnly');
  await expect(page.getByRole('heading', { name: 'New monitor', level: 1 })).toBeVisible();
  await expectReadOnlyForm(page, 'Monitor', /does not allow you to create monitors/);
  await expect(page.getByRole('button', { name: 'Create monitor' })).toBeDisabled();
  await axe('monitor form as ReadOnly');
  // The widget editor by URL, likewise.
  await page.goto('/widgets/new');
  await expect(page.getByRole('heading', { name: 'New widget', level: 1 })).toBeVisible();
  await expectReadOnlyForm(page, 'Widget', /does not allow you to create or change widgets/);
});

test('an alert band opens Logs on the events behind it, over a fixed window, with the count the API gives', async ({
  page,
  axe,
}) => {
  await openWeekOfCheckoutAtTheEdge(page);
  // The monitored value over the week, with its alert threshold in view.
  const value = page.getByRole('figure', { name: /per group with the thresholds$/ });
  await expect(value.locator('svg')).toContainText('alert');
  // Every change that was not OK links to its logs; so does its band on the timeline.
  const changes = page.getByRole('list', { name: 'Status changes, newest first' });
  await expect(changes.getByRole('link', { name: /^Logs behind the change at / }).first()).toBeVisible();
  const band = page
    .getByRole('figure', { name: 'Status per group over time' })
    .getByRole('link', { name: /^Alert .*: open its logs$/ })
    .first();
  const bandName = await band.getAttribute('aria-label');
  // A copied link holds the week on screen as absolute times.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: /^Copy link: this monitor's history/ }).click();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  await band.click();

  await expect(page).toHaveURL(/\/search\?/);
  const url = new URL(page.url());
  const from = Number(url.searchParams.get('from'));
  const to = Number(url.searchParams.get('to'));
  expect(to - from).toBeGreaterThan(0);
  await new TimeRange(page).expectAbsolute();
  await expect(page.getByRole('textbox', { name: 'Query (where)' })).toContainText(
    "path = '/api/checkout' AND status_code >= 500",
  );
  const shown = new SearchPage(page);
  const count = await shown.matchCount();
  expect(count).toBeGreaterThan(0);
  await expect(shown.feed.locator('article').first()).toContainText('/api/checkout');

  // The router writes a value as JSON where plain text would read back as something else.
  const param = (name: string): unknown => {
    const text = url.searchParams.get(name) ?? '';
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  };
  const ds = param('ds') as string[];
  const where = param('q') as string;
  const api = await page.evaluate(
    async ({ key, body }) => {
      const response = await fetch('/demo-api/search', {
        method: 'POST',
        headers: { 'X-BRONTO-API-KEY': key, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      const answer = (await response.json()) as { groups_series?: { value?: number }[] };
      return answer.groups_series?.[0]?.value;
    },
    { key: DEMO_API_KEYS.Admin, body: { from: ds, where, select: ['count(*)'], from_ts: from, to_ts: to } },
  );
  expect(api).toBe(count);
  await axe('Logs opened from a monitor');

  // The copied link shows the same window: the same first ALERT band.
  await page.goto(link);
  await new TimeRange(page).expectAbsolute();
  await expect(
    page
      .getByRole('figure', { name: 'Status per group over time' })
      .getByRole('link', { name: /^Alert .*: open its logs$/ })
      .first(),
  ).toHaveAttribute('aria-label', bandName ?? '');
});

test('a search becomes a monitor: the form opens filled, and its backtest marks the incident once it has a threshold', async ({
  page,
}) => {
  const incident = runIncidents().find((i) => i.id === 'payments-provider-timeouts');
  if (!incident) throw new Error('no seeded incident');
  const firstAlert = utc(Math.ceil((incident.start + 60_000) / 600_000) * 600_000);
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.exploreDemoAs('Admin');
  await new Shell(page).goTo('Logs');
  const search = new SearchPage(page);
  await search.chooseOnly(['nginx-access']);
  await search.typeQuery("path = '/api/checkout' AND status_code >= 500");
  await search.run();
  await search.matchCount();
  await page.getByRole('link', { name: 'Create a monitor' }).click();

  await expect(page.getByRole('heading', { name: 'New monitor', level: 1 })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Monitor query (where)' })).toContainText(
    "path = '/api/checkout' AND status_code >= 500",
  );
  const backtest = page.getByRole('region', { name: 'Backtest' });
  // No name and no e-mail yet: the backtest waits only for what it reads.
  await expect(backtest).toContainText('The backtest runs when the rule has a threshold.');
  await page.getByLabel('Threshold (ALERT)').fill('50');
  await new TimeRange(page, backtest).choose('Last 7 days');
  await expect(
    backtest.getByRole('status').filter({ hasText: /^Would have triggered|^Loading the backtest/ }),
  ).toHaveText(/Would have triggered \d+ time/);
  await expect(backtest.getByRole('list', { name: 'Where it would have triggered' })).toContainText(
    `${firstAlert} Alert ALERT`,
  );
});

test('a monitor page draws its value and its status lanes on one time axis, on a desktop and a phone; its changes a page at a time', async ({
  page,
  axe,
}) => {
  await openWeekOfCheckoutAtTheEdge(page);
  const value = page.getByRole('figure', { name: /per group with the thresholds$/ });
  const lanes = page.getByRole('figure', { name: 'Status per group over time' });
  await expect(value.locator('svg')).toContainText('alert');

  /** Where the chart's grid lines and the lanes' tick marks stand, in page pixels: one instant, one x. */
  const positions = async () => {
    const gridLines = await value
      .locator('.recharts-cartesian-grid-vertical line')
      .evaluateAll((lines) =>
        lines.map((line) => line.getBoundingClientRect().left + line.getBoundingClientRect().width / 2),
      );
    const ticks = await lanes
      .locator('[data-tick]')
      .evaluateAll((marks) => marks.map((mark) => mark.getBoundingClientRect().left));
    return { gridLines: gridLines.sort((a, b) => a - b), ticks: ticks.sort((a, b) => a - b) };
  };
  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    await expect
      .poll(async () => {
        const { gridLines, ticks } = await positions();
        return (
          ticks.length === 5 &&
          gridLines.length === ticks.length &&
          gridLines.every((x, i) => Math.abs(x - (ticks[i] as number)) <= 1.5)
        );
      })
      .toBe(true);
    // Nothing scrolls sideways, on a phone either.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  }
  await axe('monitor page at 390 px');

  // A monitor that flaps (a threshold at its value's usual level) changes a hundred times a day: 25 a
  // page, the next page, and back.
  const created = await page.evaluate(async (key) => {
    const headers = { 'X-BRONTO-API-KEY': key, 'Content-Type': 'application/json' };
    const { datasets } = (await (await fetch('/demo-api/datasets', { headers })).json()) as {
      datasets: { id: string; dataset: string }[];
    };
    const nginx = datasets.find((d) => d.dataset === 'nginx-access')?.id;
    const body = {
      name: 'Checkout latency (flapping)',
      comparison_operator: 'ABOVE',
      threshold: 55,
      window: 'Last 5 minutes',
      actions: [{ type: 'EMAIL', email: 'oncall@acme.example' }],
      queries: [{ name: 'a', from: [nginx], where: "path = '/api/checkout'", select: ['avg(latency_ms)'] }],
    };
    const answer = await fetch('/demo-api/monitors', { method: 'POST', headers, body: JSON.stringify(body) });
    return (await answer.json()) as { id: string };
  }, DEMO_API_KEYS.Admin);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/monitors/${created.id}`);
  const changes = page.getByRole('list', { name: 'Status changes, newest first' });
  const pager = page.getByRole('navigation', { name: 'Status changes: pages' });
  const first = await changes.getByRole('listitem').first().textContent();
  await expect(changes.getByRole('listitem')).toHaveCount(25);
  await pager.getByRole('button', { name: 'Older' }).click();
  await expect(pager.getByRole('status')).toHaveText(/^26–/);
  await expect(page).toHaveURL(/changes=2/);
  await expect(changes.getByRole('listitem').first()).not.toHaveText(first ?? '');
  await pager.getByRole('button', { name: 'Newer' }).click();
  await expect(changes.getByRole('listitem').first()).toHaveText(first ?? '');
});
