import type { Page } from '@playwright/test';
import { DEMO_API_KEYS } from '../../mocks/db/seed';
import { expect, test } from '../fixtures';
import { SignInPage } from '../pages/sign-in-page';

/**
 * The narrowest race of a save: the form has read the record afresh and found it unchanged, and its
 * write is on the way when another admin's change lands. On our service every record carries a
 * version (ETag, x-assumed) and the write names it (If-Match): the service refuses it (412), the form
 * reads again and offers the choice. Here the console's write is held in flight, in the page, while
 * the other change is made; nothing of theirs is lost.
 */
type Json = Record<string, unknown>;
const API = '/demo-api';

/** The record at `path`, read over the API as another client would. */
const read = (page: Page, path: string) =>
  page.evaluate(
    async ({ at, key }) => (await (await fetch(at, { headers: { 'X-BRONTO-API-KEY': key } })).json()) as Json,
    { at: API + path, key: DEMO_API_KEYS.Admin },
  );

/** Another admin's write of `change` (no If-Match: a client that knows no versions). */
const writeElsewhere = (page: Page, method: string, path: string, change: Json) =>
  page.evaluate(
    async ({ verb, at, body, key }) => {
      const answer = await fetch(at, {
        method: verb,
        headers: { 'X-BRONTO-API-KEY': key, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (!answer.ok) throw new Error(`${answer.status}: ${await answer.text()}`);
    },
    { verb: method, at: API + path, body: change, key: DEMO_API_KEYS.Admin },
  );

interface HeldWindow {
  fetch: typeof fetch;
  heldWrite?: () => void;
}

/**
 * Holds the console's next versioned write (the one request that carries If-Match) until `release`.
 * The demo's service answers in the page, behind `fetch`: the hold wraps it there.
 */
async function holdNextVersionedWrite(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as HeldWindow;
    const original = w.fetch.bind(window);
    let holding = true;
    w.fetch = (input, init) => {
      const request = input instanceof Request ? input : new Request(input, init);
      if (!holding || !request.headers.has('If-Match')) return original(input, init);
      holding = false;
      return new Promise((resolve, reject) => {
        w.heldWrite = () => void original(input, init).then(resolve, reject);
      });
    };
  });
  return {
    held: () => page.waitForFunction(() => !!(window as unknown as HeldWindow).heldWrite),
    release: () => page.evaluate(() => (window as unknown as HeldWindow).heldWrite?.()),
  };
}

test.beforeEach(async ({ page }) => {
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.exploreDemoAs('Admin');
  await expect(page.getByRole('navigation', { name: 'Areas' })).toBeVisible();
});

const conflictPanel = (page: Page) =>
  page.getByRole('alert').filter({ hasText: 'Changed by someone else since you opened it' });

test('a monitor: their threshold lands while my rename is in flight; both are kept', async ({ page }) => {
  const { monitors } = (await read(page, '/monitors')) as { monitors: { id: string; name: string }[] };
  const monitor = monitors[1] as { id: string; name: string };
  const before = await read(page, `/monitors/${monitor.id}`);
  await page.goto(`/monitors/${monitor.id}/edit`);
  const name = page.getByRole('textbox', { name: 'Name', exact: true });
  await expect(name).toHaveValue(monitor.name);
  const hold = await holdNextVersionedWrite(page);
  await name.fill(`${monitor.name} (renamed)`);
  await page.getByRole('button', { name: 'Save monitor' }).click();

  // The form read the monitor unchanged and sent its write; it is on the way when theirs lands.
  await hold.held();
  const kept = ['name', 'comparison_operator', 'window', 'actions', 'queries'].map((f) => [f, before[f]]);
  await writeElsewhere(page, 'PUT', `/monitors/${monitor.id}`, {
    ...Object.fromEntries(kept),
    threshold: 4321,
  });
  await hold.release();

  const panel = conflictPanel(page);
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('row', { name: /threshold/i })).toContainText('4321');
  expect(await read(page, `/monitors/${monitor.id}`)).toMatchObject({ name: monitor.name, threshold: 4321 });
  await panel.getByRole('button', { name: /Save theirs with my changes/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: `${monitor.name} (renamed)` })).toBeVisible();
  expect(await read(page, `/monitors/${monitor.id}`)).toMatchObject({
    name: `${monitor.name} (renamed)`,
    threshold: 4321,
  });
});

test("a group: their new name lands while my description is in flight; I choose, nothing's lost", async ({
  page,
}) => {
  const { groups } = (await read(page, '/groups')) as { groups: { group_id: string; name: string }[] };
  const group = groups[0] as { group_id: string; name: string };
  await page.goto(`/groups/${group.group_id}`);
  const form = page.getByRole('form', { name: 'Name and description' });
  await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue(group.name);
  const hold = await holdNextVersionedWrite(page);
  await form.getByRole('textbox', { name: 'Description' }).fill('Mine, in flight');
  await form.getByRole('button', { name: 'Save' }).click();

  await hold.held();
  await writeElsewhere(page, 'PATCH', `/groups/${group.group_id}`, { name: 'Renamed by another admin' });
  await hold.release();

  const panel = conflictPanel(page);
  await expect(panel.getByRole('row', { name: /name/i })).toContainText('Renamed by another admin');
  expect(await read(page, `/groups/${group.group_id}`)).toMatchObject({
    name: 'Renamed by another admin',
  });
  await panel.getByRole('button', { name: /Save theirs with my changes/ }).click();
  await expect(panel).toBeHidden();
  await expect
    .poll(() => read(page, `/groups/${group.group_id}`))
    .toMatchObject({ name: 'Renamed by another admin', description: 'Mine, in flight' });
});
