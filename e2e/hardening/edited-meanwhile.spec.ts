import type { Locator, Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createBackend } from '../../mocks/backend';
import { DEMO_API_KEYS } from '../../mocks/db/seed';
import { expect, test } from '../fixtures';
import { SignInPage } from '../pages/sign-in-page';

/**
 * Someone else changes a record over the API while a person edits it here: a monitor, a limit, a
 * widget, a person's roles. Saving shows what they changed beside what the form holds, and writes
 * nothing until the person chooses; "theirs with my changes" keeps both.
 */
type Json = Record<string, unknown>;

/** The seed's custom role another admin adds (both services hold the same seed). */
const BILLING_MANAGER =
  createBackend().db.state.roles.find((r) => r.display_name === 'Billing manager')?.role_id ?? '';

/**
 * Both services of the demo: ours, and the one answering as the vendor's live service does (its
 * monitors' rule lives on a metric definition; it lists no roles, so the console names them by id).
 */
const SERVICES = [
  { name: 'ours', api: '/demo-api', listsRoles: true },
  { name: 'as the live service answers', api: '/demo-api-vendor', listsRoles: false },
] as const;
type Service = (typeof SERVICES)[number];

/** The service's record at `path`, read over the API as another client would. */
const read = (page: Page, service: Service, path: string) =>
  page.evaluate(
    async ({ at, key }) => (await (await fetch(at, { headers: { 'X-BRONTO-API-KEY': key } })).json()) as Json,
    { at: service.api + path, key: DEMO_API_KEYS.Admin },
  );

/** The fields a write schema of the contract declares: what another client sends back of a record. */
const schemas = (
  JSON.parse(readFileSync('mocks/contract.gen.json', 'utf8')) as {
    components: { schemas: Record<string, { properties?: object }> };
  }
).components.schemas;
const writable = (schema: string): string[] => Object.keys(schemas[schema]?.properties ?? {});

/** Another client's write: the record's writable fields (`fields`) as they are, with `change` on top. */
async function writeElsewhere(
  page: Page,
  service: Service,
  method: string,
  path: string,
  fields: string[] | null,
  change: Json,
) {
  await page.evaluate(
    async ({ verb, at, api, sent, changes, key }) => {
      const headers = { 'X-BRONTO-API-KEY': key, 'Content-Type': 'application/json' };
      const get = async (of: string) =>
        (await (await fetch(api + of, { headers })).json()) as Record<string, unknown>;
      const record = await get(at);
      // The live service sends a monitor without its rule: a client reads it from its metric.
      if (!record.queries && typeof record.metric_id === 'string')
        record.queries = (await get(`/metrics/definitions/${record.metric_id}`)).queries;
      const kept = sent
        ? Object.fromEntries(sent.filter((f) => f in record && record[f] !== '').map((f) => [f, record[f]]))
        : {};
      const answer = await fetch(api + at, {
        method: verb,
        headers,
        body: JSON.stringify({ ...kept, ...changes }),
      });
      if (!answer.ok) throw new Error(`${answer.status}: ${await answer.text()}`);
    },
    { verb: method, at: path, api: service.api, sent: fields, changes: change, key: DEMO_API_KEYS.Admin },
  );
}

/** Saving shows the conflict, naming the field they changed, and writes nothing until the choice. */
async function settleWithBoth(scope: Page | Locator, field: RegExp, save: () => Promise<void>) {
  await save();
  const panel = scope.getByRole('alert').filter({ hasText: 'Changed by someone else since you opened it' });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('rowheader', { name: field })).toBeVisible();
  return panel;
}

