import type { BrowserContext, Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../fixtures';
import { ADA_TOKEN, signInAsAda, startStack, type Stack } from './stack';

/**
 * The service keeps a person's current organisation for them, not for a tab. Two tabs of one person
 * against the console as deployed (nginx, the mock service answering as the live one): a switch in
 * one, a create in the other. Nothing is created in the organisation the tab does not show, and the
 * person is told, with the way back.
 */
// A stack on fixed ports for each test, one after another in one worker: each test is Ada's own
// 5-minute window of the live service's 100 requests, not what the test before it left.
test.describe.configure({ mode: 'serial' });
// The browser trusts the test certificate (playwright.config.ts); Playwright's own requests are told to.
test.use({ ignoreHTTPSErrors: true });
let stack: Stack | undefined;
test.beforeEach(async () => {
  stack = await startStack({ nginx: 4183, api: 4014 });
});
test.afterEach(() => stack?.stop());

const token = ADA_TOKEN;

/** Ada in two tabs; in tab B, a new dashboard named `name`, typed and not yet created. */
async function twoTabsCreating(page: Page, context: BrowserContext, name: string) {
  const origin = stack?.origin ?? '';
  const tabA = page;
  const tabB = await context.newPage();
  await signInAsAda(tabA, origin);
  await signInAsAda(tabB, origin);
  await tabB.goto(`${origin}/dashboards`);
  await tabB.getByRole('button', { name: 'New dashboard' }).click();
  const create = tabB.getByRole('dialog', { name: 'New dashboard' });
  await create.getByLabel('Name').fill(name);
  return { tabA, tabB, create };
}

async function switchToGlobex(tab: Page) {
  await tab.getByRole('button', { name: /Organisation: Acme Retail/ }).click();
  await tab
    .getByRole('dialog', { name: 'Switch organisation' })
    .getByRole('button', { name: /Globex Payments/ })
    .click();
  await expect(tab.getByRole('heading', { name: 'Globex Payments', level: 1 })).toBeVisible();
}

test('two tabs: a switch in one, a create in the other lands nowhere unseen', async ({
  page,
  context,
  axe,
}) => {
  const origin = stack?.origin ?? '';
  const dashboardNames = async () => {
    const answer = await page.request.get(`${origin}/api/dashboards`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    return ((await answer.json()) as { dashboards: { name: string }[] }).dashboards.map((d) => d.name);
  };
  const { tabA, tabB, create } = await twoTabsCreating(page, context, 'Made in tab B');

  // Tab A switches to Globex Payments: tab B is told at once.
  await switchToGlobex(tabA);
  const told = tabB
    .getByRole('alert')
    .filter({ hasText: 'You switched to Globex Payments in another tab, window or device' });
  await expect(told).toBeVisible();
  await expect(told).toContainText('This tab shows Acme Retail');

  // Its create is held back, the edit kept; nothing landed in Globex.
  await create.getByRole('button', { name: 'Create dashboard' }).click();
  await expect(tabB.getByText(/Not saved: you switched organisation in another tab/)).toBeVisible();
  await expect(create.getByLabel('Name')).toHaveValue('Made in tab B');
  expect(await dashboardNames()).not.toContain('Made in tab B');
  await axe('a write held back in another organisation');

  // The way back is in the form itself (a modal form keeps the page behind it out of reach) and in the
  // shell's notice. Back in Acme Retail from tab B, the same create lands there; now tab A is told.
  await expect(told.getByRole('button', { name: 'Switch back to Acme Retail' })).toBeVisible();
  await create.getByRole('button', { name: 'Switch back to Acme Retail' }).click();
  await expect(told).toBeHidden();
  await create.getByRole('button', { name: 'Create dashboard' }).click();
  await expect(create).toBeHidden();
  expect(await dashboardNames()).toContain('Made in tab B');
  await expect(
    tabA
      .getByRole('alert')
      .filter({ hasText: 'You switched to Acme Retail in another tab, window or device' }),
  ).toBeVisible();
});

test('a switch landing while a create is on its way: the person is told where it may be, and can open it there', async ({
  page,
  context,
}) => {
  const origin = stack?.origin ?? '';
  const { tabA, tabB, create } = await twoTabsCreating(page, context, 'Made in flight');

  // Tab B's create passes the check before the write; the write itself is held on the way.
  let release: () => Promise<void> = async () => undefined;
  const held = new Promise<void>((resolve) => {
    void tabB.route(`${origin}/api/dashboards`, async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      release = () => route.continue();
      resolve();
    });
  });
  await create.getByRole('button', { name: 'Create dashboard' }).click();
  await held;

  // Meanwhile tab A switches to Globex Payments; then the write reaches the service.
  await switchToGlobex(tabA);
  await release();

  // Tab B says at once where it may have landed, by name, with the way to open it there.
  const told = tabB.getByRole('alert').filter({ hasText: 'Your last save (POST /dashboards) may be in' });
  await expect(told).toContainText('may be in Globex Payments, not in Acme Retail');
  await expectAccessible(tabB, 'a save that may have landed in another organisation');
  const inGlobex = await tabB.request.get(`${origin}/api/dashboards`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(JSON.stringify(await inGlobex.json())).toContain('Made in flight');
  await told.getByRole('button', { name: 'Open Globex Payments in this tab' }).click();
  await expect(tabB.getByRole('button', { name: /Organisation: Globex Payments/ })).toBeVisible();
  await tabB.goto(`${origin}/dashboards`);
  await expect(tabB.getByRole('link', { name: 'Made in flight' })).toBeVisible();
});
