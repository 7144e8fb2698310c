import { DEMO_API_KEYS } from '../../mocks/db/seed';
import { expect, test } from '../fixtures';
import { DashboardPage } from '../pages/dashboard-page';
import { Shell } from '../pages/shell';
import { SignInPage } from '../pages/sign-in-page';
import { requestsMade, requestsSettled, watchRequests } from '../requests';

/**
 * Drafts belong to the person who made them. Admin starts a confidential monitor and moves a widget
 * while the service is unreachable (so the move stays a draft), then signs out; Standard signs in in
 * the same tab and finds neither, and nothing of Admin's is saved with Standard's key.
 */
test('after Admin signs out and Standard signs in, no Admin draft is shown or saved', async ({ page }) => {
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.exploreDemoAs('Admin');
  const shell = new Shell(page);
  await shell.expectSignedInAs('Demo admin key', 'Admin');

  const storedLayout = () =>
    page.evaluate(async (key) => {
      const headers = { 'X-BRONTO-API-KEY': key };
      const list = (await (await fetch('/demo-api/dashboards', { headers })).json()) as {
        dashboards: { id: string; name: string; layout?: { widget_layouts?: unknown[] } }[];
      };
      return list.dashboards.find((d) => d.name === 'Web traffic')?.layout?.widget_layouts;
    }, DEMO_API_KEYS.Admin);
  const before = await storedLayout();

  // A widget moved while every write fails: the move is kept as a draft in the tab.
  await shell.goTo('Dashboards');
  await page.getByRole('link', { name: 'Web traffic' }).click();
  await page.getByRole('link', { name: 'Edit' }).click();
  const dashboard = new DashboardPage(page);
  await dashboard.simulateTrouble('Offline (no answer)', 50);
  await dashboard.handle('5xx responses').focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByText(/Not saved/)).toBeVisible();
  expect(await page.evaluate(() => Object.keys({ ...sessionStorage }).some((k) => k.includes('draft')))).toBe(
    true,
  );

  // A monitor started, with something private in it; the layout left as a draft for later.
  await shell.goTo('Monitors');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Leave, keep a draft' }).click();
  await page.getByRole('link', { name: 'New monitor' }).click();
  await page.getByLabel('Name', { exact: true }).fill('payroll outage');
  await page.getByLabel('Description').fill('Call 10.20.30.40 before paging anyone.');

  // Signing out asks before discarding the unsaved monitor.
  await new Shell(page).clickSignOut();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Discard changes' }).click();
  await expect(page).toHaveURL(/\/sign-in/);
  await expect
    .poll(() => page.evaluate(() => Object.keys({ ...sessionStorage }).filter((k) => k.includes('draft'))))
    .toEqual([]);

  await signIn.exploreDemoAs('Standard');
  await shell.expectSignedInAs('Demo standard key', 'Standard');

  await shell.goTo('Monitors');
  await page.getByRole('link', { name: 'New monitor' }).click();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('');
  await expect(page.getByLabel('Description')).toHaveValue('');

  // The layout's saver writes a moment after a change: that moment, and several more, pass at once
  // (time still flows), and nothing is written.
  await page.clock.install();
  await watchRequests(page);
  await shell.goTo('Dashboards');
  await page.getByRole('link', { name: 'Web traffic' }).click();
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(dashboard.widget('5xx responses')).toBeVisible();
  await expect(page.getByText('All changes saved')).toBeVisible();
  await page.clock.fastForward('00:10');
  await requestsSettled(page);
  await expect(page.getByText(/Saving|Not saved/)).toHaveCount(0);
  expect((await requestsMade(page)).filter((r) => !r.startsWith('GET') && r.includes('/dashboards'))).toEqual(
    [],
  );
  expect(await storedLayout()).toEqual(before);
});
