import { expect, expectReadOnlyForm, test } from '../fixtures';
import { Shell } from '../pages/shell';
import { DEMO_SERVICE, SignInPage } from '../pages/sign-in-page';

test("an admin changes a person's role, and signing in as them the console follows it", async ({
  page,
  axe,
}) => {
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.exploreDemoAs('Admin');
  const shell = new Shell(page);
  await shell.goTo('Users');
  await page.getByRole('button', { name: 'Invite a person' }).click();
  const invite = page.getByRole('dialog', { name: 'Invite a person' });
  await invite.getByRole('textbox', { name: 'E-mail' }).fill('not-an-address');
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(invite.getByRole('textbox', { name: 'E-mail' })).toBeFocused();
  await expect(invite.getByText('Give an e-mail address like name@example.com.')).toBeVisible();
  await axe('invite form');
  await invite.getByRole('button', { name: 'Cancel' }).click();
  await expect(invite).toBeHidden();
  await page.getByRole('searchbox', { name: 'Name or e-mail' }).fill('liskov');
  await expect(page).toHaveURL(/q=liskov/);
  await axe('users');
  await page.getByRole('link', { name: 'Barbara Liskov' }).click();
  await expect(page.getByRole('heading', { name: 'Barbara Liskov', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Profile' })).toContainText('May sign in with');
  await axe('user page');

  const form = page.getByRole('form', { name: 'Edit Barbara Liskov' });
  await form.getByRole('checkbox', { name: /^Read only/ }).uncheck();
  await form.getByRole('checkbox', { name: /^Standard/ }).check();
  await expect(form.getByRole('status')).toHaveText('Changed: roles');
  await form.getByRole('button', { name: 'Save changes' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Change the roles of Barbara Liskov?' });
  await expect(confirm).toContainText('They gain Standard');
  await expect(confirm).toContainText('They lose Read only');
  await confirm.getByRole('button', { name: 'Change roles' }).click();
  await expect(page.getByRole('link', { name: 'Standard', exact: true })).toBeVisible();

  // Barbara signs in with her own token: Standard may create dashboards, which ReadOnly could not.
  await shell.signOut();
  await signIn.chooseWhere(DEMO_SERVICE);
  await page.getByRole('combobox', { name: 'Or another person' }).selectOption({ label: 'Barbara Liskov' });
  await page.getByRole('button', { name: 'Use their bearer token' }).click();
  await page.getByRole('button', { name: 'Connect', exact: true }).click();
  await shell.expectSignedInAs('Barbara Liskov', 'Standard');
  await shell.goTo('Dashboards');
  await expect(page.getByRole('button', { name: 'New dashboard' })).toBeVisible();
  // Her own profile: she may change her name, not her roles.
  await (await new Shell(page).openAccount()).getByRole('link', { name: 'Barbara Liskov' }).click();
  const profile = page.getByRole('form', { name: 'Your profile' });
  await expect(profile.getByRole('checkbox')).toHaveCount(0);
  await profile.getByRole('textbox', { name: 'First name' }).fill('Barbara J.');
  await profile.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('heading', { name: 'Barbara J. Liskov', level: 1 })).toBeVisible();
  await axe('own profile');
});

test('add a person to a group with the picker, then remove them', async ({ page, axe }) => {
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.exploreDemoAs('Admin');
  await new Shell(page).goTo('Groups');
  await axe('groups');
  await page.getByRole('link', { name: 'Contractors' }).click();
  await expect(page.getByRole('heading', { name: 'Members (3)' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Name or e-mail' }).fill('hopper');
  await expect(page).toHaveURL(/find=hopper/);
  await page.getByRole('button', { name: 'Add Grace Hopper' }).click();
  await expect(page.getByRole('heading', { name: 'Members (4)' })).toBeVisible();
  await expect(page.getByRole('row', { name: /Grace Hopper/ })).toBeVisible();
  await axe('group page');

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Members (4)' })).toBeVisible();
  await page.getByRole('button', { name: 'Remove Grace Hopper' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Remove Grace Hopper from Contractors?' });
  await expect(confirm).toContainText('Their own roles do not change');
  await confirm.getByRole('button', { name: 'Remove from group' }).click();
  await expect(page.getByRole('heading', { name: 'Members (3)' })).toBeVisible();
  await expect(page.getByRole('row', { name: /Grace Hopper/ })).toHaveCount(0);
});

test('a new API key shows its secret once; the key signs in with the role it was given', async ({
  page,
  context,
  axe,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.exploreDemoAs('Admin');
  await new Shell(page).goTo('API keys');
  await expect(page.getByRole('row', { name: /Grafana read access/ })).toContainText('Expires soon');
  await axe('api keys');

  await page.getByRole('button', { name: 'Actions for Fluent Bit shipper (prod)' }).click();
  await axe('a row menu');
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit the key "Fluent Bit shipper (prod)"' });
  await edit.getByRole('textbox', { name: 'Name' }).fill('Fluent Bit shipper (production)');
  await axe('edit key dialog');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('row', { name: /Fluent Bit shipper \(production\)/ })).toBeVisible();

  await page.getByRole('button', { name: 'New API key' }).click();
  const form = page.getByRole('dialog', { name: 'New API key' });
  await form.getByRole('button', { name: 'Create key' }).click();
  await expect(form.getByRole('textbox', { name: 'Name' })).toBeFocused();
  await expect(form.getByText('Choose at least one role.')).toBeVisible();
  await form.getByRole('textbox', { name: 'Name' }).fill('Nightly report');
  await form.getByRole('checkbox', { name: /^Read only/ }).check();
  await form.getByRole('combobox', { name: 'Expires after' }).selectOption({ label: '7 days' });
  await form.getByRole('button', { name: 'Create key' }).click();

  const shown = page.getByRole('dialog', { name: 'Your new key "Nightly report"' });
  await expect(shown).toContainText('this is the only time it is shown');
  await shown.getByRole('button', { name: 'Copy the secret of Nightly report' }).click();
  const secret = await page.evaluate(() => navigator.clipboard.readText());
  expect(secret).toMatch(/^lk_[0-9a-f]{32}$/);
  await expect(shown.getByText(secret)).toBeVisible();
  await axe('new key secret');
  await shown.getByRole('button', { name: 'I have stored it' }).click();

  // Gone from the page, the list shows its first 8 characters only, and nothing stored it.
  await expect(page.getByText(secret)).toHaveCount(0);
  const row = page.getByRole('row', { name: /Nightly report/ });
  await expect(row).toContainText(`${secret.slice(0, 8)}…`);
  await expect(row).toContainText('Expires soon');
  expect(await page.content()).not.toContain(secret);
  const stored = await page.evaluate(
    () => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }),
  );
  expect(stored).not.toContain(secret);

  // The key works, as Read only.
  await new Shell(page).signOut();
  await signIn.connect({ where: DEMO_SERVICE, method: 'API key', secret });
  await new Shell(page).expectSignedInAs('Nightly report', 'ReadOnly');
  await new Shell(page).goTo('API keys');
  await expect(page.getByRole('button', { name: 'New API key' })).toHaveCount(0);
  await expect(page.getByText('does not allow you to create API keys')).toBeVisible();
});

test('a custom role: create it with a preview of the sensitive grants, compare it, preview the console as ReadOnly', async ({
  page,
  axe,
}) => {
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.exploreDemoAs('Admin');
  await new Shell(page).goTo('Roles');
  await page.getByRole('link', { name: 'New role' }).click();
  await page.getByRole('textbox', { name: 'Name' }).fill('Access reviewer');
  await page
    .getByRole('combobox', { name: 'Start from the permissions of' })
    .selectOption({ label: 'Read only' });
  await page.getByRole('checkbox', { name: /^Write users/ }).check();
  const preview = page.getByRole('complementary', { name: 'What this role grants' });
  await expect(preview).toContainText('Sensitive Grants Write users');
  await expect(page.getByRole('checkbox', { name: /^Delete limits/ })).toBeDisabled();
  await axe('role form');
  await page.getByRole('button', { name: 'Create role' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Grants Write users');
  await confirm.getByRole('button', { name: 'Save role' }).click();
  await expect(page.getByRole('heading', { name: 'Access reviewer', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Who holds it' })).toContainText('No user');

  await page.getByRole('link', { name: 'Compare with another role' }).click();
  await page.getByRole('combobox', { name: 'Second role' }).selectOption({ label: 'Read only (built-in)' });
  await expect(page).toHaveURL(/b=ReadOnly/);
  await expect(page.getByRole('main').getByRole('status')).toContainText(
    '1 only in Access reviewer; 0 only in Read only',
  );
  await axe('compare roles');

  // Preview as ReadOnly: the dashboards list stops offering "New dashboard", until the preview stops.
  await new Shell(page).viewAs('Read only');
  await expect(page.getByText('Previewing the console as Read only')).toBeVisible();
  await new Shell(page).goTo('Dashboards');
  await expect(page.getByRole('button', { name: 'New dashboard' })).toHaveCount(0);
  await axe('dashboards previewed as ReadOnly');
  await page.getByRole('button', { name: 'Stop previewing' }).click();
  await expect(page.getByRole('button', { name: 'New dashboard' })).toBeVisible();
});

test('ReadOnly finds no edit controls in the access pages, and a forbidden form by URL says why', async ({
  page,
  axe,
}) => {
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.exploreDemoAs('ReadOnly');
  const shell = new Shell(page);
  await shell.goTo('Users');
  await expect(page.getByRole('button', { name: 'Invite a person' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Grace Hopper' }).click();
  await expect(page.getByRole('heading', { name: 'Grace Hopper', level: 1 })).toBeVisible();
  await expect(page.getByRole('form')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Deactivate' })).toHaveCount(0);
  await shell.goTo('Groups');
  await expect(page.getByRole('button', { name: 'New group' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Finance' }).click();
  await expect(page.getByRole('button', { name: /^Remove / })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Add people' })).toHaveCount(0);
  await shell.goTo('API keys');
  await expect(page.getByRole('button', { name: /^Actions for / })).toHaveCount(0);
  await shell.goTo('Roles');
  await expect(page.getByRole('link', { name: 'New role' })).toHaveCount(0);

  await page.goto('/roles/new');
  await expectReadOnlyForm(page, 'Role', /Your role \(ReadOnly\) does not allow you to create custom roles/);
  await expect(page.getByRole('button', { name: 'Create role' })).toBeDisabled();
  await axe('role form as ReadOnly');
});

test('a table orders by the column a person picks, either way, and the order is in the link', async ({
  page,
  axe,
}) => {
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.exploreDemoAs('Admin');
  await new Shell(page).goTo('Users');
  const table = page.getByRole('table', { name: 'Users' });
  const header = table.getByRole('columnheader', { name: 'E-mail' });
  const emails = () => table.locator('tbody tr td:nth-child(2)').allTextContents();
  const byName = (list: string[]) => [...list].sort((a, b) => a.localeCompare(b));

  await header.getByRole('button').click();
  await expect(header).toHaveAttribute('aria-sort', 'ascending');
  await expect(page).toHaveURL(/sort=email/);
  expect(await emails()).toEqual(byName(await emails()));

  await header.getByRole('button').press('Enter');
  await expect(header).toHaveAttribute('aria-sort', 'descending');
  expect(await emails()).toEqual(byName(await emails()).reverse());
  await axe('users ordered by e-mail');

  await page.reload();
  await expect(header).toHaveAttribute('aria-sort', 'descending');
  expect(await emails()).toEqual(byName(await emails()).reverse());
  await expect(table.getByRole('columnheader', { name: 'Name' })).not.toHaveAttribute('aria-sort');
});

test('a long list comes a page at a time; the page is in the link, and a new order or filter starts again', async ({
  page,
  axe,
}) => {
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.exploreDemoAs('Admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  // The organisation grows through the API to 55 people: more than a page of 50.
  const made = await page.evaluate(async () => {
    let ok = 0;
    for (let i = 1; i <= 25; i++) {
      const response = await fetch('/demo-api/users', {
        method: 'POST',
        headers: { 'X-BRONTO-API-KEY': 'demo-admin-key', 'Content-Type': 'application/json' },
        body: JSON.stringify({
          first_name: 'Paged',
          last_name: `Person ${i}`,
          email: `paged.${i}@acme.example`,
          roles: ['ReadOnly'],
        }),
      });
      if (response.ok) ok++;
    }
    return ok;
  });
  expect(made).toBe(25);
  await new Shell(page).goTo('Users');
  const table = page.getByRole('table', { name: 'Users' });
  const pages = page.getByRole('navigation', { name: 'Users: pages' });
  await expect(pages.getByRole('status')).toHaveText('1–50 of 55');
  await expect(table.locator('tbody tr')).toHaveCount(50);

  await pages.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(pages.getByRole('status')).toHaveText('51–55 of 55');
  await expect(table.locator('tbody tr')).toHaveCount(5);
  await axe('the second page of users');
  const second = await table.locator('tbody th').allTextContents();

  await page.reload();
  await expect(pages.getByRole('status')).toHaveText('51–55 of 55');
  expect(await table.locator('tbody th').allTextContents()).toEqual(second);

  // Another order starts from its first page.
  await table.getByRole('columnheader', { name: 'E-mail' }).getByRole('button').click();
  await expect(page).not.toHaveURL(/page=/);
  await expect(pages.getByRole('status')).toHaveText('1–50 of 55');
  // So does a filter: seven people match (paged.2 and paged.20 to 25), on one page (no pager).
  await pages.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/page=2/);
  await page.getByRole('searchbox', { name: 'Name or e-mail' }).fill('paged.2');
  await expect(page).not.toHaveURL(/page=/);
  await expect(table.locator('tbody tr')).toHaveCount(7);
  await expect(pages).toHaveCount(0);
});
