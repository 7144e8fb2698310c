import { expect, test } from '../fixtures';
import { SearchPage } from '../pages/search-page';
import { SignInPage } from '../pages/sign-in-page';

/**
 * The Logs page over the last day of the orders worker's structured logs, searched for `where`; on a
 * desktop's screen unless the test gives its own.
 */
async function workerEvents(page: import('@playwright/test').Page, where: string, desktop = true) {
  if (desktop) await page.setViewportSize({ width: 1400, height: 1000 });
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.exploreDemoAs('Standard');
  await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible();
  await page.goto(`/search?range=${encodeURIComponent('"Last 24 hours"')}`);
  const search = new SearchPage(page);
  await search.chooseOnly(['orders-worker']);
  await search.typeQuery(where);
  await search.run();
  expect(await search.matchCount()).toBeGreaterThan(0);
  return search;
}

test('a JSON event opens as a tree: moved through by keyboard, a nested value filtered on, kept as a column and resized', async ({
  page,
  axe,
}) => {
  const search = await workerEvents(page, "msg = 'job done'");
  // The list shows the JSON compactly, its keys marked.
  const first = search.feed.getByRole('button').first();
  await expect(first.locator('[class*="jsonKey"]').first()).toHaveText('"level"');
  await first.click();

  const tree = page.getByRole('tree', { name: 'Message' });
  const job = tree.getByRole('treeitem', { name: /^job:/ });
  // A 2 KB event opens at its top keys, each branch summarised.
  await expect(job).toHaveAttribute('aria-expanded', 'false');
  await expect(job).toContainText('{3 keys}');
  const queueRow = tree.getByRole('treeitem', { name: /^queue:/ });
  await expect(queueRow).toBeHidden();

  // The keyboard: down to "job", right opens it, left folds it, right twice goes into it.
  await tree.getByRole('treeitem').first().focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(job).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(job).toHaveAttribute('aria-expanded', 'true');
  await expect(queueRow).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(job).toHaveAttribute('aria-expanded', 'false');
  await expect(queueRow).toBeHidden();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(tree.getByRole('treeitem', { name: /^id:/ })).toBeFocused();
  // Up and left again: back on "job", still open.
  await page.keyboard.press('ArrowLeft');
  await expect(job).toBeFocused();
  await expect(job).toHaveAttribute('aria-expanded', 'true');
  const queue = (await queueRow.locator('[class*="string"]').textContent()) as string;
  expect(queue).toMatch(/^"?[a-z-]+"?$/);
  await axe('an event opened as a tree');

  // A nested value as a column, then as a filter: the search narrows to it.
  const value = queue.replace(/"/g, '');
  await queueRow.getByRole('button', { name: `Show job.queue as a column` }).click();
  await expect(page).toHaveURL(/cols=%5B%22job\.queue%22%5D/);
  await queueRow.getByRole('button', { name: `Filter on job.queue = ${value}` }).click();
  await expect(page).toHaveURL(new RegExp(`q=.*job\\.queue`));
  const narrowed = await search.matchCount();
  expect(narrowed).toBeGreaterThan(0);
  const cells = search.feed.locator('[class*="columnCell"]');
  await expect(cells.first()).toHaveText(value);

  // The column's edge moves with the arrow keys, and its width stays for this person after a reload.
  const edge = page.getByRole('separator', { name: 'Width of the job.queue column' });
  await edge.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(edge).toHaveAttribute('aria-valuenow', '192');
  await expect.poll(async () => Math.round((await cells.first().boundingBox())?.width ?? 0)).toBe(192);
  await page.reload();
  await expect(page.getByRole('separator', { name: 'Width of the job.queue column' })).toHaveAttribute(
    'aria-valuenow',
    '192',
  );
  await expect
    .poll(async () =>
      Math.round((await search.feed.locator('[class*="columnCell"]').first().boundingBox())?.width ?? 0),
    )
    .toBe(192);
});

test('a stack trace is folded to its first line, unfolded and folded again; wrapping is kept in the URL', async ({
  page,
  axe,
}) => {
  const search = await workerEvents(page, "msg = 'OrderSyncJob failed'");
  const row = search.feed.getByRole('article').first();
  const line = row.getByRole('button').first();
  await expect(line).toContainText('OrderSyncJob');
  await expect(line).not.toContainText('at com.shop');
  const unfold = row.getByRole('button', { name: /^Show the event's \d+ more lines$/ });
  await expect(unfold).toHaveAttribute('aria-expanded', 'false');
  await axe('a folded stack trace');
  await unfold.click();
  await expect(line).toContainText('at com.shop.orders.sync.OrderSyncJob.run(OrderSyncJob.java:88)');
  const height = (await line.boundingBox())?.height ?? 0;
  expect(height).toBeGreaterThan(60);
  await row.getByRole('button', { name: 'Fold the event to its first line' }).click();
  await expect(line).not.toContainText('at com.shop');

  // Wrapping: long lines wrap in the list (a batch report is 12 KB of JSON), in the URL, after a reload.
  await search.typeQuery("msg = 'batch report'");
  await search.run();
  await search.matchCount();
  const batch = search.feed.getByRole('button').first();
  expect((await batch.boundingBox())?.height).toBeLessThan(40);
  await page.getByRole('button', { name: 'Wrap lines' }).click();
  await expect(page).toHaveURL(/wrap=on/);
  await expect.poll(async () => (await batch.boundingBox())?.height ?? 0).toBeGreaterThan(100);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Wrap lines' })).toHaveAttribute('aria-pressed', 'true');
  await expect
    .poll(async () => (await search.feed.getByRole('button').first().boundingBox())?.height ?? 0)
    .toBeGreaterThan(100);

  // Its details cap the 12 KB line until asked, and the tree opens at its top keys.
  await search.feed.getByRole('button').first().click();
  await expect(
    page.getByRole('tree', { name: 'Message' }).getByRole('treeitem', { name: /^batch:/ }),
  ).toHaveAttribute('aria-expanded', 'false');
  await page.getByRole('button', { name: 'Expand all' }).click();
  // 900 rows: the tree scrolls in its own box, drawing those in view; End reaches the last of them.
  const tree = page.getByRole('tree', { name: 'Message' });
  await expect(tree.getByRole('treeitem', { name: /^sku:/ }).first()).toBeVisible();
  expect(await tree.getByRole('treeitem').count()).toBeLessThan(100);
  await tree.getByRole('treeitem').first().focus();
  await page.keyboard.press('End');
  const last = tree.getByRole('treeitem', { name: /^gift:/ }).last();
  await expect(last).toBeFocused();
  await expect(last).toHaveAttribute('aria-level', '5');
  await expect(last).toBeInViewport();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('an event row shows its time and level, and three lines of its message under them; nothing scrolls sideways', async ({
    page,
    axe,
  }) => {
    const search = await workerEvents(page, "msg = 'batch report'", false);
    const message = search.feed.getByRole('button').first().locator('[class*="raw"]');
    const lines = await message.evaluate((el) => {
      const style = getComputedStyle(el);
      return (
        el.getBoundingClientRect().height /
        parseFloat(style.lineHeight === 'normal' ? `${parseFloat(style.fontSize) * 1.2}` : style.lineHeight)
      );
    });
    expect(lines).toBeGreaterThanOrEqual(2.9);
    const time = search.feed.getByRole('button').first().locator('time');
    expect((await time.boundingBox())?.y ?? 0).toBeLessThan((await message.boundingBox())?.y ?? 0);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBe(0);

    // The fields are a sheet, opened and closed.
    await page.getByRole('button', { name: 'Fields', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Close the fields' })).toBeVisible();
    await axe('Logs at 390 px with the fields open');
    await page.getByRole('button', { name: 'Close the fields' }).click();
    await expect(page.getByRole('button', { name: 'Close the fields' })).toBeHidden();

    // An opened event fits the width.
    await search.feed.getByRole('button').first().click();
    await expect(page.getByRole('tree', { name: 'Message' })).toBeVisible();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBe(0);
  });
});

test('a saved grouped aggregate, and a recent one, reopen from the palette after a reload as the same grouped aggregate', async ({
  page,
}) => {
  const search = await workerEvents(page, "level = 'error'");
  await search.aggregate('count(*)', 'exception');
  await expect(page).toHaveURL(/groups=/);
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader').first()).toHaveText('exception');
  const groups = await table.locator('tbody th').allTextContents();
  expect(groups.length).toBeGreaterThan(0);

  const menu = page.getByRole('dialog', { name: 'Saved searches' });
  await page.getByRole('button', { name: /^Saved searches/ }).click();
  // The service's record keeps what it searches; the rest of the view is kept for the person, as said.
  await expect(menu.getByText(/the aggregates, the group-by are kept for you in this tab/)).toBeVisible();
  await menu.getByRole('textbox', { name: 'Save this search as' }).fill('Worker failures by exception');
  await menu.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved the search Worker failures by exception')).toBeVisible();
  await page.keyboard.press('Escape');

  const reopened = async (command: RegExp) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: /^Go to/ }).click();
    await page.keyboard.type('exception');
    await page.getByRole('menuitem', { name: command }).click();
    await expect(page).toHaveURL(/select=.*groups=/);
    await expect(search.editor).toHaveText("level = 'error'");
    await expect(page.getByRole('textbox', { name: 'Group by' })).toHaveValue('exception');
    await expect(page.getByRole('table').getByRole('columnheader').first()).toHaveText('exception');
    // The same groups (their order by count may change as the last day moves on).
    await expect
      .poll(async () => (await page.getByRole('table').locator('tbody th').allTextContents()).sort())
      .toEqual([...groups].sort());
  };
  await page.reload();
  await reopened(/^Saved search: Worker failures by exception$/);
  await page.reload();
  await reopened(/^Recent: level = 'error' · count\(\*\) by exception$/);
});

/**
 * A laptop's screen is for the events: at 1440 × 900 the list shows 14 whole rows or more (11 before
 * the aggregate labels moved beside their fields and the histogram and the line under the list
 * shrank). A floor: it may only rise.
 */
test('at 1440 × 900 the Logs page shows 14 whole event rows or more', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.exploreDemoAs('Admin');
  await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible();
  await page.goto('/search');
  const search = new SearchPage(page);
  expect(await search.matchCount()).toBeGreaterThan(100);
  // The histogram drawn: nothing above the list grows after this.
  await expect(page.getByRole('figure', { name: 'Matching events over time' }).locator('svg')).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(() => {
        const feed = document.querySelector('[role="feed"]')?.getBoundingClientRect();
        if (!feed) return 0;
        const bottom = Math.min(feed.bottom, innerHeight);
        return [...document.querySelectorAll('[role="feed"] [data-row]')].filter((row) => {
          const box = row.getBoundingClientRect();
          return box.height > 0 && box.top >= feed.top && box.bottom <= bottom;
        }).length;
      }),
    )
    .toBeGreaterThanOrEqual(14);
});
