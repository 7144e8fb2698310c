import type { Page } from '@playwright/test';
import { DEMO_API_KEYS } from '../../mocks/db/seed';
import { expect, test } from '../fixtures';
import { requestsMade, requestsSettled, watchRequests } from '../requests';
import { SignInPage } from '../pages/sign-in-page';

/**
 * A dashboard within the live service's rate limit (100 requests per 5 minutes per key), on the demo
 * answering as the live service does, on a clock the test moves: what one refresh of twelve widgets
 * costs, what an hour of it costs, and a 429 met while a dashboard loads (a wait, then the data).
 */
const OVERVIEW = 'Checkout overview (12 widgets)';
// One test after the other.
test.describe.configure({ mode: 'default' });
const searches = async (page: Page) =>
  (await requestsMade(page)).filter((r) => /^POST .*\/search$/.test(r)).length;

/** Opens a dashboard from the list, on a screen tall enough for every widget to be in view. */
async function openDashboard(page: Page, name: string) {
  await page.setViewportSize({ width: 1400, height: 2200 });
  await page.getByRole('link', { name: 'Dashboards' }).first().click();
  await page.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

test('twelve widgets refresh with four searches; an hour every 30 s stays under half of the key', async ({
  page,
}) => {
  await page.clock.install();
  await new SignInPage(page).exploreLiveServiceDemo(DEMO_API_KEYS.Admin);
  await openDashboard(page, OVERVIEW);
  await expect(page.locator('[data-widget-ready]')).toHaveCount(12);

  // Four searches a refresh: every 30 s is 40 of the key's 100 requests per 5 minutes, within half.
  const refresh = page.getByRole('combobox', { name: 'Refresh' });
  await expect(refresh.getByRole('option', { name: 'Every 30 s' })).toBeEnabled();
  await refresh.selectOption({ label: 'Every 30 s' });
  await expect(
    page.getByRole('status').filter({ hasText: /About 40 of the key's 100 requests per 5 minutes/ }),
  ).toBeVisible();

  await watchRequests(page);
  await requestsSettled(page);
  // Ticks 30 s apart on the page's clock, which also moves on its own while the test waits for a
  // tick's answers: over 120 waits that drift alone would make the hour a refresh longer.
  let tick = await page.evaluate(() => Date.now());
  const nextTick = async () => {
    tick += 30_000;
    await page.clock.runFor(Math.max(0, tick - (await page.evaluate(() => Date.now()))));
    await requestsSettled(page);
  };
  await nextTick();
  expect(await searches(page), 'searches of one refresh').toBe(4);
  await expect(page.locator('[data-widget-ready]')).toHaveCount(12);

  // The rest of an hour, one tick at a time (a tick's searches answered before the next).
  for (let n = 1; n < 120; n++) await nextTick();
  const hour = await requestsMade(page);
  // The key allows 100 per 5 minutes: 1,200 an hour. Half of it is 600.
  expect(hour.length, 'requests in an hour').toBeLessThanOrEqual(600);
  expect(await searches(page)).toBe(480);
  await expect(page.locator('[data-kind="error"], [data-kind="waiting"]')).toHaveCount(0);
});

test('a 429 while a dashboard loads: each held-back widget counts down, then shows its data', async ({
  page,
}) => {
  await page.clock.install();
  await new SignInPage(page).exploreLiveServiceDemo(DEMO_API_KEYS.Admin);
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  await watchRequests(page);
  await requestsSettled(page);
  // Someone else's tool used the key: two requests are left in this 5-minute window.
  const left = await page.evaluate(async (key) => {
    let remaining = Infinity;
    while (remaining > 2) {
      const response = await fetch('/demo-api-vendor/customer', { headers: { 'X-BRONTO-API-KEY': key } });
      remaining = Number(response.headers.get('RateLimit-Remaining'));
    }
    return remaining;
  }, DEMO_API_KEYS.Admin);
  expect(left).toBe(2);

  await openDashboard(page, OVERVIEW);
  const waiting = page.locator('[data-kind="waiting"]');
  await expect(waiting.first()).toBeVisible();
  // Each held-back widget says it waits and for how long; none is an error.
  const held = await waiting.count();
  expect(held).toBeGreaterThan(0);
  for (let i = 0; i < held; i++) {
    await expect(waiting.nth(i)).toContainText(/Waiting for the service's rate limit to load this widget/);
    await expect(waiting.nth(i)).toContainText(/Retrying in \d+ s/);
  }
  await expect(page.locator('[data-kind="error"]')).toHaveCount(0);

  // The window resets (the service said when): every widget asks again by itself and draws.
  await page.clock.runFor(300_000);
  await expect(page.locator('[data-widget-ready]')).toHaveCount(12);
  await expect(page.locator('[data-kind="waiting"], [data-kind="error"]')).toHaveCount(0);
});
