import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { SearchPage } from '../pages/search-page';
import { Shell } from '../pages/shell';
import { PROFILES } from '../profiles';
import { clearSearches, recordSearches, searchesSent } from '../service';

/** A query as compared: its words, whatever the spacing. */
const normal = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

/**
 * The request is the screen: after a control ran, every search it sent asks the query the editor
 * shows, which is no longer marked as edited.
 */
async function expectSentAsShown(page: Page, search: SearchPage, check?: (where: string) => void) {
  await expect.poll(async () => (await searchesSent(page, '/search')).length).toBeGreaterThan(0);
  const shown = await search.query();
  const sent = await searchesSent(page, '/search');
  for (const body of sent) expect(normal(body.where), JSON.stringify(body)).toBe(shown);
  await expect(page.getByText(/^Edited, not run yet/)).toHaveCount(0);
  check?.(shown);
  await clearSearches(page);
}

/** A query typed and left unrun: marked as such, and nothing sent for it. */
async function typeUnrun(page: Page, search: SearchPage, text: string) {
  await clearSearches(page);
  await search.typeQuery(text);
  await expect(page.getByText(/^Edited, not run yet/)).toBeVisible();
  expect(await searchesSent(page)).toEqual([]);
}

for (const profile of PROFILES)
  test(`on ${profile.name}: every control of Logs sends the query the editor shows`, async ({
    page,
    axe,
  }) => {
    await page.goto('/');
    await profile.signIn(page);
    await new Shell(page).goTo('Logs');
    const search = new SearchPage(page);
    await search.chooseOnly(['nginx-access']);
    await search.matchCount();
    await recordSearches(page);

    // Enter, and Run.
    await typeUnrun(page, search, 'status_code >= 500');
    await axe('an edited, unrun query');
    await search.run();
    await expectSentAsShown(page, search, (q) => expect(q).toBe('status_code >= 500'));
    await typeUnrun(page, search, 'status_code >= 400');
    await page.getByRole('button', { name: 'Run', exact: true }).click();
    await expectSentAsShown(page, search, (q) => expect(q).toBe('status_code >= 400'));

    // Apply, with the query edited and not run: the aggregate asks for the edited query.
    await typeUnrun(page, search, 'status_code = 404');
    await search.aggregate('count(*)', 'method');
    await expectSentAsShown(page, search, (q) => expect(q).toBe('status_code = 404'));
    expect(new URL(page.url()).searchParams.get('groups')).toContain('method');

    // A legend entry hides a line: nothing is asked, the query stays as it ran.
    const before = page.url();
    const legend = page.getByRole('list', { name: /^Series of count\(\*\) over time/ });
    await expect(legend.getByRole('button').first()).toBeVisible();
    await legend.getByRole('button').first().click();
    await expect(legend.getByRole('button').first()).toHaveAttribute('aria-pressed', 'false');
    expect(page.url()).toBe(before);

    // A group of the table kept: the edited query and the group.
    await typeUnrun(page, search, 'status_code >= 400');
    const table = page.getByRole('table', { name: 'Values per group' });
    const group = (await table.locator('tbody th').first().textContent())?.trim() ?? '';
    await table.getByRole('button', { name: `Only ${group}`, exact: true }).click();
    await expectSentAsShown(page, search, (q) => {
      expect(q).toContain('status_code >= 400');
      expect(q).toContain(`method = '${group}'`);
    });

    // Show events, with an edited query.
    await typeUnrun(page, search, 'status_code >= 300');
    await page.getByRole('button', { name: 'Show events' }).click();
    await expectSentAsShown(page, search, (q) => expect(q).toBe('status_code >= 300'));

    // A value of the field sidebar, on top of the edited query.
    await typeUnrun(page, search, 'status_code >= 500');
    const sidebar = page.getByRole('complementary', { name: /fields/i });
    await sidebar.getByText('method', { exact: true }).click();
    await sidebar
      .getByRole('button', { name: /^Filter on method = / })
      .first()
      .click();
    await expectSentAsShown(page, search, (q) => {
      expect(q).toContain('status_code >= 500');
      expect(q).toMatch(/method = '/);
    });

    // The histogram's brush, with an edited query: the window zoomed, the edited query run.
    await typeUnrun(page, search, 'status_code >= 400');
    const chart = page.getByRole('figure', { name: 'Matching events over time' });
    const box = await chart.boundingBox();
    if (!box) throw new Error('no histogram');
    await page.mouse.move(box.x + box.width * 0.3, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.6, box.y + box.height / 2, { steps: 8 });
    await page.mouse.up();
    await expectSentAsShown(page, search, (q) => expect(q).toBe('status_code >= 400'));
    const url = new URL(page.url());
    const sentWindow = { from: Number(url.searchParams.get('from')), to: Number(url.searchParams.get('to')) };
    expect(sentWindow.to).toBeGreaterThan(sentWindow.from);

    // The order, and the patterns view, with an edited query; then a pattern, on top of it.
    await typeUnrun(page, search, 'status_code >= 200');
    await page.getByRole('button', { name: 'Newest first' }).click();
    await expectSentAsShown(page, search, (q) => expect(q).toBe('status_code >= 200'));
    await typeUnrun(page, search, 'status_code < 300');
    await page.getByRole('group', { name: 'Show' }).getByRole('button', { name: 'Patterns' }).click();
    await expect(page).toHaveURL(/view=patterns/);
    await expect(page.getByText(/^Edited, not run yet/)).toHaveCount(0);
    expect(await search.query()).toBe('status_code < 300');
    await clearSearches(page);
    await page
      .getByRole('button', { name: /^Show the events of the pattern/ })
      .first()
      .click();
    await expectSentAsShown(page, search, (q) => {
      expect(q).toContain('status_code < 300');
      expect(q).toContain('@raw LIKE');
    });

    // A query with a problem is not sent by any control: the editor says why.
    await typeUnrun(page, search, 'status_code >=');
    await search.aggregate('count(*)');
    await expect(page.getByText(/^Not run: the query has a problem/)).toBeVisible();
    expect(await searchesSent(page)).toEqual([]);
    await page.getByRole('button', { name: 'Undo the edit' }).click();
    await expect(page.getByText(/^Not run|^Edited, not run yet/)).toHaveCount(0);
  });

for (const profile of PROFILES)
  test(`on ${profile.name}: searches opened from elsewhere show in the editor what they send`, async ({
    page,
  }) => {
    await page.goto('/');
    await profile.signIn(page);
    await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible();
    const search = new SearchPage(page);

    // Home's box runs a typed query over every dataset.
    await recordSearches(page);
    await page
      .getByRole('textbox', { name: 'Search every dataset (a where-expression)' })
      .fill('status_code >= 500');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search/);
    await expectSentAsShown(page, search, (q) => expect(q).toBe('status_code >= 500'));

    // The palette's typed query, and its recent search.
    await page.keyboard.press('ControlOrMeta+k');
    await page.getByRole('searchbox', { name: 'Go to or do' }).fill("level = 'error'");
    await page.getByRole('menuitem', { name: "Search logs for level = 'error'" }).click();
    await expectSentAsShown(page, search, (q) => expect(q).toBe("level = 'error'"));
    await page.keyboard.press('ControlOrMeta+k');
    await page.getByRole('searchbox', { name: 'Go to or do' }).fill('status_code >= 500');
    await page
      .getByRole('menuitem', { name: /^Recent: .*status_code >= 500/ })
      .first()
      .click();
    await expectSentAsShown(page, search, (q) => expect(q).toBe('status_code >= 500'));

    // A widget opened in Logs: its query, as its dashboard shows it.
    await new Shell(page).goTo('Dashboards');
    await page.getByRole('link', { name: 'Web traffic' }).click();
    await page
      .getByRole('link', { name: /^Open .* in Logs$/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/search/);
    await expectSentAsShown(page, search);
  });
