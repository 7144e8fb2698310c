import type { Page } from '@playwright/test';
import { DEMO_API_KEYS } from '../../mocks/db/seed';
import { SEARCH_503 } from '../../mocks/engine/incidents';
import { expect, runIncidents, test } from '../fixtures';
import { DashboardPage } from '../pages/dashboard-page';
import { SearchPage } from '../pages/search-page';
import { Shell } from '../pages/shell';
import { PROFILES, signInAtHome } from '../profiles';
import { countSteps } from '../steps';

/** The first rows of the ranking, as text: "1 $host web-4 …". */
async function firstRows(page: Page, count: number): Promise<string> {
  const table = page.getByRole('table', { name: /Values ranked/ });
  await expect(table).toBeVisible();
  const rows = await table.getByRole('row').allTextContents();
  return rows.slice(1, count + 1).join('\n');
}

/**
 * The incident's cause in the ranking's first rows; and, when the comparison covers every event (not
 * only those of a monitor's query, which the new line has no status of), the new line it logs.
 */
async function expectTheCause(page: Page, { newLine = true } = {}) {
  const rows = await firstRows(page, 6);
  expect(rows).toContain(`$host${SEARCH_503.host}`);
  expect(rows).toContain(`path${SEARCH_503.path}`);
  expect(rows).toContain(`status_code${SEARCH_503.status}`);
  expect(rows).toContain(`$version${SEARCH_503.version}`);
  if (!newLine) return;
  const patterns = page.getByRole('table', { name: /Patterns/ });
  await expect(patterns.getByRole('row').nth(1)).toContainText(SEARCH_503.line);
  await expect(patterns.getByRole('row').nth(1)).toContainText('new');
}

for (const profile of PROFILES)
  test(`on ${profile.name}: a spike on a widget opens "What changed", its cause first, one click to Logs, the link reopens it`, async ({
    page,
    context,
    axe,
  }) => {
    const incident = runIncidents().find((i) => i.id === SEARCH_503.id);
    if (!incident) throw new Error('the seeded incident');
    await page.goto('/');
    await profile.signIn(page);
    await new Shell(page).goTo('Dashboards');
    await page.getByRole('link', { name: 'Web traffic' }).click();
    await expect(page.getByRole('heading', { name: 'Web traffic', level: 1 })).toBeVisible();
    // The day the incident is in, as a person picks it: the last 24 hours.
    const url = new URL(page.url());
    url.searchParams.set('range', 'Last 24 hours');
    await page.goto(url.toString());

    const widget = new DashboardPage(page).widget('Requests by status');
    const legend = widget.getByRole('list', { name: 'Series of Requests by status' });
    await expect(legend.getByRole('listitem').first()).toBeVisible();
    const names = await legend.getByRole('listitem').allTextContents();
    expect(names).toContain(String(SEARCH_503.status));
    const dashboard = new DashboardPage(page);
    await dashboard.showOnly('Requests by status', String(SEARCH_503.status), names);
    // The spike: the tallest 503 bar.
    await dashboard.clickTallestBar('Requests by status');
    const choice = widget.getByRole('group', { name: 'The point chosen' });
    await expect(choice).toContainText(`status_code = ${SEARCH_503.status}`);
    await choice.getByRole('button', { name: 'What changed' }).click();

    await expect(page.getByRole('heading', { name: 'What changed', level: 1 })).toBeVisible();
    expect(new URL(page.url()).searchParams.get('base')).toBe('day');
    await expect(page.getByRole('radio', { name: 'The same time a day earlier' })).toBeChecked();
    // Over the widget's whole search: the status that spiked ranks among the causes.
    await expectTheCause(page);
    const rows = await firstRows(page, 6);
    await expect(page.getByRole('status').filter({ hasText: /events in the window/ })).toBeVisible();
    await axe('what changed');
    const link = page.url();

    // One click: Logs filtered to the host, over the window.
    await page.getByRole('button', { name: `Actions for $host = ${SEARCH_503.host}` }).click();
    await page.getByRole('menuitem', { name: `Logs filtered to $host = ${SEARCH_503.host}` }).click();
    const search = new SearchPage(page);
    await expect(search.editor).toContainText(`$host = '${SEARCH_503.host}'`);
    expect(await search.matchCount()).toBeGreaterThan(0);

    // The link opens the same comparison in a new tab, after signing in there.
    const other = await context.newPage();
    await other.goto(link);
    await profile.signIn(other);
    await expect(other.getByRole('heading', { name: 'What changed', level: 1 })).toBeVisible();
    expect(await firstRows(other, 6)).toBe(rows);
    await other.close();
  });

for (const profile of PROFILES)
  test(`on ${profile.name}: the incident's window against the one before names the host, path, status and new line`, async ({
    page,
  }) => {
    const incident = runIncidents().find((i) => i.id === SEARCH_503.id);
    if (!incident) throw new Error('the seeded incident');
    await page.goto('/');
    await profile.signIn(page);
    await new Shell(page).goTo('Logs');
    const search = new SearchPage(page);
    await search.chooseOnly(['nginx-access']);
    // The window of the spike, as a brush would set it, then "What changed in this window".
    const url = new URL(page.url());
    url.searchParams.set('from', String(incident.start));
    url.searchParams.set('to', String(incident.end));
    url.searchParams.delete('range');
    await page.goto(url.toString());
    await page.getByRole('link', { name: 'What changed in this window' }).click();
    await expect(page.getByRole('radio', { name: /^The 35 minutes before$/ })).toBeChecked();
    await expectTheCause(page);
  });

