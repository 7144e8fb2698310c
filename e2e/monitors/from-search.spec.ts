import { expect, test } from '../fixtures';
import { SearchPage } from '../pages/search-page';
import { Shell } from '../pages/shell';
import { PROFILES, signInAtHome } from '../profiles';
import { serviceClient } from '../service';
import { countSteps } from '../steps';

/**
 * Task (c) of the step budgets: from Home, a search becomes a monitor, backtested before it is
 * created, then its history read, in at most 12 clicks. The form opens with the search in it; the
 * backtest runs as soon as the rule has a threshold.
 */
const QUERY = "path = '/api/checkout' AND status_code >= 500";

for (const profile of PROFILES)
  test(`on ${profile.name}: a monitor from a search, backtested, then its history, in 12 clicks or fewer`, async ({
    page,
    axe,
  }) => {
    await signInAtHome(page, profile);
    const steps = await countSteps(page);

    await new Shell(page).goTo('Logs');
    const search = new SearchPage(page);
    await search.editor.click();
    await page.keyboard.type(QUERY, { delay: 5 });
    await page.keyboard.press('ControlOrMeta+Enter');
    await expect(page).toHaveURL(/q=/);
    await search.matchCount();
    await page.getByRole('link', { name: 'Create a monitor' }).click();

    await expect(page.getByRole('heading', { name: 'New monitor', level: 1 })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Monitor query (where)' })).toContainText(QUERY);
    await page.getByRole('textbox', { name: 'Name' }).click();
    await page.keyboard.type('Checkout failing');
    await page.getByLabel('Threshold (ALERT)').click();
    await page.keyboard.type('20');
    await page.getByRole('textbox', { name: 'Action 1: e-mail address' }).click();
    await page.keyboard.type('oncall@acme.example');
    // Backtested before it exists: what the rule would have done over the window the panel shows.
    const backtest = page.getByRole('region', { name: 'Backtest' });
    await expect(
      backtest.getByRole('status').filter({ hasText: /^Would (not )?have triggered|^Loading the backtest/ }),
    ).toHaveText(/^Would (not )?have triggered/);
    await axe('a monitor from a search, backtested');
    await page.getByRole('button', { name: 'Create monitor' }).click();

    // Its page, with its history over the last day.
    await expect(page.getByRole('heading', { name: 'Checkout failing', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'History', level: 2 })).toBeVisible();
    // Clicks: Logs, the editor, Create a monitor, the name, the threshold, the e-mail, Create monitor
    // (the budget is 12); typings: the query, the name, the threshold, the e-mail.
    expect(await steps()).toEqual({ clicks: 7, typings: 4 });
    await axe("the new monitor's page");

    // What was created is what the service holds.
    const client = serviceClient(page, profile.api);
    const { data } = await client.GET('/monitors');
    const made = data?.monitors.find((m) => m.name === 'Checkout failing');
    expect(JSON.stringify(made)).toContain('"threshold":20');
  });
