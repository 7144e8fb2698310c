import { DEMO_API_KEYS } from '../../mocks/db/seed';
import { expect, test } from '../fixtures';
import { DashboardPage } from '../pages/dashboard-page';
import { SearchPage } from '../pages/search-page';
import { Shell } from '../pages/shell';
import { SignInPage } from '../pages/sign-in-page';
import { TimeRange } from '../pages/time-range';

test('an author builds a dashboard, arranges it by mouse and keyboard, and never loses the layout', async ({
  page,
  axe,
}) => {
  await page.setViewportSize({ width: 1400, height: 1000 });
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.exploreDemoAs('Admin');
  await new Shell(page).goTo('Dashboards');
  await expect(page.getByRole('heading', { name: 'Dashboards', level: 1 })).toBeVisible();
  await axe('dashboard list');

  // Create a dashboard: it opens in edit mode, empty.
  await page.getByRole('button', { name: 'New dashboard' }).click();
  const create = page.getByRole('dialog', { name: 'New dashboard' });
  await create.getByLabel('Name').fill('Checkout health');
  // A malformed tag is said at the field, never saved silently.
  await create.getByLabel('Tags').fill('team checkout');
  await create.getByRole('button', { name: 'Create dashboard' }).click();
  await expect(create.getByText('"team checkout" is not a tag')).toBeVisible();
  await expect(create.getByLabel('Tags')).toBeFocused();
  await axe('new dashboard dialog');
  // Something typed: a stray Escape does not throw it away.
  await page.keyboard.press('Escape');
  await expect(create).toBeVisible();
  await create.getByLabel('Tags').fill('team:checkout');
  // Enter in a field creates it, as the button does.
  await create.getByLabel('Tags').press('Enter');
  await expect(page.getByRole('heading', { name: 'Checkout health', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/mode=edit/);
  // Only the mode it is in is current, and the empty dashboard says how to add widgets in this mode.
  await expect(page.getByRole('group', { name: 'Mode' }).locator('[aria-current="page"]')).toHaveText(/Edit/);
  await expect(page.getByText(/no widgets yet\. Add one with “New widget”/)).toBeVisible();

  // A new widget with a live preview: a pie of payment outcomes.
  await page.getByRole('link', { name: 'New widget' }).click();
  await page.getByLabel('Name').fill('Payment outcomes');
  await page.getByLabel('Pie').check();
  await page.getByRole('button', { name: /Datasets:/ }).click();
  await page.getByRole('dialog', { name: 'Datasets' }).getByLabel('payments-service').check();
  await page.keyboard.press('Escape');
  await page.getByLabel('Group by').fill('outcome');
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('figure', { name: 'Payment outcomes' })).toBeVisible();
  await expect(preview.getByText(/authorised: \d/)).toBeAttached();
  await axe('widget editor');
  await page.getByRole('button', { name: 'Create and add to dashboard' }).click();
  await expect(page.getByRole('heading', { name: 'Checkout health', level: 1 })).toBeVisible();

  // Two more from the library: a line and a score.
  await page.getByRole('button', { name: 'Add existing widgets' }).click();
  const library = page.getByRole('dialog', { name: 'Add existing widgets' });
  await library.getByLabel('Search widgets').fill('Requests');
  await library.getByRole('checkbox', { name: 'Requests', exact: true }).check();
  await library.getByLabel('Search widgets').fill('Timeouts');
  await library.getByRole('checkbox', { name: 'Timeouts' }).check();
  await library.getByRole('button', { name: 'Add 2 widgets' }).click();
  const dashboard = new DashboardPage(page);
  const names = ['Payment outcomes', 'Requests', 'Timeouts'];
  for (const name of names) await expect(dashboard.widget(name).getByRole('figure')).toBeVisible();
  await dashboard.expectSaved();
  await axe('dashboard in edit mode');

  // Drag one widget and resize another with the mouse; the layout is saved, and a reload shows it exactly.
  const before = await dashboard.settledBoxes(names);
  await dashboard.drag('Timeouts', 700, -400);
  await dashboard.resize('Requests', -150, 120);
  await dashboard.expectSaved();
  const arranged = await dashboard.settledBoxes(names);
  expect(arranged.Timeouts).not.toEqual(before.Timeouts);
  expect(arranged.Requests?.height).toBeGreaterThan(before.Requests?.height ?? 0);
  await page.reload();
  await expect(dashboard.widget('Timeouts')).toBeVisible();
  await expect.poll(() => dashboard.boxes(names)).toEqual(arranged);

  // A save that fails with 500, then one refused with 429: the edit stays on screen, and lands.
  await dashboard.simulateTrouble('Service error (500)');
  await dashboard.handle('Timeouts').focus();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByText(/Not saved: 500 Internal Server Error/)).toBeVisible();
  const moved = await dashboard.settledBoxes(names);
  expect(moved.Timeouts?.x).toBeLessThan(arranged.Timeouts?.x ?? 0);
  await dashboard.expectSaved();
  await dashboard.simulateTrouble('Rate limit (429, 10 s)');
  await dashboard.handle('Timeouts').focus();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByText(/Not saved: 429 Too Many Requests/)).toBeVisible();
  await expect.poll(() => dashboard.boxes(names)).not.toEqual(moved);
  const kept = await dashboard.settledBoxes(names);
  await dashboard.expectSaved();
  await page.reload();
  await expect(dashboard.widget('Timeouts')).toBeVisible();
  await expect.poll(() => dashboard.boxes(names)).toEqual(kept);

  // Keyboard: move right with the arrow keys, announced; then undo it with Ctrl+Z.
  await dashboard.handle('Timeouts').focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByText(/^Timeouts: column \d+, row \d+/)).toBeAttached();
  const right = await dashboard.settledBoxes(names);
  expect(right.Timeouts?.x).toBeGreaterThan(kept.Timeouts?.x ?? 0);
  await dashboard.expectSaved();
  await page.keyboard.press('Control+z');
  await dashboard.expectSaved();
  await expect.poll(() => dashboard.boxes(names)).toEqual(kept);
  await page.reload();
  await expect(dashboard.widget('Timeouts')).toBeVisible();
  await expect.poll(() => dashboard.boxes(names)).toEqual(kept);

  // View mode: no handles, and the same layout.
  await page.getByRole('link', { name: 'View' }).click();
  await expect(dashboard.handle('Timeouts')).toHaveCount(0);
  await axe('dashboard in view mode');
});