for (const profile of PROFILES)
  test(`on ${profile.name}: a monitor in ALERT on Home opens "What changed" over the alert's window, with its baseline`, async ({
    page,
  }) => {
    await page.goto('/');
    await profile.signIn(page);
    await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible();
    // A monitor of the web tier's errors over the last minutes: ALERT as soon as the service evaluates it.
    const name = `Web errors ${Date.now()}`;
    const api = profile.api;
    const created = await page.evaluate(
      async ({ key, monitor, base }) => {
        const headers = { 'X-BRONTO-API-KEY': key, 'Content-Type': 'application/json' };
        const datasets = (await (await fetch(`${base}/datasets`, { headers })).json()) as {
          datasets: { id: string; dataset: string }[];
        };
        const nginx = datasets.datasets.find((d) => d.dataset === 'nginx-access');
        const response = await fetch(`${base}/monitors`, {
          method: 'POST',
          headers,
          body: JSON.stringify({
            name: monitor,
            monitor_type: 'PATTERN',
            comparison_operator: 'ABOVE',
            threshold: 1,
            window: 'Last 10 minutes',
            actions: [{ type: 'EMAIL', email: 'oncall@acme.example' }],
            queries: [{ name: 'a', from: [nginx?.id], where: 'status_code >= 400', select: ['count(*)'] }],
          }),
        });
        return response.status;
      },
      { key: DEMO_API_KEYS.Admin, monitor: name, base: api },
    );
    expect(created).toBe(201);
    await page.reload();
    const alerting = page.getByRole('list', { name: 'Monitors in ALERT or WARN' });
    await expect(alerting.getByRole('listitem').filter({ hasText: name })).toContainText('ALERT');
    await alerting.getByRole('link', { name: `What changed behind ${name}` }).click();

    const heading = page.getByRole('heading', { name: 'What changed', level: 1 });
    await expect(heading).toBeVisible();
    // The monitor's search: named in the link on ours, read from its metric on the live service.
    await expect(page.locator('main')).toContainText('where status_code >= 400');
    const params = new URL(page.url()).searchParams;
    const from = Number(params.get('from'));
    const to = Number(params.get('to'));
    // From the start of the window that raised the alert (its last trigger, 10 minutes back) until now.
    expect(to - from).toBeGreaterThanOrEqual(10 * 60_000);
    expect(to - from).toBeLessThan(2 * 86_400_000);
    await expect(page.getByText(/^Window: /)).toContainText('Baseline:');
    await expect(page.getByRole('radio', { checked: true })).toHaveAccessibleName(/ before$/);
    await expect(
      page.getByRole('status').filter({ hasText: /events in the window, [\d,]+ in the baseline/ }),
    ).toBeVisible();
    // The comparison's chart has both windows drawn, each with its points.
    await expect(
      page.getByRole('figure', { name: /Events over time/ }).locator('path.recharts-line-curve'),
    ).toHaveCount(2);
  });

/**
 * Task (a) of the step budgets: why errors rose recently, from Home, in at most 7 clicks, whenever in
 * the last day the seeded incident happened (it repeats every 12 hours, so some hour of the last day
 * always holds it). The edge's anomaly monitor raised an alert over it: its newest alert's logs, then "What
 * changed in this window" names the host, path, status and version.
 */
for (const profile of PROFILES)
  test(`on ${profile.name}: why errors rose, from Home to the incident's cause in 7 clicks or fewer, then charted on a dashboard`, async ({
    page,
  }) => {
    const incident = runIncidents().find((i) => i.id === SEARCH_503.id);
    if (!incident) throw new Error('the seeded incident');
    await signInAtHome(page, profile);
    const steps = await countSteps(page);

    await new Shell(page).goTo('Monitors');
    await page.getByRole('link', { name: 'Edge traffic anomaly', exact: true }).click();
    // Its newest alert, a band on its status lane: one click opens the logs of that span.
    const band = page
      .getByRole('figure', { name: 'Status per group over time' })
      .getByRole('link', { name: /^Alert .*: open its logs$/ })
      .last();
    await expect(band).toBeVisible();
    await band.click();
    await expect(page.getByRole('heading', { name: 'Logs', level: 1 })).toBeAttached();
    const url = new URL(page.url());
    // The alert's span is the incident's.
    expect(Number(url.searchParams.get('from'))).toBeLessThanOrEqual(incident.end);
    expect(Number(url.searchParams.get('to'))).toBeGreaterThanOrEqual(incident.start);
    await page.getByRole('link', { name: 'What changed in this window' }).click();

    await expect(page.getByRole('heading', { name: 'What changed', level: 1 })).toBeVisible();
    // The monitor's query (status_code >= 500): the host, path, status and version; the new line has no status.
    await expectTheCause(page, { newLine: false });
    // Clicks: Monitors, the monitor, its alert, What changed in this window (the budget is 7); nothing typed.
    expect(await steps()).toEqual({ clicks: 4, typings: 0 });

    // What was compared becomes a widget of a dashboard in one dialog, its query the comparison's.
    await page.getByRole('button', { name: 'Add to dashboard' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add to dashboard' });
    await expect(dialog.getByRole('textbox', { name: 'Widget name' })).toHaveValue(/status_code >= 500/);
    await dialog.getByRole('textbox', { name: 'Widget name' }).fill('Edge 5xx');
    await dialog.getByRole('combobox', { name: 'Dashboard' }).selectOption({ label: 'Web traffic' });
    await dialog.getByRole('button', { name: 'Add to dashboard' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('link', { name: 'Arrange Web traffic' }).click();
    const widget = new DashboardPage(page).widget('Edge 5xx');
    await widget.scrollIntoViewIfNeeded();
    await expect(widget.getByRole('figure', { name: 'Edge 5xx' })).toBeVisible();
  });
