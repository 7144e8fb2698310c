import type { Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { DEMO_API_KEYS } from '../../mocks/db/seed';
import { formatBytes } from '../../src/lib/units';
import { expect, test } from '../fixtures';
import { DashboardPage } from '../pages/dashboard-page';
import { SearchPage } from '../pages/search-page';
import { TimeRange, typedUtc } from '../pages/time-range';
import { Shell } from '../pages/shell';
import { DEMO_SERVICE, SignInPage } from '../pages/sign-in-page';

/**
 * The console against a service that answers as the vendor's live one does (the demo's `vendor`
 * profile): no GET /identity, no role listing, no organisation detail, no config assistant, times in
 * seconds, usage as text, monitors without their query. Every area must work, with the right values.
 */
const API = '/demo-api-vendor';

async function signInWithAdminKey(page: Page): Promise<Shell> {
  await new SignInPage(page).exploreLiveServiceDemo(DEMO_API_KEYS.Admin);
  // Signed in once the console shows: an address opened before that finds the sign-in page again.
  await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible();
  return new Shell(page);
}

/** Page errors and route errors fail the test: nothing may break on the live service's answers. */
function watchForBreakage(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  return problems;
}

async function visit(page: Page, shell: Shell, area: string, heading: RegExp | string) {
  await shell.goTo(area);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
}

async function api<T>(page: Page, path: string, token?: string): Promise<T> {
  return page.evaluate(
    async ({ url, key, bearer }) => {
      const headers: Record<string, string> = bearer
        ? { Authorization: `Bearer ${bearer}` }
        : { 'X-BRONTO-API-KEY': key };
      return (await (await fetch(url, { headers })).json()) as T;
    },
    { url: API + path, key: DEMO_API_KEYS.Admin, bearer: token },
  );
}

test('an API key signs in without "who am I", and every area works with the right values', async ({
  page,
  axe,
}) => {
  const problems = watchForBreakage(page);
  await new SignInPage(page).chooseLiveServiceDemo();
  await page.getByRole('radiogroup', { name: 'Credentials' }).getByText('API key', { exact: true }).click();
  await page.getByRole('textbox', { name: 'API key', exact: true }).fill(DEMO_API_KEYS.Admin);
  await page.getByRole('button', { name: 'Connect', exact: true }).click();
  const shell = new Shell(page);
  // Who: the key matched by its first 8 characters in GET /api-keys; its role read by id.
  await shell.expectSignedInAs('Demo admin key', 'Admin');
  await expect(page.getByText('Your permissions could not be read')).toHaveCount(0);

  // Logs: an event search with a select the service takes, its events with their raw lines.
  await shell.goTo('Logs');
  const search = new SearchPage(page);
  await expect(search.editor).toBeVisible();
  await search.chooseOnly(['nginx-access']);
  expect(await search.matchCount()).toBeGreaterThan(0);
  await expect(search.feed.getByRole('button').first()).toContainText('/');
  await axe('logs');

  // Users: a sign-in method from the array, a last login read as seconds.
  const users = await api<{
    users: { id: string; first_name: string; last_logins?: Record<string, number> }[];
  }>(page, '/users');
  const person = users.users.find((u) => Object.keys(u.last_logins ?? {}).length > 0);
  expect(person).toBeDefined();
  await visit(page, shell, 'Users', 'Users');
  await axe('users');
  await page
    .getByRole('link', { name: new RegExp(person?.first_name ?? '') })
    .first()
    .click();
  const [method, seconds] = Object.entries(person?.last_logins ?? {})[0] ?? ['', 0];
  expect(seconds).toBeLessThan(1e12);
  await expect(
    page.locator(`time[datetime="${new Date(seconds * 1000).toISOString()}"]`).first(),
  ).toBeVisible();
  await expect(page.getByText(new RegExp(method, 'i')).first()).toBeVisible();
  await axe('a user');

  // API keys: expiry in seconds, shown at the right time.
  const keys = await api<{ api_keys: { name: string; expires_at?: number }[] }>(page, '/api-keys');
  const expiring = keys.api_keys.find((k) => k.expires_at !== undefined);
  await visit(page, shell, 'API keys', 'API keys');
  await expect(
    page.locator(`time[datetime="${new Date((expiring?.expires_at ?? 0) * 1000).toISOString()}"]`),
  ).toBeVisible();
  await axe('API keys');
  // Ordered by expiry, latest first, from the seconds this service sends; keys that never expire last.
  const table = page.getByRole('table', { name: 'API keys' });
  // (Soonest first is the list's own order: one click turns it around.)
  await table.getByRole('columnheader', { name: 'Expires' }).getByRole('button').click();
  await expect(table.getByRole('columnheader', { name: 'Expires' })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  const byExpiry = keys.api_keys
    .filter((k) => k.expires_at !== undefined)
    .sort((x, y) => (y.expires_at ?? 0) - (x.expires_at ?? 0))
    .map((k) => k.name);
  const shownNames = await table.locator('tbody th').allTextContents();
  expect(shownNames.slice(0, byExpiry.length)).toEqual(byExpiry);
  // A row's actions are in its menu, and revoking asks first.
  await page.getByRole('button', { name: `Actions for ${byExpiry[0] ?? ''}` }).click();
  await page.getByRole('menuitem', { name: 'Revoke…' }).click();
  const revoke = page.getByRole('alertdialog', { name: `Revoke the key "${byExpiry[0] ?? ''}"?` });
  await expect(revoke).toBeVisible();
  await revoke.getByRole('button', { name: 'Cancel' }).click();
  await expect(revoke).toBeHidden();

  // Roles: no listing on this service, said once; a built-in role's permissions read by id.
  await visit(page, shell, 'Roles', 'Roles');
  await expect(page.getByText('This service does not list its roles')).toBeVisible();
  await page.getByRole('link', { name: 'Standard', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Standard/ })).toBeVisible();
  await axe('a role');

  await visit(page, shell, 'Groups', 'Groups');
  await visit(page, shell, 'Limits', 'Limits');
  await visit(page, shell, 'Datasets', 'Datasets');
  await expect(page.getByRole('heading', { level: 2, name: /web/ }).first()).toBeVisible();

  // Usage: the total the service sends as text ("21667.0"), read as the number it is. The total moves
  // with the minute, so it is read just before and just after the page reads it.
  const usagePath = '/usage?usage_type=ingestion&time_range=Last+30+days&num_of_slices=30&delta=true';
  const before = await api<{ total_value: string }>(page, usagePath);
  expect(typeof before.total_value).toBe('string');
  await visit(page, shell, 'Usage', 'Usage');
  await expect(page.getByRole('region', { name: /Ingestion, this month/ })).toBeVisible();
  const range = new TimeRange(page);
  await range.choose('Last 30 days');
  const region = page.getByRole('region', { name: /Ingestion, last 30 days/ });
  await expect(page.getByRole('figure', { name: /Ingestion of the organisation/ })).toBeVisible();
  await expect(page.getByText(/NaN|Invalid Date/)).toHaveCount(0);
  const after = await api<{ total_value: string }>(page, usagePath);
  const shown = new Set([formatBytes(Number(before.total_value)), formatBytes(Number(after.total_value))]);
  await expect(region.locator('strong').first()).toHaveText(
    new RegExp(`^(${[...shown].join('|').replace(/\./g, '\\.')})$`),
  );
  await axe('usage');
  // Its one time-range picker offers calendar months and relative timeframes only, and says so; a
  // typed one is asked for.
  await range.open();
  await expect(
    range.panel.getByText('Usage is shown over a range back from now or a calendar month.'),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await range.typeRelative('Last 45 days');
  await expect(page.getByRole('region', { name: /Ingestion, last 45 days/ })).toBeVisible();
  await expect(page.getByText(/NaN|Invalid Date/)).toHaveCount(0);

  // Organisation: pieced together from the customer record.
  await visit(page, shell, 'Organisation', 'Acme Retail');
  await expect(page.getByText('This service has no organisation detail to read')).toBeVisible();

  // Agent setup: the console writes the file itself.
  await visit(page, shell, 'Agent setup', 'Agent setup');
  await page.getByRole('textbox', { name: 'Path' }).fill('/var/log/nginx/*.log');
  await page.getByRole('combobox', { name: 'Dataset' }).selectOption({ label: 'web/nginx-access' });
  await page.getByRole('button', { name: 'Generate configuration' }).click();
  await expect(page.getByText('This service offers no config assistant')).toBeVisible();
  await expect(page.getByLabel('Preview of otel-collector.yaml')).toContainText(
    'x-bronto-dataset: nginx-access',
  );
  await axe('agent setup');

  await visit(page, shell, 'Settings', 'Settings');

  // Home on the live service's answers: what alerts, ingestion against the limit, the search box.
  await visit(page, shell, 'Home', 'Home');
  await expect(page.getByRole('region', { name: 'Alerting now' })).not.toContainText('Loading');
  await expect(page.getByRole('region', { name: 'Ingestion' })).toContainText(
    /Today \(UTC\)\s*[\d.,]+ [kMGT]?B/,
  );
  await expect(page.getByText(/NaN|Invalid Date/)).toHaveCount(0);
  await axe('home');
  expect(problems).toEqual([]);
});

test('monitors read their query from their metric, and the edit form opens with it', async ({ page }) => {
  const problems = watchForBreakage(page);
  const shell = await signInWithAdminKey(page);
  await visit(page, shell, 'Monitors', 'Monitors');
  const list = await api<{
    monitors: { id: string; name: string; type?: string; monitor_type?: string; last_trigger_ts?: number }[];
  }>(page, '/monitors');
  // A last trigger is the moment itself, as this service reports it.
  for (const m of list.monitors.filter((each) => each.last_trigger_ts !== undefined))
    await expect(page.getByRole('row').filter({ hasText: m.name })).toContainText(
      new Date(m.last_trigger_ts ?? 0).toISOString().slice(0, 16).replace('T', ' ') + ' UTC',
    );
  // Each row's last 24 hours, read from this service's status changes once the row is in view (the
  // list is ordered by status, which moves with the hour): a spell where it triggered.
  for (const m of list.monitors.filter((each) => each.last_trigger_ts !== undefined)) {
    const strip = page.getByRole('img', { name: new RegExp(`^${m.name}, last 24 hours`) });
    await strip.scrollIntoViewIfNeeded();
    await expect(strip).toHaveAccessibleName(/(Alert|Warning) from /);
  }
  const older = list.monitors.find((m) => m.type !== undefined && m.monitor_type === undefined);
  expect(older).toBeDefined();
  await page.getByRole('link', { name: older?.name ?? '' }).click();
  await expect(page.getByRole('heading', { level: 1, name: older?.name ?? '' })).toBeVisible();
  // The rule in words needs the query, which only the metric definition has.
  await expect(page.getByText(/^ALERT when count\(\*\) where /)).toBeVisible();
  // Its value over the history, replayed from that query on this service's search answers.
  await expect(
    page.getByRole('figure', { name: /per group with the thresholds$/ }).locator('svg'),
  ).toContainText('alert');
  await expect(page.getByText(/NaN|Invalid Date/)).toHaveCount(0);
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Edit ${older?.name ?? ''}` })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Datasets:/ })).not.toHaveText(/none/i);
  expect(problems).toEqual([]);
});

test('a bearer token signs in; a reload keeps the session; a link in a new tab asks, then lands there', async ({
  page,
  context,
}) => {
  await new SignInPage(page).chooseLiveServiceDemo();
  await page.getByRole('button', { name: 'Use the bearer token of Grace Hopper' }).click();
  await page.getByRole('button', { name: 'Connect', exact: true }).click();
  const shell = new Shell(page);
  await shell.expectSignedInAs('Grace Hopper', 'Standard');
  await visit(page, shell, 'Dashboards', 'Dashboards');
  await page.reload();
  await shell.expectSignedInAs('Grace Hopper', 'Standard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboards' })).toBeVisible();
  // The credential lives in this tab only: never in localStorage or a cookie.
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }));
  expect(stored).not.toContain('eyJ');
  expect(await context.cookies()).toEqual([]);

  const other = await context.newPage();
  await other.goto('/monitors');
  await expect(other).toHaveURL(/\/sign-in/);
  await new SignInPage(other).chooseWhere(DEMO_SERVICE);
  await other.getByRole('button', { name: 'Use the bearer token of Grace Hopper' }).click();
  await other.getByRole('button', { name: 'Connect', exact: true }).click();
  await expect(other.getByRole('heading', { level: 1, name: 'Monitors' })).toBeVisible();
  await other.close();

  await shell.signOut();
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('lookout.connection'))).toBeNull();
});

test('a dashboard with a widget made in the vendor’s console draws it from its metric', async ({ page }) => {
  const problems = watchForBreakage(page);
  const shell = await signInWithAdminKey(page);
  await visit(page, shell, 'Dashboards', 'Dashboards');
  const dashboards = await api<{ dashboards: { name: string; widgets?: { name: string }[] }[] }>(
    page,
    '/dashboards',
  );
  const withVendorWidget = dashboards.dashboards.find((d) =>
    d.widgets?.some((w) => w.name === 'Checkout errors (vendor metric)'),
  );
  expect(withVendorWidget).toBeDefined();
  await page.getByRole('link', { name: withVendorWidget?.name ?? '' }).click();
  const panel = page.getByRole('region', { name: 'Checkout errors (vendor metric)' });
  await panel.scrollIntoViewIfNeeded();
  await expect(panel).toBeVisible();
  await expect(panel.getByText('no datasets')).toHaveCount(0);
  await expect(panel.locator('svg.recharts-surface')).toBeVisible();

  // This service stores no dashboard tags: they are not offered; the dashboard is made with its name.
  await visit(page, shell, 'Dashboards', 'Dashboards');
  await page.getByRole('button', { name: 'New dashboard' }).click();
  const form = page.getByRole('dialog', { name: 'New dashboard' });
  await expect(form.getByText('This service does not store dashboard tags.')).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Tags' })).toHaveCount(0);
  await form.getByRole('textbox', { name: 'Name' }).fill('On-call overview');
  await form.getByRole('button', { name: 'Create dashboard' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'On-call overview' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('Logs on the live service: an event’s context, live tail, a failed export said as such, a new one downloaded', async ({
  page,
}) => {
  const problems = watchForBreakage(page);
  const shell = await signInWithAdminKey(page);
  await shell.goTo('Logs');
  const search = new SearchPage(page);
  await search.chooseOnly(['payments-service']);
  // A window that stays put, so the same query counts the same later (a relative one slides: a CI run
  // counted one declined payment more when the query ran again). A day of it: declines by more than
  // one provider, which a night's 40 minutes did not always hold (the week run, 2027-03-28 01:30).
  const range = new TimeRange(page);
  await range.setAbsolute(typedUtc(Date.now() - 24 * 3_600_000), typedUtc(Date.now() - 60_000));
  await range.expectAbsolute();
  await search.typeQuery("outcome = 'declined'");
  await search.run();
  const matching = await search.matchCount();
  expect(matching).toBeGreaterThan(0);

  // A value excluded from an expanded event, on this service's answers; the search can become a monitor.
  await search.feed.getByRole('button', { expanded: false }).first().click();
  await expect(page.getByRole('region', { name: 'Raw line' })).not.toBeEmpty();
  await expect(page.getByText(/^Dataset .*payments-service · sequence/)).toBeVisible();
  const provider = page.getByRole('button', { name: /^Exclude provider = / });
  const excluded = ((await provider.getAttribute('aria-label')) ?? '').replace(/^Exclude provider = /, '');
  await provider.click();
  await expect(search.editor).toHaveText(`outcome = 'declined' AND provider != '${excluded}'`);
  expect(await search.matchCount()).toBeLessThan(matching);
  await expect(page.getByRole('link', { name: 'Create a monitor' })).toHaveAttribute('href', /provider/);
  await search.typeQuery("outcome = 'declined'");
  await search.run();
  expect(await search.matchCount()).toBe(matching);

  // Context around an event (GET /context), as the live service answers it.
  await search.feed.getByRole('button', { expanded: false }).first().click();
  await page.getByRole('link', { name: 'Show context' }).click();
  await expect(page.getByRole('heading', { name: 'Event context' })).toBeVisible();
  await expect(page.locator('li[aria-current="true"]')).toContainText('(this event)');
  await page.goBack();

  // Exports: the one that ended FAILED says why; a new one completes and downloads. Back on the page,
  // its window is the one of this visit (an event may have left the last hour since): its count is the one.
  const shown = await search.matchCount();
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  await page.getByRole('button', { name: /^Exports/ }).click();
  const tray = page.getByRole('dialog', { name: 'Exports' });
  await expect(tray.getByText(/Failed: The export could not be written to storage/)).toBeVisible();
  await expect(tray.getByText('COMPLETE').first()).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    tray.getByRole('button', { name: 'Download' }).first().click(),
  ]);
  const lines = (await readFile(await download.path(), 'utf8')).trim().split('\n');
  expect(lines).toHaveLength(shown);
  // Close the tray (a modal popover: the page behind it is inert until it closes).
  await tray.getByRole('button', { name: 'Download' }).first().focus();
  await page.keyboard.press('Escape');
  await expect(tray).toBeHidden();

  // Live tail follows new events (of the busiest dataset, unfiltered, so some arrive at once).
  await search.chooseOnly(['nginx-access']);
  await search.typeQuery('');
  await search.run();
  await page.getByRole('group', { name: 'Show' }).getByRole('button', { name: 'Live tail' }).click();
  await expect(page.getByText('Following new events…')).toBeVisible();
  await expect(search.feed).toBeVisible();

  // A grouped aggregate on this service's answers: a line per group, named in the legend, and a group
  // left out from its row.
  await search.chooseOnly(['payments-service']);
  await search.typeQuery("outcome = 'declined'");
  await search.run();
  await search.aggregate('count(*)', 'provider');
  await expect(page.getByRole('table').locator('tbody th').nth(1)).toBeVisible();
  const groups = await page.getByRole('table').locator('tbody th').allTextContents();
  expect(groups.length).toBeGreaterThan(1);
  const legend = page.getByRole('list', { name: /^Series of count\(\*\) over time by provider/ });
  // The chart loads after the table: its legend is read once it is drawn.
  await expect(legend.getByRole('listitem').first()).toBeVisible();
  const named = await legend.getByRole('listitem').allTextContents();
  expect(named.slice(0, 7).every((name) => groups.includes(name))).toBe(true);
  await expect(page.locator('.recharts-line')).toHaveCount(named.length);
  await page.getByRole('button', { name: `Leave out ${groups[0] ?? ''}`, exact: true }).click();
  await expect(search.editor).toHaveText(`outcome = 'declined' AND provider != '${groups[0] ?? ''}'`);
  await expect(page.getByRole('table').locator('tbody th')).toHaveCount(groups.length - 1);

  // Saved searches, which the live service still serves (under its `id`), run from the page; one
  // saved here comes back from it, with a column shown on the page (the service keeps no columns).
  const menu = page.getByRole('dialog', { name: 'Saved searches' });
  await page.getByRole('button', { name: 'Saved searches' }).click();
  await menu.getByRole('link', { name: 'Slow requests' }).click();
  await expect(search.editor).toHaveText('latency_ms > 1000');
  await expect(page.getByRole('button', { name: 'Datasets: web/nginx-access' })).toBeVisible();
  // Slow requests follow the demo's day: a night hour can have none, every day has some.
  await search.chooseRange('Last 24 hours');
  await expect(search.feed).toBeVisible();
  await page
    .getByRole('complementary', { name: 'Fields' })
    .getByRole('button', { name: 'Show path as a column' })
    .click();
  await expect(page.getByRole('list', { name: 'Columns' })).toHaveText('path');
  await expect(search.feed.locator('[title^="path: "]').first()).toBeVisible();
  await page.getByRole('button', { name: 'Saved searches' }).click();
  await menu.getByRole('textbox', { name: 'Save this search as' }).fill('Slow pages');
  await menu.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(menu.getByRole('link', { name: 'Slow pages' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('a monitor is created and a widget moved on the live service; both hold across a reload', async ({
  page,
}) => {
  const problems = watchForBreakage(page);
  const shell = await signInWithAdminKey(page);
  await visit(page, shell, 'Monitors', 'Monitors');
  await page.getByRole('link', { name: 'New monitor' }).click();
  await page.getByLabel('Name', { exact: true }).fill('Declined payments');
  await page.getByRole('button', { name: /Datasets:/ }).click();
  await page.getByRole('dialog', { name: 'Datasets' }).getByLabel('payments-service').check();
  await page.keyboard.press('Escape');
  await page.getByRole('textbox', { name: 'Monitor query (where)' }).fill("outcome = 'declined'");
  await page.getByLabel('Threshold (ALERT)').fill('500');
  await page.getByLabel('Window (5 minutes to 1 day)').fill('10');
  await page.getByLabel('Action 1: e-mail address').fill('oncall@acme.example');
  await page.getByRole('button', { name: 'Create monitor' }).click();
  await expect(page.getByRole('heading', { name: 'Declined payments', level: 1 })).toBeVisible();
  // The answer carries no query; the rule shown is the one the service now holds.
  await expect(page.getByText(/ALERT when count\(\*\) where outcome = 'declined'/)).toBeVisible();
  await page.reload();
  await expect(page.getByText(/ALERT when count\(\*\) where outcome = 'declined'/)).toBeVisible();

  await visit(page, shell, 'Dashboards', 'Dashboards');
  await page.getByRole('link', { name: 'Web traffic' }).click();
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/mode=edit/);
  const dashboard = new DashboardPage(page);
  const names = ['Requests by status', '5xx responses'];
  const before = await dashboard.settledBoxes(names);
  await dashboard.handle('Requests by status').focus();
  await page.keyboard.press('ArrowDown');
  await dashboard.expectSaved();
  const moved = await dashboard.settledBoxes(names);
  expect(moved).not.toEqual(before);
  await page.reload();
  await expect(dashboard.widget('Requests by status')).toBeVisible();
  await expect.poll(() => dashboard.boxes(names)).toEqual(moved);
  expect(problems).toEqual([]);
});

test('a 409 while moving a widget keeps both moves and offers the choice; kept, the layout holds across a reload', async ({
  page,
}) => {
  const problems = watchForBreakage(page);
  const shell = await signInWithAdminKey(page);
  await visit(page, shell, 'Dashboards', 'Dashboards');
  await page.getByRole('link', { name: 'Web traffic' }).click();
  await page.getByRole('link', { name: 'Edit' }).click();
  const dashboard = new DashboardPage(page);
  const names = ['Requests by status', '5xx responses'];
  await expect(dashboard.handle('5xx responses')).toBeVisible();
  const before = await dashboard.settledBoxes(names);
  await dashboard.simulateTrouble('Changed elsewhere (409)', 1);
  // Two presses: the second lands while the first save is on its way, as a person's often does.
  await dashboard.handle('5xx responses').focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');

  const conflict = page.getByRole('alertdialog', { name: 'This dashboard changed elsewhere' });
  await expect(conflict).toBeVisible();
  await conflict.getByRole('button', { name: 'Keep my layout' }).click();
  await dashboard.expectSaved();
  const arranged = await dashboard.settledBoxes(names);
  expect(arranged).not.toEqual(before);
  await page.reload();
  await expect(dashboard.widget('5xx responses')).toBeVisible();
  await expect.poll(() => dashboard.boxes(names)).toEqual(arranged);
  expect(problems).toEqual([]);
});

test('a save as the session ends waits, and goes once signed in again, with the identity pieced together', async ({
  page,
}) => {
  const problems = watchForBreakage(page);
  const shell = await signInWithAdminKey(page);
  await shell.expectSignedInAs('Demo admin key', 'Admin');
  await shell.goTo('Groups');
  await new DashboardPage(page).simulateTrouble('Session ended (401)', 1);
  await page.getByRole('button', { name: 'New group' }).click();
  await page.getByRole('dialog', { name: 'New group' }).getByLabel('Name').fill('Night shift');
  await page.getByRole('button', { name: 'Create group' }).click();

  const dialog = page.getByRole('alertdialog', { name: 'Your session ended; sign in again to save' });
  await expect(dialog).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'New group' }).getByLabel('Name')).toHaveValue('Night shift');
  // No "who am I" here: signing in again proves the key and pieces the identity together again.
  await dialog.getByRole('textbox', { name: 'API key' }).fill(DEMO_API_KEYS.Admin);
  await dialog.getByRole('button', { name: 'Sign in and save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Night shift' })).toBeVisible();
  const groups = await api<{ groups: { name: string }[] }>(page, '/groups');
  expect(groups.groups.map((g) => g.name)).toContain('Night shift');
  expect(problems).toEqual([]);
});

test('ungrouped aggregates answered in totals: the Logs count, a line, a score and a vendor-made widget show their numbers', async ({
  page,
}) => {
  const problems = watchForBreakage(page);
  await signInWithAdminKey(page);
  // One fixed hour, so the console and the checks below count the same events.
  const to = Math.floor(Date.now() / 60_000) * 60_000 - 60_000;
  const from = to - 3_600_000;
  const post = (body: object) =>
    page.evaluate(
      async ({ url, key, request }) =>
        (await (
          await fetch(url, {
            method: 'POST',
            headers: { 'X-BRONTO-API-KEY': key, 'Content-Type': 'application/json' },
            body: JSON.stringify(request),
          })
        ).json()) as {
          groups_series?: unknown[];
          totals?: { timeseries?: { count: number | string; value: number | string }[] };
        },
      { url: `${API}/search`, key: DEMO_API_KEYS.Admin, request: body },
    );
  /** What the service answers for an ungrouped count: only `totals`, as its contract says. */
  const counted = async (body: object) => {
    const answer = await post({ ...body, select: ['count(*)'], from_ts: from, to_ts: to, num_of_slices: 60 });
    expect(answer.groups_series ?? []).toEqual([]);
    return (answer.totals?.timeseries ?? []).reduce((n, s) => n + Number(s.value), 0);
  };
  const datasets = await api<{ datasets: { id: string; dataset: string }[] }>(page, '/datasets');
  const nginx = datasets.datasets.find((d) => d.dataset === 'nginx-access')?.id ?? '';
  const json = (value: unknown) => encodeURIComponent(JSON.stringify(value));

  // Logs: the count of matching events over the hour.
  const requests = await counted({ from: [nginx] });
  expect(requests).toBeGreaterThan(0);
  await page.goto(`/search?ds=${json([nginx])}&from=${from}&to=${to}`);
  expect(await new SearchPage(page).matchCount()).toBe(requests);

  // The Web traffic dashboard over the same hour.
  const dashboards = await api<{ dashboards: { id: string; name: string }[] }>(page, '/dashboards');
  const traffic = dashboards.dashboards.find((d) => d.name === 'Web traffic');
  await page.goto(`/dashboards/${traffic?.id ?? ''}?from=${from}&to=${to}`);
  const dashboard = new DashboardPage(page);

  // A line of an ungrouped count: its points drawn, its total said.
  const line = dashboard.widget('Requests');
  await expect(line.locator('path.recharts-line-curve')).toHaveAttribute('d', /L.*L/);
  await expect(line.getByText(`count(*): ${requests.toLocaleString('en')}`)).toBeAttached();

  // A score of an ungrouped count.
  const errors = await counted({ from: [nginx], where: 'status_code >= 500' });
  await expect(
    dashboard.widget('5xx responses').getByText(errors.toLocaleString('en'), { exact: true }),
  ).toBeVisible();

  // A widget made in the vendor's console: its metric's series, drawn with its points and total.
  const vendorWidget = dashboard.widget('Checkout errors (vendor metric)');
  await vendorWidget.scrollIntoViewIfNeeded();
  await expect(vendorWidget.locator('path.recharts-line-curve')).toHaveAttribute('d', /L.*L/);
  const widgets = await api<{ widgets: { name: string; metric_ids?: string[] }[] }>(page, '/widgets');
  const metricId = widgets.widgets.find((w) => w.name === 'Checkout errors (vendor metric)')?.metric_ids?.[0];
  const series = await api<Record<string, { aggregates?: { value: number }[] }>>(
    page,
    `/timeseries/${metricId ?? ''}?from_ts=${from}&to_ts=${to}&num_of_slices=60`,
  );
  const metricTotal = Object.values(series)[0]?.aggregates?.[0]?.value ?? NaN;
  await expect(vendorWidget.getByText(new RegExp(`: ${metricTotal.toLocaleString('en')}$`))).toBeAttached();
  expect(problems).toEqual([]);
});

test('structured events on the live service: a JSON event read as a tree, a nested value filtered on, a stack trace unfolded', async ({
  page,
  axe,
}) => {
  await page.setViewportSize({ width: 1400, height: 1000 });
  const problems = watchForBreakage(page);
  const shell = await signInWithAdminKey(page);
  await shell.goTo('Logs');
  const search = new SearchPage(page);
  await search.chooseOnly(['orders-worker']);
  await search.chooseRange('Last 24 hours');
  await search.typeQuery("msg = 'job done'");
  await search.run();
  await search.matchCount();
  await search.feed.getByRole('button').first().click();
  const tree = page.getByRole('tree', { name: 'Message' });
  const job = tree.getByRole('treeitem', { name: /^job:/ });
  await job.click();
  await expect(job).toHaveAttribute('aria-expanded', 'true');
  const queue = tree.getByRole('treeitem', { name: /^queue:/ });
  const filter = queue.getByRole('button', { name: /^Filter on job\.queue = / });
  const value = ((await filter.getAttribute('aria-label')) ?? '').replace(/^Filter on job\.queue = /, '');
  await filter.click();
  await expect(search.editor).toHaveText(`msg = 'job done' AND job.queue = '${value}'`);
  expect(await search.matchCount()).toBeGreaterThan(0);
  await axe('a structured event on the live service');

  await search.typeQuery("msg = 'OrderSyncJob failed'");
  await search.run();
  await search.matchCount();
  const row = search.feed.getByRole('article').first();
  await row.getByRole('button', { name: /^Show the event's \d+ more lines$/ }).click();
  await expect(row.getByRole('button').first()).toContainText('at com.shop.orders.sync.OrderSyncJob.run');
  expect(problems).toEqual([]);
});