test('ReadOnly reads dashboards without any edit control, even with edit mode in the URL', async ({
  page,
}) => {
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.exploreDemoAs('ReadOnly');
  await new Shell(page).goTo('Dashboards');
  await expect(page.getByRole('button', { name: 'New dashboard' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Web traffic' }).click();
  await expect(page.getByRole('heading', { name: 'Web traffic', level: 1 })).toBeVisible();
  await expect(new DashboardPage(page).widget('Requests').getByRole('figure')).toBeVisible();
  await expect(page.getByText('Read-only', { exact: true })).toBeVisible();
  await page.goto(page.url() + '?mode=edit');
  await expect(page.getByRole('heading', { name: 'Web traffic', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: /Move or resize/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Edit', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Undo' })).toHaveCount(0);
});

test('one widget full-screen, addressable by URL; Escape returns to the dashboard', async ({ page }) => {
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.exploreDemoAs('Admin');
  await new Shell(page).goTo('Dashboards');
  await page.getByRole('link', { name: 'Payments' }).click();
  const dashboard = new DashboardPage(page);
  await expect(dashboard.widget('Timeouts').getByRole('figure')).toBeVisible();
  await dashboard.widget('Timeouts').getByRole('button', { name: 'Show Timeouts full-screen' }).click();
  await expect(page).toHaveURL(/full=/);
  const full = page.getByRole('dialog', { name: 'Timeouts' });
  await expect(full.getByRole('figure', { name: 'Timeouts' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page).not.toHaveURL(/full=/);
});

test("a widget opens in Logs on its query over the dashboard's window, fixed", async ({ page }) => {
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.exploreDemoAs('Admin');
  await new Shell(page).goTo('Dashboards');
  await page.getByRole('link', { name: 'Web traffic' }).click();
  const dashboard = new DashboardPage(page);
  await expect(dashboard.widget('5xx responses').getByRole('figure')).toBeVisible();
  await dashboard.widget('5xx responses').getByRole('link', { name: 'Open 5xx responses in Logs' }).click();
  await expect(page).toHaveURL(/\/search\?/);
  await new TimeRange(page).expectAbsolute();
  const search = new SearchPage(page);
  await expect(search.editor).toHaveText('status_code >= 500');
  await expect(page.getByRole('button', { name: 'Datasets: web/nginx-access' })).toBeVisible();
  expect(await search.matchCount()).toBeGreaterThan(0);
  await expect(search.feed.locator('article').first()).toContainText(/" 5\d\d /);
});

test('"Add to dashboard" on the search page turns the current query into a widget, or opens it in the editor', async ({
  page,
}) => {
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.exploreDemoAs('Admin');
  await new Shell(page).goTo('Logs');
  await page.getByRole('button', { name: /Datasets:/ }).click();
  const picker = page.getByRole('dialog', { name: 'Datasets' });
  await picker.getByRole('button', { name: 'None' }).click();
  await picker.getByLabel('nginx-access').check();
  await page.keyboard.press('Escape');
  const editor = page.getByRole('textbox', { name: 'Query (where)' });
  await editor.click();
  await page.keyboard.type('status_code >= 500');
  await page.keyboard.press('Control+Enter');
  await expect(page).toHaveURL(/q=status_code/);

  // More options: the editor opens on the query, its preview drawn before the widget has a name.
  await page.getByRole('button', { name: 'Add to dashboard' }).click();
  let dialog = page.getByRole('dialog', { name: 'Add to dashboard' });
  await dialog.getByRole('link', { name: 'More options in the widget editor' }).click();
  await expect(page.getByRole('heading', { name: 'New widget', level: 1 })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Widget query (where)' })).toHaveText('status_code >= 500');
  await expect(page.getByRole('button', { name: 'Datasets: web/nginx-access' })).toBeVisible();
  await expect(page.getByLabel('Name')).toHaveValue('');
  await expect(
    page.getByRole('region', { name: 'Preview' }).getByRole('figure', { name: 'Preview' }),
  ).toBeVisible();
  await page.goBack();

  // One step: named from the query (renamed here), onto a dashboard chosen from the list.
  await page.getByRole('button', { name: 'Add to dashboard' }).click();
  dialog = page.getByRole('dialog', { name: 'Add to dashboard' });
  await expect(dialog.getByRole('textbox', { name: 'Widget name' })).toHaveValue(
    'count(*) where status_code >= 500',
  );
  await dialog.getByRole('textbox', { name: 'Widget name' }).fill('Server errors');
  await dialog.getByRole('combobox', { name: 'Dashboard' }).selectOption({ label: 'Web traffic' });
  await dialog.getByRole('button', { name: 'Add to dashboard' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('link', { name: 'Arrange Web traffic' }).click();
  await expect(page.getByRole('heading', { name: 'Web traffic', level: 1 })).toBeVisible();
  const widget = new DashboardPage(page).widget('Server errors');
  await widget.scrollIntoViewIfNeeded();
  await expect(widget.getByRole('figure', { name: 'Server errors' })).toBeVisible();
});

test('a bar of a grouped widget opens Logs on that group and that time slice, and the counts agree', async ({
  page,
  axe,
}) => {
  await page.setViewportSize({ width: 1400, height: 1000 });
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.exploreDemoAs('Admin');
  await new Shell(page).goTo('Dashboards');
  await page.getByRole('link', { name: 'Web traffic' }).click();
  const widget = new DashboardPage(page).widget('Requests by status');
  // Bars over time, one series per status code, each named in the legend.
  const legend = widget.getByRole('list', { name: 'Series of Requests by status' });
  await expect(legend.getByRole('listitem').first()).toBeVisible();
  const names = await legend.getByRole('listitem').allTextContents();
  expect(names.length).toBeGreaterThan(1);
  await expect(widget.locator('.recharts-bar')).toHaveCount(names.length);
  await axe('a grouped bar widget');

  // Only the first 5xx left on the chart: the legend hides the others.
  const target = names.find((name) => /^5\d\d$/.test(name));
  expect(target, `a 5xx status among ${names.join(', ')}`).toBeDefined();
  const dashboard = new DashboardPage(page);
  await dashboard.showOnly('Requests by status', target as string, names);

  // Its tallest bar is a time slice with the most 5xx responses.
  await dashboard.clickTallestBar('Requests by status');
  // The point chosen offers its events or what changed; the keyboard is on the first.
  const choice = widget.getByRole('group', { name: 'The point chosen' });
  await expect(choice.getByRole('button', { name: 'Events in Logs' })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/search\?/);
  const search = new SearchPage(page);
  await expect(search.editor).toHaveText(`status_code = ${target}`);
  await new TimeRange(page).expectAbsolute();
  const url = new URL(page.url());
  const from = Number(url.searchParams.get('from'));
  const to = Number(url.searchParams.get('to'));
  // One slice of the dashboard's hour, drawn in 60 slices: a minute.
  expect(to - from).toBeLessThanOrEqual(60_000);
  const shown = await search.matchCount();
  expect(shown).toBeGreaterThan(0);
  const counted = await page.evaluate(
    async ({ key, from_ts, to_ts, ds, where }) => {
      const response = await fetch('/demo-api/search', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-BRONTO-API-KEY': key },
        body: JSON.stringify({ from: ds, where, select: ['count(*)'], from_ts, to_ts }),
      });
      const body = (await response.json()) as { groups_series: { value: number }[] };
      return body.groups_series[0]?.value;
    },
    {
      key: DEMO_API_KEYS.Admin,
      from_ts: from,
      to_ts: to,
      ds: JSON.parse(url.searchParams.get('ds') ?? '[]'),
      where: `status_code = ${target}`,
    },
  );
  expect(shown).toBe(counted);
  await expect(search.feed.locator('article').first()).toContainText(` ${target} `);
});

test('a copied link to a dashboard or one widget opens, in a new tab, over the same absolute window', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.exploreDemoAs('Admin');
  await new Shell(page).goTo('Dashboards');
  await page.getByRole('link', { name: 'Web traffic' }).click();
  const dashboard = new DashboardPage(page);
  await expect(dashboard.widget('5xx responses').getByRole('figure')).toBeVisible();
  const range = new TimeRange(page);
  await range.expectRelative('Last 1 hour');

  await page
    .getByRole('button', { name: 'Copy link: this dashboard over the absolute range on screen' })
    .click();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/[?&]from=\d+&.*to=\d+|[?&]to=\d+&.*from=\d+/);
  await dashboard
    .widget('5xx responses')
    .getByRole('button', { name: 'Copy link to 5xx responses over the absolute range on screen' })
    .click();
  const widgetLink = await page.evaluate(() => navigator.clipboard.readText());
  expect(widgetLink).toMatch(/[?&]full=/);

  // A new tab has no session: it signs in, then lands where the link points, over the same window.
  const other = await page.context().newPage();
  await other.goto(link);
  await new SignInPage(other).exploreDemoAs('Admin');
  await expect(other.getByRole('heading', { name: 'Web traffic', level: 1 })).toBeVisible();
  const otherRange = new TimeRange(other);
  await otherRange.expectAbsolute();
  const windowOf = (href: string) => {
    const url = new URL(href);
    return [url.searchParams.get('from'), url.searchParams.get('to')];
  };
  expect(windowOf(other.url())).toEqual(windowOf(link));

  await other.goto(widgetLink);
  const full = other.getByRole('dialog', { name: /5xx responses/ });
  await expect(full).toBeVisible();
  expect(windowOf(other.url())).toEqual(windowOf(link));
  await other.close();
});
