import type { Page } from '@playwright/test';
import { DEMO_API_KEYS } from '../../mocks/db/seed';
import { expect, test } from '../fixtures';
import { requestsMade, requestsSettled, watchRequests } from '../requests';
import { SignInPage } from '../pages/sign-in-page';

/**
 * Auto-refresh within the key's rate limit, against the demo answering as the live service does (100
 * requests per 5 minutes): an interval that would take more than half of them for this dashboard is
 * offered disabled, saying why; the chosen one says its share; a hidden tab asks nothing.
 */
const searches = async (page: Page) =>
  (await requestsMade(page)).filter((r) => /^POST .*\/search$/.test(r)).length;

/** Hides or shows the tab as the browser does when a person switches tabs. */
const setHidden = (page: Page, hidden: boolean) =>
  page.evaluate(
    (state) => {
      Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    },
    hidden ? 'hidden' : 'visible',
  );

test('a dashboard refreshes within half of the key, and not at all while its tab is hidden', async ({
  page,
  axe,
}) => {
  // Timers run on a clock the test moves: minutes of refresh pass at once.
  await page.clock.install();
  await new SignInPage(page).exploreLiveServiceDemo(DEMO_API_KEYS.Admin);
  await page.getByRole('link', { name: 'Dashboards' }).first().click();
  await page.getByRole('link', { name: 'Web traffic' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Web traffic' })).toBeVisible();

  const refresh = page.getByRole('combobox', { name: 'Refresh' });
  // Seven widgets every 30 s would be 70 of the key's 100 requests per 5 minutes; every minute, 35.
  await expect(
    refresh.getByRole('option', { name: /Every 30 s \(70 of the key's 100 requests/ }),
  ).toBeDisabled();
  await refresh.selectOption({ label: 'Every 1 min' });
  await expect(page).toHaveURL(/refresh=60/);
  await expect(
    page.getByRole('status').filter({ hasText: /About 35 of the key's 100 requests per 5 minutes/ }),
  ).toBeVisible();
  await axe('a dashboard refreshing within its share');

  await watchRequests(page);
  await requestsSettled(page);
  await page.clock.runFor(60_000);
  await requestsSettled(page);
  const perTick = await searches(page);
  expect(perTick).toBeGreaterThan(0);

  // Hidden for three minutes: nothing asked; shown again, one refresh at once.
  await setHidden(page, true);
  await page.clock.runFor(180_000);
  await requestsSettled(page);
  expect(await searches(page)).toBe(perTick);
  await setHidden(page, false);
  await requestsSettled(page);
  expect(await searches(page)).toBe(2 * perTick);

  // A link asking for every 30 s runs every minute, and says so.
  const url = new URL(page.url());
  url.searchParams.set('refresh', '30');
  await page.goto(url.pathname + url.search);
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: /Every 30 s would take over half .*: refreshing every 1 min/ }),
  ).toBeVisible();
});