for (const service of SERVICES)
  test.describe(`the demo service, ${service.name}`, () => {
    test.beforeEach(async ({ page }) => {
      const signIn = new SignInPage(page);
      if (service.api === '/demo-api') {
        await signIn.open();
        await signIn.exploreDemoAs('Admin');
      } else await signIn.exploreLiveServiceDemo(DEMO_API_KEYS.Admin);
      // The demo service answers in the page from here on.
      await expect(page.getByRole('navigation', { name: 'Areas' })).toBeVisible();
    });

    test('a monitor changed meanwhile: their threshold and my name, both kept', async ({ page, axe }) => {
      const { monitors } = (await read(page, service, '/monitors')) as {
        monitors: { id: string; name: string }[];
      };
      const monitor = monitors[0] as { id: string; name: string };
      await page.goto(`/monitors/${monitor.id}/edit`);
      const name = page.getByRole('textbox', { name: 'Name', exact: true });
      await expect(name).toHaveValue(monitor.name);
      await name.fill(`${monitor.name} (renamed)`);

      await writeElsewhere(page, service, 'PUT', `/monitors/${monitor.id}`, writable('MonitorWrite'), {
        threshold: 987,
      });
      const panel = await settleWithBoth(page, /threshold/i, () =>
        page.getByRole('button', { name: 'Save monitor' }).click(),
      );
      await expect(panel).toContainText('987');
      expect((await read(page, service, `/monitors/${monitor.id}`)).name).toBe(monitor.name);
      await axe('a monitor changed meanwhile');
      await panel.getByRole('button', { name: /Save theirs with my changes/ }).click();
      await expect(page.getByRole('heading', { level: 1, name: `${monitor.name} (renamed)` })).toBeVisible();
      expect(await read(page, service, `/monitors/${monitor.id}`)).toMatchObject({
        name: `${monitor.name} (renamed)`,
        threshold: 987,
      });
    });

    test('a limit changed meanwhile: their description, my amount', async ({ page }) => {
      const { limits } = (await read(page, service, '/limits')) as {
        limits: { id: string; type?: string }[];
      };
      // One of the organisation's own (a SYSTEM limit comes with the contract and is not changed).
      const limit = limits.find((l) => l.type !== 'SYSTEM') as { id: string };
      await page.goto(`/limits?edit=${limit.id}`);
      const dialog = page.getByRole('dialog', { name: /Change the limit of/ });
      await dialog.getByRole('textbox', { name: 'Ingestion per month' }).fill('321');
      await writeElsewhere(page, service, 'PATCH', `/limits/${limit.id}`, writable('LimitWrite'), {
        description: 'Raised by finance',
      });
      const panel = await settleWithBoth(dialog, /description/i, () =>
        dialog.getByRole('button', { name: 'Save limit' }).click(),
      );
      await expect(panel).toContainText('Raised by finance');
      await panel.getByRole('button', { name: /Save theirs with my changes/ }).click();
      await expect(dialog).toBeHidden();
      const saved = await read(page, service, `/limits/${limit.id}`);
      expect(saved.description).toBe('Raised by finance');
      expect(String(saved.value)).toMatch(/^321/);
    });

    test('a widget changed meanwhile: use theirs drops my edit and writes nothing', async ({ page }) => {
      const { widgets } = (await read(page, service, '/widgets')) as {
        widgets: { id: string; name: string }[];
      };
      const widget = widgets[0] as { id: string; name: string };
      await page.goto(`/widgets/${widget.id}`);
      const name = page.getByRole('textbox', { name: 'Name', exact: true });
      await expect(name).toHaveValue(widget.name);
      await name.fill('Mine, not saved');
      await writeElsewhere(page, service, 'PUT', `/widgets/${widget.id}`, writable('WidgetWrite'), {
        name: 'Theirs',
      });
      const panel = await settleWithBoth(page, /name/i, () =>
        page.getByRole('button', { name: 'Save widget' }).click(),
      );
      await expect(panel.getByRole('rowheader', { name: /name/i })).toContainText('you changed it too');
      await panel.getByRole('button', { name: 'Use theirs, drop my changes' }).click();
      await expect(name).toHaveValue('Theirs');
      expect((await read(page, service, `/widgets/${widget.id}`)).name).toBe('Theirs');
    });

    test("a person's roles changed meanwhile: the role another admin added survives my change", async ({
      page,
    }) => {
      const { users } = (await read(page, service, '/users')) as {
        users: { id: string; first_name: string; last_name: string; roles: string[]; status: string }[];
      };
      const billing = BILLING_MANAGER;
      const person = users.find((u) => u.status === 'ACTIVE' && u.roles.join() === 'ReadOnly');
      if (!person) throw new Error('the seed has a ReadOnly person');
      await page.goto(`/users/${person.id}`);
      const form = page.getByRole('form', { name: `Edit ${person.first_name} ${person.last_name}` });
      const fieldset = form.getByRole('group', { name: 'Roles' });
      await fieldset.getByRole('checkbox', { name: /^Standard/ }).check();
      await fieldset.getByRole('checkbox', { name: /^Read only/ }).uncheck();

      await writeElsewhere(page, service, 'PATCH', `/users/${person.id}`, null, {
        roles: ['ReadOnly', billing],
      });
      await form.getByRole('button', { name: 'Save changes' }).click();
      await page
        .getByRole('alertdialog', { name: /Change the roles of/ })
        .getByRole('button', { name: 'Change roles' })
        .click();
      const panel = form
        .getByRole('alert')
        .filter({ hasText: 'Changed by someone else since you opened it' });
      await expect(panel).toBeVisible();
      await expect(panel.getByRole('row', { name: /Roles/ })).toContainText(
        service.listsRoles ? 'Billing manager' : billing,
      );
      expect((await read(page, service, `/users/${person.id}`)).roles).toEqual(['ReadOnly', billing]);
      await panel.getByRole('button', { name: /Save theirs with my changes/ }).click();
      await expect(panel).toBeHidden();
      await expect
        .poll(async () => ((await read(page, service, `/users/${person.id}`)).roles as string[]).sort())
        .toEqual([billing, 'Standard'].sort());
    });

    test("an API key's roles changed meanwhile: my new name and their role, both kept", async ({ page }) => {
      const { api_keys } = (await read(page, service, '/api-keys')) as {
        api_keys: { id: string; name: string; roles: string[] }[];
      };
      const key = api_keys.find((k) => k.name === 'Fluent Bit shipper (prod)');
      if (!key) throw new Error('the seed has the Fluent Bit key');
      await page.goto('/api-keys');
      await page.getByRole('button', { name: `Actions for ${key.name}` }).click();
      await page.getByRole('menuitem', { name: 'Edit' }).click();
      const dialog = page.getByRole('dialog', { name: `Edit the key "${key.name}"` });
      await dialog.getByRole('textbox', { name: 'Name' }).fill('Fluent Bit (renamed)');
      await writeElsewhere(page, service, 'PATCH', `/api-keys/${key.id}`, null, {
        roles: [...key.roles, 'ReadOnly'],
      });
      const panel = await settleWithBoth(dialog, /Roles/, () =>
        dialog.getByRole('button', { name: 'Save' }).click(),
      );
      expect((await read(page, service, '/api-keys')).api_keys).toContainEqual(
        expect.objectContaining({ id: key.id, name: key.name }),
      );
      await panel.getByRole('button', { name: /Save theirs with my changes/ }).click();
      await expect(dialog).toBeHidden();
      const saved = ((await read(page, service, '/api-keys')).api_keys as typeof api_keys).find(
        (k) => k.id === key.id,
      );
      expect(saved?.name).toBe('Fluent Bit (renamed)');
      expect(saved?.roles).toContain('ReadOnly');
    });
  });
