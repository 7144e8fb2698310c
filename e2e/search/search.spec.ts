import { readFile } from 'node:fs/promises';
import { expect, test } from '../fixtures';
import { SearchPage } from '../pages/search-page';
import { TimeRange, typedUtc } from '../pages/time-range';
import { Shell } from '../pages/shell';
import { SignInPage } from '../pages/sign-in-page';
import { requestsMade, requestsSettled, watchRequests } from '../requests';

test.beforeEach(async ({ page }) => {
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.exploreDemoAs('Standard');
  await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible();
  await page.getByRole('navigation', { name: 'Areas' }).getByRole('link', { name: 'Logs' }).click();
});

test('pick datasets, fix a typo the editor points at, run, and find counts that agree with count(*)', async ({
  page,
  axe,
}) => {
  const search = new SearchPage(page);
  await search.chooseOnly(['nginx-access', 'payments-service']);
  await expect(page.getByRole('button', { name: 'Datasets: 2 datasets' })).toBeVisible();

  await search.typeQuery("status_code >= 400 AND path LIKE '/api/%' AND");
  await expect(
    page.getByText(/Expected a key or a word to search for .* \(at character \d+\)/),
  ).toBeVisible();
  await expect(page.locator('.cm-lintRange-error')).toBeVisible();
  const before = page.url();
  const entries = await page.evaluate(() => history.length);
  await search.run();
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  expect(page.url()).toBe(before); // nothing was sent

  await search.editor.click(); // back in the query, after its end

  await page.keyboard.press('Backspace');
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Backspace');
  // Apply runs the search again, over the last hour up to then: with the clock held from here (the
  // editor's checks above run on it), the counts compared below are of one hour, however long the
  // steps between them take.
  await page.clock.setFixedTime(Date.now());
  await search.run();
  await expect(page).toHaveURL(/q=/);
  // One search ran, the fixed one: neither way of running the broken query sent it.
  expect(await page.evaluate(() => history.length)).toBe(entries + 1);
  const matching = await search.matchCount();
  expect(matching).toBeGreaterThan(0);
  await expect(search.feed.getByRole('button').first()).toContainText('/api/');
  await axe('search results');

  await search.aggregate('count(*)');
  await expect(page.getByRole('definition')).toHaveText(matching.toLocaleString('en'));

  await search.aggregate('count(*)', 'status_code');
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows.nth(1)).toBeVisible();
  // A count is the number of events: one column of it, not the same number twice.
  await expect(page.getByRole('table').getByRole('columnheader')).toHaveText([
    'status_code',
    'count(*)',
    'Filters',
  ]);
  const counts = await page.getByRole('table').locator('tbody tr td:nth-child(2)').allTextContents();
  expect(counts.reduce((n, c) => n + Number(c.replace(/\D/g, '')), 0)).toBe(matching);
  // One line per group, each named in the legend by a group of the table (seven at most, then "other").
  const groupNames = await page.getByRole('table').locator('tbody th').allTextContents();
  const legend = page.getByRole('list', { name: /^Series of count\(\*\) over time by status_code/ });
  // The chart loads after the table: its legend is read once it is drawn.
  await expect(legend.getByRole('listitem').first()).toBeVisible();
  const named = await legend.getByRole('listitem').allTextContents();
  expect(named.length).toBe(Math.min(groupNames.length, 7) + (groupNames.length > 7 ? 1 : 0));
  expect(named.slice(0, 7).every((name) => groupNames.includes(name))).toBe(true);
  await expect(page.locator('.recharts-line')).toHaveCount(named.length);
  // A legend entry hides its line, and shows it again.
  await legend.getByRole('button').first().click();
  await expect(legend.getByRole('button').first()).toHaveAttribute('aria-pressed', 'false');
  await expect(page.locator('.recharts-line')).toHaveCount(named.length - 1);
  await legend.getByRole('button').first().click();
  await expect(page.locator('.recharts-line')).toHaveCount(named.length);
  await axe('group by');

  // Everything is in the URL: a reload shows the same view.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Datasets: 2 datasets' })).toBeVisible();
  await expect(search.editor).toHaveText("status_code >= 400 AND path LIKE '/api/%'");
  await expect(page.getByRole('table').locator('thead')).toContainText('status_code');

  // A group left out from the table: the query says so, and the table no longer has it.
  const first = (await page.getByRole('table').locator('tbody th').first().textContent()) ?? '';
  await page.getByRole('button', { name: `Leave out ${first}`, exact: true }).click();
  await expect(search.editor).toHaveText(
    `status_code >= 400 AND path LIKE '/api/%' AND status_code != ${first}`,
  );
  await expect(page.getByRole('table').locator('tbody th').first()).not.toHaveText(first);
  await expect(
    page.getByRole('table').locator('tbody th', { hasText: new RegExp(`^${first}$`) }),
  ).toHaveCount(0);
});

