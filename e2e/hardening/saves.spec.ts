import type { Page } from '@playwright/test';
import { DEMO_API_KEYS } from '../../mocks/db/seed';
import { expect, test } from '../fixtures';
import { DashboardPage } from '../pages/dashboard-page';
import { Shell } from '../pages/shell';
import { SignInPage } from '../pages/sign-in-page';

/**
 * Saves under the failures that used to lose work: a 409 and an ended session (a revoked key, an
 * injected 401). The person's arrangement and form survive, and end up stored.
 */
interface Layout {
  id: string;
  x: number;
  y: number;
  w: number;
  h: number;
}

/** The service's stored layout of "Web traffic", read with `key` (through the demo service in the page). */
const storedLayout = (page: Page, key: string) =>
  page.evaluate(async (apiKey) => {
    const headers = { 'X-BRONTO-API-KEY': apiKey };
    const list = (await (await fetch('/demo-api/dashboards', { headers })).json()) as {
      dashboards: { id: string; name: string }[];
    };
    // The list names each dashboard; read on its own, a dashboard joins its widgets.
    const listed = list.dashboards.find((d) => d.name === 'Web traffic');
    const dashboard = (await (await fetch(`/demo-api/dashboards/${listed?.id}`, { headers })).json()) as {
      widgets?: { id: string; name: string }[];
      layout?: { widget_layouts?: Layout[] };
    };
    const id = dashboard?.widgets?.find((w) => w.name === '5xx responses')?.id;
    return {
      all: dashboard?.layout?.widget_layouts ?? [],
      moved: dashboard?.layout?.widget_layouts?.find((l) => l.id === id),
    };
  }, key);

async function openWebTrafficInEditMode(page: Page) {
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.exploreDemoAs('Admin');
  await new Shell(page).goTo('Dashboards');
  await page.getByRole('link', { name: 'Web traffic' }).click();
  await page.getByRole('link', { name: 'Edit' }).click();
  const dashboard = new DashboardPage(page);
  await expect(dashboard.handle('5xx responses')).toBeVisible();
  return dashboard;
}

const NAMES = ['Requests', '5xx responses', 'Requests by status', 'p95 latency (ms)'];

/** Moves "5xx responses" down one row per press, from the keyboard, as a person can. */
async function moveDown(page: Page, dashboard: DashboardPage, rows: number) {
  await dashboard.handle('5xx responses').focus();
  for (let i = 0; i < rows; i++) await page.keyboard.press('ArrowDown');
}

test('a 409 while dragging keeps the drags and offers the choice', async ({ page }) => {
  const dashboard = await openWebTrafficInEditMode(page);
  const before = await storedLayout(page, DEMO_API_KEYS.Admin);
  await dashboard.simulateTrouble('Changed elsewhere (409)', 1);
  await moveDown(page, dashboard, 2);

  const conflict = page.getByRole('alertdialog', { name: 'This dashboard changed elsewhere' });
  await expect(conflict).toBeVisible();
  expect((await storedLayout(page, DEMO_API_KEYS.Admin)).moved).toEqual(before.moved);
  await conflict.getByRole('button', { name: 'Keep my layout' }).click();
  await dashboard.expectSaved();
  const arranged = await dashboard.settledBoxes(NAMES);
  const after = await storedLayout(page, DEMO_API_KEYS.Admin);
  expect(after.moved?.y).toBeGreaterThan(before.moved?.y ?? 0);
  // What is stored is what was arranged: the reloaded page draws the same boxes.
  await page.reload();
  await expect(dashboard.handle('5xx responses')).toBeVisible();
  expect(await dashboard.settledBoxes(NAMES)).toEqual(arranged);
});

