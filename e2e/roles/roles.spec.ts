import { expect, test } from '../fixtures';
import { Shell } from '../pages/shell';
import { SignInPage } from '../pages/sign-in-page';

test('a role page groups permissions and flags the sensitive and restricted ones', async ({ page, axe }) => {
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.exploreDemoAs('Admin');
  await new Shell(page).goTo('Roles');
  await axe('roles list');
  await page.getByRole('link', { name: 'Administrator' }).click();
  await expect(page.getByRole('heading', { name: 'Administrator', level: 1 })).toBeVisible();
  const users = page.getByRole('row', { name: /^Users/ });
  await expect(users.getByText('Write users')).toBeVisible();
  await expect(users.getByText('Sensitive').first()).toBeVisible();
  await expect(
    page
      .getByRole('row', { name: /^Organisations/ })
      .getByText('Restricted')
      .first(),
  ).toBeVisible();
  await axe('role page');
  await new Shell(page).goTo('Permissions');
  await expect(page.getByRole('heading', { name: 'Permission catalogue' })).toBeVisible();
  await axe('permission catalogue');
});

test('ReadOnly sees why it cannot delete a role', async ({ page }) => {
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.exploreDemoAs('ReadOnly');
  await new Shell(page).goTo('Roles');
  await page.getByRole('link', { name: 'Billing manager' }).click();
  await expect(page.getByRole('button', { name: 'Delete role' })).toBeDisabled();
  await expect(page.getByText('Your role (ReadOnly) does not allow you to delete roles')).toBeVisible();
});

test('Admin deletes a custom role after confirming; it stays deleted across a reload until the demo is reset', async ({
  page,
}) => {
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.exploreDemoAs('Admin');
  await new Shell(page).goTo('Roles');
  await page.getByRole('link', { name: 'Incident responder' }).click();
  await page.getByRole('button', { name: 'Delete role' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('loses its 13 permissions');
  await dialog.getByRole('button', { name: 'Delete role' }).click();
  await expect(page).toHaveURL(/\/roles$/);
  await expect(page.getByRole('link', { name: 'Incident responder' })).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('link', { name: 'Billing manager' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Incident responder' })).toHaveCount(0);

  await new Shell(page).resetDemoData();
  await expect(page.getByRole('link', { name: 'Incident responder' })).toBeVisible();
});

test('a role that does not exist says so, inside the console', async ({ page }) => {
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.exploreDemoAs('Standard');
  await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible();
  await page.goto('/roles/NoSuchRole');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('404 Not Found');
  await expect(alert).toContainText('Role NoSuchRole was not found.');
  await expect(page.getByRole('navigation', { name: 'Areas' })).toBeVisible();
});