test('a value excluded from the field sidebar and from an event: the query says so, and no event has it', async ({
  page,
}) => {
  const search = new SearchPage(page);
  await search.chooseOnly(['nginx-access']);
  const all = await search.matchCount();
  const sidebar = page.getByRole('complementary', { name: /fields/i });
  await sidebar.getByText('method', { exact: true }).click();
  await sidebar.getByRole('button', { name: 'Exclude method = GET' }).click();
  await expect(search.editor).toHaveText("method != 'GET'");
  const withoutGet = await search.matchCount();
  expect(withoutGet).toBeLessThan(all / 2);
  await expect(search.feed.locator('article').first()).not.toContainText('"GET ');

  // From an expanded event too: its status code goes, and the rest of the query stays.
  await search.feed.getByRole('button', { expanded: false }).first().click();
  const status = page
    .getByRole('region', { name: 'Message keys' })
    .getByRole('button', { name: /^Exclude status_code = / });
  const excluded = ((await status.getAttribute('aria-label')) ?? '').replace(/^Exclude status_code = /, '');
  await status.click();
  await expect(search.editor).toHaveText(`method != 'GET' AND status_code != ${excluded}`);
  expect(await search.matchCount()).toBeLessThan(withoutGet);
});

test('Copy link freezes the range on screen: the link, opened later in a new tab, shows the same window and the same first event', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const search = new SearchPage(page);
  await search.chooseOnly(['nginx-access']);
  const count = await search.matchCount();
  const first = await search.feed.locator('article').first().textContent();
  await page.getByRole('button', { name: /^Copy link/ }).click();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/[?&]from=\d+/);
  expect(link).toMatch(/[?&]to=\d+/);
  // Events keep arriving (about one a second here); the link's window does not move with them. A new
  // tab has no session: it signs in, then lands on the link, once its service holds newer events.
  const other = await context.newPage();
  await other.goto(link);
  await new SignInPage(other).exploreDemoAs('Standard');
  await new TimeRange(other).expectAbsolute();
  const opened = new SearchPage(other);
  const params = new URL(link).searchParams;
  const datasets = JSON.parse(params.get('ds') ?? '[]') as string[];
  await expect.poll(() => opened.eventsAfter(datasets, Number(params.get('to')) + 1)).toBeGreaterThan(0);
  await other.reload();
  expect(await opened.matchCount()).toBe(count);
  await expect(opened.feed.locator('article').first()).toHaveText(first ?? '');
  await other.close();
});

