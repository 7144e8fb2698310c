import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { DashboardPage } from '../pages/dashboard-page';
import { signInAsAda, startStack, type Stack } from './stack';

/**
 * One person, two tabs of one dashboard, against the console as deployed (nginx, the mock service
 * answering as the live one): a layout saved in one tab is drawn in the other at once, which then
 * saves on top of it without a conflict, and the first tab follows in turn.
 */
let stack: Stack | undefined;
test.beforeAll(async () => {
  stack = await startStack({ nginx: 4184, api: 4015 });
});
test.afterAll(() => stack?.stop());

const NAMES = ['Requests', '5xx responses', 'Requests by status', 'p95 latency (ms)'];

async function openWebTrafficToEdit(tab: Page, origin: string) {
  await signInAsAda(tab, origin);
  await tab.goto(`${origin}/dashboards`);
  await tab.getByRole('link', { name: 'Web traffic' }).click();
  await tab.getByRole('link', { name: 'Edit' }).click();
  const dashboard = new DashboardPage(tab);
  await expect(dashboard.handle('5xx responses')).toBeVisible();
  return dashboard;
}

async function moveDown(tab: Page, dashboard: DashboardPage) {
  await dashboard.handle('5xx responses').focus();
  await tab.keyboard.press('ArrowDown');
  await dashboard.expectSaved();
}

test("a layout saved in one tab is drawn in the person's other tab, which saves on top of it", async ({
  page,
  context,
}) => {
  const origin = stack?.origin ?? '';
  const tabA = page;
  const tabB = await context.newPage();
  const inA = await openWebTrafficToEdit(tabA, origin);
  const inB = await openWebTrafficToEdit(tabB, origin);
  const opened = await inB.settledBoxes(NAMES);

  await moveDown(tabA, inA);
  const arrangedInA = await inA.settledBoxes(NAMES);
  expect(arrangedInA['5xx responses']).not.toEqual(opened['5xx responses']);
  // Tab B, with nothing unsaved, draws what tab A saved, and still has nothing to save.
  await expect.poll(async () => JSON.stringify(await inB.boxes(NAMES))).toBe(JSON.stringify(arrangedInA));
  await expect(tabB.getByText('All changes saved')).toBeVisible();

  // Tab B's change is made on A's version: saved without a conflict, and drawn in tab A in turn.
  await moveDown(tabB, inB);
  await expect(tabB.getByRole('alertdialog', { name: 'This dashboard changed elsewhere' })).toHaveCount(0);
  const arrangedInB = await inB.settledBoxes(NAMES);
  await expect.poll(async () => JSON.stringify(await inA.boxes(NAMES))).toBe(JSON.stringify(arrangedInB));
});
