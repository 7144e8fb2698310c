import { expect, test } from '../fixtures';
import { ADA_TOKEN, signInAsAda, startStack, type Stack } from './stack';

/**
 * The service keeps a person's current organisation for them, not for a tab. Two tabs of one person
 * against the console as deployed (nginx, the mock service answering as the live one): a switch in
 * one, a create in the other. Nothing is created in the organisation the tab does not show, and the
 * person is told, with the way back.
 */
let stack: Stack | undefined;
test.beforeAll(async () => {
  stack = await startStack({ nginx: 4183, api: 4014 });
});
test.afterAll(() => stack?.stop());

const token = ADA_TOKEN;
const signIn = signInAsAda;

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
  const tabA = page;
  const tabB = await context.newPage();
  await signIn(tabA, origin);
  await signIn(tabB, origin);

  // Tab B starts a dashboard in Acme Retail.
  await tabB.goto(`${origin}/dashboards`);
  await tabB.getByRole('button', { name: 'New dashboard' }).click();
  const create = tabB.getByRole('dialog', { name: 'New dashboard' });
  await create.getByLabel('Name').fill('Made in tab B');

  // Tab A switches to Globex Payments: tab B is told at once.
  await tabA.getByRole('button', { name: /Organisation: Acme Retail/ }).click();
  await tabA
    .getByRole('dialog', { name: 'Switch organisation' })
    .getByRole('button', { name: /Globex Payments/ })
    .click();
  await expect(tabA.getByRole('heading', { name: 'Globex Payments', level: 1 })).toBeVisible();
  const told = tabB
    .getByRole('alert')
    .filter({ hasText: 'You switched to Globex Payments in another tab or window' });
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
    tabA.getByRole('alert').filter({ hasText: 'You switched to Acme Retail in another tab or window' }),
  ).toBeVisible();
});