test('an event opens with its fields, and its context centres on it', async ({ page, axe }) => {
  const search = new SearchPage(page);
  await search.chooseOnly(['checkout-api']);
  // A window that stays put: the oldest event of a sliding "last hour" can leave it between the click
  // that opens it and the list drawn again (the week run met that at a year's first minute).
  const now = await page.evaluate(() => Date.now());
  const range = new TimeRange(page);
  await range.setAbsolute(typedUtc(now - 3_600_000), typedUtc(now));
  await range.expectAbsolute();
  await page.getByRole('button', { name: 'Newest first' }).click();
  await expect(page.getByRole('button', { name: 'Oldest first' })).toHaveAttribute('aria-pressed', 'true');
  await search.matchCount();
  const first = search.feed.getByRole('button', { expanded: false }).first();
  await first.click();
  await expect(page.getByRole('tree', { name: 'Message' })).toContainText('order_id');
  // The whole line, and the dataset by its name rather than its id.
  await expect(page.getByRole('region', { name: 'Raw line' })).toContainText('"order_id":"ord_');
  await expect(page.getByText(/^Dataset .*\/checkout-api · sequence/)).toBeVisible();
  await axe('expanded event');
  const filter = page.getByRole('button', { name: /^Filter on msg = / });
  const msg = ((await filter.getAttribute('aria-label')) ?? '').replace(/^Filter on msg = /, '');
  await filter.click();
  await expect(search.editor).toContainText("msg = '");
  // The filtered events, not the list before them (drawn a moment longer on a busy machine): a click
  // on one of those would pick an event the new list does not hold.
  await expect
    .poll(async () => {
      const rows = await search.feed.getByRole('article').allTextContents();
      return rows.length > 0 && rows.every((row) => row.includes(`"msg":"${msg}"`));
    })
    .toBe(true);
  await search.feed.getByRole('button', { expanded: false }).first().click();
  await page.getByRole('link', { name: 'Show context' }).click();
  await expect(page.getByRole('heading', { name: 'Event context' })).toBeVisible();
  const anchor = page.locator('li[aria-current="true"]');
  await expect(anchor).toContainText('(this event)');
  // Opened at the event (scrolled to it, mid-list), named by dataset, each row with its level.
  await expect(anchor).toBeInViewport();
  await expect(
    page.getByText(/before and 25 after the chosen event, from apps\/checkout-api, in order/),
  ).toBeVisible();
  await expect(anchor.getByText(/^(info|warn|error|debug)$/)).toBeVisible();
  const items = page.getByRole('list', { name: 'Events around the chosen one' }).getByRole('listitem');
  await expect(items).toHaveCount(51);
  await page.getByRole('button', { name: 'Show 25 more before' }).click();
  await expect(items).toHaveCount(76);
  await page.getByRole('button', { name: 'Show 25 more after' }).click();
  await expect(items).toHaveCount(101);
  await expect(page).toHaveURL(/before=50.*after=50|after=50.*before=50/);
  await axe('context');
});

test('an event opened as the list scrolls on stays open, its details drawn, and is there when scrolled back', async ({
  page,
}) => {
  const search = new SearchPage(page);
  await search.chooseOnly(['checkout-api']);
  expect(await search.matchCount()).toBeGreaterThan(100);
  // Opened, and the list scrolled 40 rows down in the same moment: before the page draws the event
  // open (a person's quick wheel, or the page bringing one of its links into view).
  await search.feed.evaluate((feed) => {
    feed.querySelector<HTMLElement>('[data-index="0"] [data-row]')?.click();
    feed.scrollTop = 40 * 29;
  });
  const opened = search.feed.getByRole('button', { expanded: true });
  await expect(opened).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Show context' })).toBeAttached();
  await search.feed.evaluate((feed) => feed.scrollTo({ top: 0 }));
  await expect(opened).toBeInViewport();
  await page.getByRole('link', { name: 'Show context' }).click();
  await expect(page.getByRole('heading', { name: 'Event context' })).toBeVisible();
});

test('scrolls through 100,000 events with a bounded DOM', async ({ page }) => {
  const search = new SearchPage(page);
  await search.chooseRange('Last 24 hours');
  const total = await search.matchCount();
  expect(total).toBeGreaterThan(100_000);
  const feed = search.feed;
  await search.scrollUntilLoaded(100_000);
  await expect(feed).toHaveAttribute('aria-label', /^(1\d{5}|[2-9]\d{5})\d* events/);
  const rendered = await feed.locator('article').count();
  expect(rendered).toBeLessThan(120);
  await page.keyboard.press('End');
  await expect(feed.locator('article').last()).toBeVisible();
});

