import { expect, test, type Page } from '@playwright/test';
import { SignInPage } from '../pages/sign-in-page';
import { Shell } from '../pages/shell';
import { TimeRange } from '../pages/time-range';

test.describe.configure({ timeout: 180_000 });

/** Waits for the page to be quiet, then writes docs/screenshots/<name>-<scheme>.png. */
async function shoot(page: Page, name: string, scheme: string) {
  await page.waitForLoadState('networkidle');
  await page.mouse.move(0, 0);
  await page.screenshot({ path: `docs/screenshots/${name}-${scheme}.png` });
}

for (const scheme of ['light', 'dark'] as const) {
  test(`the README's screenshots, ${scheme}`, async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.emulateMedia({ colorScheme: scheme });
    const signIn = new SignInPage(page);
    await signIn.open();
    await signIn.exploreDemoAs('Admin');
    await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Ingestion' })).toContainText('Today');
    const shell = new Shell(page);

    await shell.goTo('Logs');
    await expect(page.getByRole('feed')).toBeVisible({ timeout: 30_000 });
    // The parts drawn after the first rows: the histogram's chart, the editor and the fields.
    await expect(
      page.getByRole('figure', { name: 'Matching events over time' }).locator('svg'),
    ).toBeVisible();
    await expect(page.locator('.cm-content')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Fields' })).toBeVisible({ timeout: 30_000 });
    await shoot(page, 'logs', scheme);

    await page.goto('/search?select=%5B%22count(*)%22%5D&groups=%5B%22status_code%22%5D');
    await expect(page.getByRole('list', { name: /^Series of count/ })).toBeVisible({ timeout: 30_000 });
    await shoot(page, 'logs-grouped', scheme);

    await shell.goTo('Dashboards');
    await page.getByRole('link', { name: 'Web traffic' }).click();
    await expect(page.locator('[data-widget-ready]')).toHaveCount(6, { timeout: 30_000 });
    await shoot(page, 'dashboard', scheme);

    await shell.goTo('Monitors');
    await page
      .getByRole('table', { name: 'Monitors' })
      .getByRole('link', { name: 'Checkout 5xx at the edge' })
      .click();
    await new TimeRange(page).choose('Last 7 days');
    await expect(page).toHaveURL(/range=Last/);
    await expect(
      page.getByRole('figure', { name: 'Status per group over time' }).getByRole('link').first(),
    ).toBeVisible({ timeout: 60_000 });
    await expect(
      page.getByRole('figure', { name: /per group with the thresholds$/ }).locator('svg'),
    ).toContainText('alert', { timeout: 60_000 });
    await page.getByRole('heading', { name: 'History' }).scrollIntoViewIfNeeded();
    await shoot(page, 'monitor', scheme);

    await shell.goTo('Home');
    await expect(page.getByRole('list', { name: 'Recently opened dashboards' })).toContainText('Web traffic');
    await shoot(page, 'home', scheme);
  });
}