test("a revoked key while dragging: another key of the same roles is another holder, and does not save the first key's layout", async ({
  page,
}) => {
  const dashboard = await openWebTrafficInEditMode(page);
  const before = await storedLayout(page, DEMO_API_KEYS.Admin);

  // A colleague makes a new key, and with it revokes the one this tab signed in with.
  const newKey = await page.evaluate(async (adminKey) => {
    const post = await fetch('/demo-api/api-keys', {
      method: 'POST',
      headers: { 'X-BRONTO-API-KEY': adminKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Replacement admin key', roles: ['Admin'] }),
    });
    const created = (await post.json()) as { api_key: string };
    const headers = { 'X-BRONTO-API-KEY': created.api_key };
    const keys = (await (await fetch('/demo-api/api-keys', { headers })).json()) as {
      api_keys: { id: string; api_key: string }[];
    };
    const old = keys.api_keys.find((k) => adminKey.startsWith(k.api_key));
    await fetch(`/demo-api/api-keys/${old?.id}`, { method: 'DELETE', headers });
    return created.api_key;
  }, DEMO_API_KEYS.Admin);

  await moveDown(page, dashboard, 1);
  const dialog = page.getByRole('alertdialog', { name: 'Your session ended; sign in again to save' });
  await expect(dialog).toBeVisible();
  // The revoked key cannot come back: the demo's own sign-in says so, and the work stays.
  await dialog.getByRole('button', { name: 'Sign in to the demo again' }).click();
  await expect(dialog.getByText(/did not accept this API key \(401\)/)).toBeVisible();
  // The new key is someone else's, though it holds the same roles: told so, the draft not sent.
  await dialog.getByRole('textbox', { name: 'API key' }).fill(newKey);
  await dialog.getByRole('button', { name: 'Sign in and save' }).click();
  await expect(dialog.getByText(/is not saved as someone else's work/)).toBeVisible();
  await expect(dialog.getByText(/stays kept for Demo admin key in this tab/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Continue as someone else, starting clean' }).click();
  await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible();
  await new Shell(page).expectSignedInAs('Replacement admin key', 'Admin');
  // What the service holds is the layout from before the revoked key's drag.
  expect(await storedLayout(page, newKey)).toEqual(before);
});

/**
 * As Admin, a new group "name" is created just as the session ends: the sign-in-again dialog shows,
 * with the form's field kept behind it.
 */
async function createGroupAsSessionEnds(page: Page, name: string) {
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.exploreDemoAs('Admin');
  const shell = new Shell(page);
  await shell.goTo('Groups');
  await new DashboardPage(page).simulateTrouble('Session ended (401)', 1);
  await page.getByRole('button', { name: 'New group' }).click();
  await page.getByRole('dialog', { name: 'New group' }).getByLabel('Name').fill(name);
  await page.getByRole('button', { name: 'Create group' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Your session ended; sign in again to save' });
  await expect(dialog).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'New group' }).getByLabel('Name')).toHaveValue(name);
  return { dialog, shell };
}

test('a form saved as the session ends keeps its fields, and saves once signed in again', async ({
  page,
}) => {
  const { dialog } = await createGroupAsSessionEnds(page, 'Night shift');
  await dialog.getByRole('button', { name: 'Sign in to the demo again' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Night shift' })).toBeVisible();
});

test("a form saved as the session ends is not saved as someone else's: another key starts clean", async ({
  page,
}) => {
  const { dialog, shell } = await createGroupAsSessionEnds(page, 'Admins only');
  await dialog.getByRole('textbox', { name: 'API key' }).fill(DEMO_API_KEYS.Standard);
  await dialog.getByRole('button', { name: 'Sign in and save' }).click();
  await expect(dialog.getByText(/is not saved as someone else's work/)).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'New group' }).getByLabel('Name')).toHaveValue('Admins only');

  await dialog.getByRole('button', { name: 'Continue as someone else, starting clean' }).click();
  await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible();
  await shell.expectSignedInAs('Demo standard key', 'Standard');
  const groups = await page.evaluate(async (key) => {
    const res = await fetch('/demo-api/groups', { headers: { 'X-BRONTO-API-KEY': key } });
    return ((await res.json()) as { groups: { name: string }[] }).groups.map((g) => g.name);
  }, DEMO_API_KEYS.Standard);
  expect(groups).not.toContain('Admins only');
});