test('an export reaches 100% and downloads a file of exactly the matching events', async ({ page }) => {
  const search = new SearchPage(page);
  await search.chooseOnly(['payments-service']);
  await search.typeQuery("outcome = 'declined'");
  await search.run();
  const matching = await search.matchCount();
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  await page.getByRole('button', { name: /^Exports/ }).click();
  const tray = page.getByRole('dialog', { name: 'Exports' });
  await expect(tray.getByRole('progressbar').first()).toBeVisible();
  await expect(tray.getByText('COMPLETE').first()).toBeVisible();
  await expect(tray.getByRole('progressbar').first()).toHaveAttribute('value', '100');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    tray.getByRole('button', { name: 'Download' }).first().click(),
  ]);
  const lines = (await readFile(await download.path(), 'utf8')).trim().split('\n');
  expect(lines).toHaveLength(matching);
  expect(
    lines.every(
      (l) => (JSON.parse(l) as { message_kvs: { outcome: string } }).message_kvs.outcome === 'declined',
    ),
  ).toBe(true);
});

test('hostile log lines render as text: no script runs, no markup is injected', async ({ page, axe }) => {
  const search = new SearchPage(page);
  await search.chooseOnly(['hostile-input']);
  await search.chooseRange('Last 24 hours');
  // The script lines only, so one is in view whatever the hour.
  await search.typeQuery("@raw LIKE '%<script>%'");
  await search.run();
  await search.matchCount();
  await expect(search.feed.getByText('<script>alert("xss")</script>').first()).toBeVisible();
  expect(await search.feed.locator('script, img, iframe, svg[onload], a[href^="javascript"]').count()).toBe(
    0,
  );
  await search.feed.getByRole('button', { expanded: false }).first().click();
  expect(await page.locator('main script, main iframe, main img[onerror]').count()).toBe(0);
  await axe('hostile text');
});

test('patterns of the search: a click filters to one', async ({ page, axe }) => {
  const search = new SearchPage(page);
  await search.chooseOnly(['payments-service']);
  await search.matchCount();
  await page.getByRole('group', { name: 'Show' }).getByRole('button', { name: 'Patterns' }).click();
  await expect(page).toHaveURL(/view=patterns/);
  const first = page.getByRole('button', { name: /^Show the events of the pattern/ }).first();
  await expect(first).toContainText('<*>');
  await axe('patterns');
  await first.click();
  await expect(search.editor).toContainText("@raw LIKE '");
  expect(await search.matchCount()).toBeGreaterThan(0);
  await expect(search.feed).toBeVisible();
});

test('significant keys chart with one click; the histogram zooms and Back undoes it', async ({ page }) => {
  const search = new SearchPage(page);
  await search.chooseOnly(['nginx-access']);
  await search.matchCount();
  await page.getByRole('button', { name: /^Chart latency_ms as a line/ }).click();
  await expect(page.getByRole('definition').first()).toBeVisible();
  await expect(page.getByRole('term').filter({ hasText: 'average(latency_ms)' })).toBeVisible();
  await page.getByRole('button', { name: 'Show events' }).click();

  const chart = page.getByRole('figure', { name: 'Matching events over time' });
  // The chart is drawn (its bars), not only its frame, before the mouse goes down on it.
  await expect(chart.locator('.recharts-bar-rectangle').first()).toBeVisible();
  const box = await chart.boundingBox();
  if (!box) throw new Error('no histogram');
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width * 0.3, y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.5, y, { steps: 8 });
  await page.mouse.up();
  const zoomed = /from=\d+.*to=\d+|to=\d+.*from=\d+/;
  await expect(page).toHaveURL(zoomed);
  const range = new TimeRange(page);
  await range.expectAbsolute();
  await page.goBack();
  await range.expectRelative('Last 1 hour');

  // A drag quicker than a frame (down, across and up before the page draws again) zooms too.
  await expect(chart.locator('.recharts-bar-rectangle').first()).toBeVisible();
  await chart.locator('.recharts-wrapper').evaluate(
    (wrapper, at) => {
      const fire = (type: string, x: number) =>
        wrapper.dispatchEvent(new MouseEvent(type, { bubbles: true, clientX: x, clientY: at.y, buttons: 1 }));
      fire('mousemove', at.from);
      fire('mousedown', at.from);
      fire('mousemove', at.to);
      fire('mouseup', at.to);
    },
    { y, from: box.x + box.width * 0.3, to: box.x + box.width * 0.5 },
  );
  await expect(page).toHaveURL(zoomed);
  await range.expectAbsolute();
});

test('live tail follows new events, pauses and resumes', async ({ page, axe }) => {
  // The first events arrive with the tail's first reads (16 s here): room for a busy machine.
  // Its timers on a clock the test can move (time still flows): a paused tail is shown to ask
  // nothing over six reading periods without waiting for them.
  await page.clock.install();
  const search = new SearchPage(page);
  await search.chooseOnly(['nginx-access', 'cdn-edge']);
  await page.getByRole('group', { name: 'Show' }).getByRole('button', { name: 'Live tail' }).click();
  await expect(page.getByText('Following new events…')).toBeVisible();
  await expect(search.feed).toBeVisible();
  await axe('live tail');
  await watchRequests(page);
  await page.getByRole('button', { name: 'Pause' }).click();
  await expect(page.getByText(/^Paused\./)).toBeVisible();
  await requestsSettled(page);
  const count = await search.feed.getAttribute('aria-label');
  const reads = async () => (await requestsMade(page)).filter((r) => r.includes('/live-tail')).length;
  const readsWhenPaused = await reads();
  // Half a minute passes at once (six of its reading periods), with new events at the service.
  await page.clock.fastForward('00:30');
  await requestsSettled(page);
  expect(await reads()).toBe(readsWhenPaused);
  expect(await search.feed.getAttribute('aria-label')).toBe(count);
  await page.getByRole('button', { name: 'Resume' }).click();
  await expect(page.getByText('Following new events…')).toBeVisible();
  await page.clock.fastForward('00:06');
  await expect(search.feed).not.toHaveAttribute('aria-label', count ?? '');
});

test('two days run without a question under the default 1 GB; a lower threshold asks, and its yes holds for a zoom', async ({
  page,
}) => {
  const search = new SearchPage(page);
  const guard = page.getByRole('region', { name: 'Cost of this search' });
  await search.chooseRange('Last 2 days');
  expect(await search.matchCount()).toBeGreaterThan(100_000);
  await expect(guard).toHaveCount(0);
  // Two days on one axis: each tick says which day ("11-21 16:00"), not only the time.
  const chart = page.getByRole('figure', { name: 'Matching events over time' });
  await expect(chart.getByText(/^\d\d-\d\d \d\d:\d\d$/).first()).toBeVisible();

  await new Shell(page).goTo('Settings');
  await page.getByRole('combobox', { name: 'Ask before a search reads more than' }).selectOption('100 MB');
  await new Shell(page).goTo('Logs');
  await search.chooseRange('Last 7 days');
  await expect(guard).toContainText(/reads about [\d.]+ MB of logs, more than the 100 MB/);
  await expect(page.getByText(/events match$/)).toHaveCount(0);
  await guard.getByRole('button', { name: 'Run it' }).click();
  const week = await search.matchCount();
  expect(week).toBeGreaterThan(500_000);

  // A zoom into about 28 hours of the week: narrower than the yes, so it runs at once.
  const box = await chart.boundingBox();
  if (!box) throw new Error('no histogram');
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width * 0.45, y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.65, y, { steps: 8 });
  await page.mouse.up();
  await expect(page).toHaveURL(/from=\d+.*to=\d+|to=\d+.*from=\d+/);
  const url = new URL(page.url());
  const span = Number(url.searchParams.get('to')) - Number(url.searchParams.get('from'));
  expect(span).toBeGreaterThan(24 * 3_600_000);
  const zoomed = await search.matchCount();
  expect(zoomed).toBeLessThan(week);
  await expect(guard).toHaveCount(0);
});

test('an absolute range can be typed, a bare key is caught before it is sent, and the aggregate shows its distribution', async ({
  page,
}) => {
  const search = new SearchPage(page);
  await search.chooseOnly(['nginx-access']);
  const range = new TimeRange(page);
  await range.setAbsolute(typedUtc(Date.now() - 40 * 60_000), typedUtc(Date.now() - 10 * 60_000));
  await range.expectAbsolute();
  // A key where an aggregate belongs: said at the field, and Enter sends nothing.
  const aggregate = page.getByRole('textbox', { name: 'Aggregate' });
  await aggregate.fill('latency_ms');
  await expect(aggregate).toHaveAccessibleDescription(/"latency_ms" is a key; aggregate it/);
  await aggregate.press('Enter');
  await expect(page).not.toHaveURL(/select=/);
  await expect(page.getByRole('button', { name: 'Apply' })).toBeDisabled();
  await search.aggregate('p95(latency_ms)');
  // The distribution is the key's: one row for latency_ms, whichever of its aggregates was asked.
  const distribution = page.getByRole('table', { name: 'Distribution' });
  await expect(distribution.getByRole('rowheader')).toHaveText(['latency_ms']);
  await expect(page.getByText('p95(latency_ms)', { exact: true })).toBeVisible();
});

test.describe('as ReadOnly', () => {
  test.beforeEach(async ({ page }) => {
    await new Shell(page).signOut();
    const signIn = new SignInPage(page);
    await signIn.exploreDemoAs('ReadOnly');
    await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible();
    await page.getByRole('navigation', { name: 'Areas' }).getByRole('link', { name: 'Logs' }).click();
  });

  test('searches, and cannot start an export, with the reason given', async ({ page }) => {
    const search = new SearchPage(page);
    expect(await search.matchCount()).toBeGreaterThan(0);
    const exportButton = page.getByRole('button', { name: 'Export', exact: true });
    await expect(exportButton).toBeDisabled();
    await expect(exportButton).toHaveAccessibleDescription(
      /Your role \(ReadOnly\) does not allow you to start exports/,
    );
  });
});

test('a search saved under a name survives a reload, runs from the palette, and the seeded ones run from Logs', async ({
  page,
  axe,
}) => {
  const search = new SearchPage(page);
  await search.chooseOnly(['nginx-access']);
  await search.typeQuery('status_code = 404');
  await search.run();
  await expect(page).toHaveURL(/q=/);
  await search.chooseRange('Last 4 hours');
  await page.getByRole('button', { name: 'Show path as a column' }).first().click();

  const menu = page.getByRole('dialog', { name: 'Saved searches' });
  await page.getByRole('button', { name: /^Saved searches/ }).click();
  await expect(menu.getByRole('link', { name: 'Server errors at the edge' })).toBeVisible();
  await axe('the saved searches, open');
  // A name is asked for, and one already taken is refused before anything is sent.
  await menu.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(menu.getByText('Give the search a name.')).toBeVisible();
  await menu.getByRole('textbox', { name: 'Save this search as' }).fill('slow requests');
  await expect(menu.getByText('A saved search "slow requests" exists already.')).toBeVisible();
  await menu.getByRole('textbox', { name: 'Save this search as' }).fill('Not found pages');
  await menu.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved the search Not found pages')).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Not found pages' })).toBeVisible();
  await page.keyboard.press('Escape');

  // Kept by the service: after a reload, from anywhere, the palette runs it.
  await page.reload();
  await new Shell(page).goTo('Home');
  await page.getByRole('button', { name: /^Go to/ }).click();
  await expect(page.getByRole('searchbox', { name: /^Go to or do/ })).toBeFocused();
  await page.keyboard.type('Not found pages');
  await expect(page.getByRole('menuitem', { name: 'Saved search: Not found pages' })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search\?/);
  await expect(search.editor).toHaveText('status_code = 404');
  await new TimeRange(page).expectRelative('Last 4 hours');
  await expect(page.getByRole('button', { name: 'Datasets: web/nginx-access' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Columns' })).toHaveText('path');
  expect(await search.matchCount()).toBeGreaterThan(0);

  // A seeded one, from the Logs page's own list.
  await page.getByRole('button', { name: /^Saved searches/ }).click();
  await menu.getByRole('link', { name: 'Slow requests' }).click();
  await expect(search.editor).toHaveText('latency_ms > 1000');
  await new TimeRange(page).expectRelative('Last 1 hour');
});

test('fields shown as columns, from the sidebar and an event, line up, stay in the URL and come away again', async ({
  page,
  axe,
}) => {
  const search = new SearchPage(page);
  await search.chooseOnly(['nginx-access']);
  await search.matchCount();
  const sidebarColumn = page.getByRole('complementary', { name: 'Fields' }).getByRole('button', {
    name: 'Show status_code as a column',
  });
  await sidebarColumn.click();
  await expect(sidebarColumn).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/cols=/);
  const columns = page.getByRole('list', { name: 'Columns' });
  await expect(columns.getByRole('listitem')).toHaveText(['status_code']);

  // The first event's column holds its own status code, as its keys say.
  const first = search.feed.locator('article').first();
  await first.getByRole('button', { expanded: false }).click();
  const keys = page.getByRole('region', { name: 'Message keys' });
  const code = await keys
    .getByRole('row', { name: /^status_code/ })
    .getByRole('cell')
    .first()
    .textContent();
  await expect(first.locator('[title^="status_code: "]')).toHaveText(code ?? '');
  // A second column, from the event's own keys.
  await keys.getByRole('button', { name: 'Show path as a column' }).click();
  await expect(columns.getByRole('listitem')).toHaveText(['status_code', 'path']);
  await axe('columns');

  // The same columns after a reload, from the URL; the same x for a column on every row.
  await page.reload();
  await expect(columns.getByRole('listitem')).toHaveText(['status_code', 'path']);
  const xs = await search.feed
    .locator('[title^="path: "]')
    .evaluateAll((cells) => cells.slice(0, 5).map((c) => Math.round(c.getBoundingClientRect().x)));
  expect(new Set(xs).size).toBe(1);

  // One scroll container: the list reaches the window's bottom and scrolls; the page around it does not.
  await page.setViewportSize({ width: 1400, height: 1000 });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight))
    .toBeLessThanOrEqual(1);
  const list = await search.feed.evaluate((el) => ({
    bottom: el.getBoundingClientRect().bottom,
    scrolls: el.scrollHeight > el.clientHeight,
  }));
  expect(list.scrolls).toBe(true);
  expect(list.bottom).toBeGreaterThan(1000 - 120);

  await columns.getByRole('button', { name: 'Remove the status_code column' }).click();
  await expect(columns.getByRole('listitem')).toHaveText(['path']);
  await columns.getByRole('button', { name: 'Remove the path column' }).click();
  await expect(columns).toHaveCount(0);
  await expect(page).not.toHaveURL(/cols=/);
});

test('the words searched for as free text are marked in the events', async ({ page }) => {
  const search = new SearchPage(page);
  await search.typeQuery('declined');
  await search.run();
  await expect(page).toHaveURL(/q=declined/);
  const first = search.feed.getByRole('button').first();
  await expect(first.locator('mark').first()).toHaveText(/^declined$/i);
  // Structure in a query is not free text: nothing is marked.
  await search.typeQuery("outcome = 'declined'");
  await search.run();
  await expect(page).toHaveURL(/outcome/);
  await expect(first).toBeVisible();
  await expect(search.feed.locator('mark')).toHaveCount(0);
});
