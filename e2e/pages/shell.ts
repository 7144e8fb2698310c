import { expect, type Page } from '@playwright/test';
import { BUILT_IN_ROLE_NAMES } from '../../src/api/built-in-roles';

/** Built-in roles as the console names them (their display_name). */
const ROLE_NAMES = BUILT_IN_ROLE_NAMES;

/** The console's frame: the header's menus (account, demo tools), navigation, sign-out. */
export class Shell {
  constructor(private readonly page: Page) {}

  /** Opens the account menu in the header: who is signed in, their roles, View as, Sign out. */
  async openAccount() {
    await this.page
      .getByRole('banner')
      .getByRole('button', { name: /^Account: / })
      .click();
    return this.page.getByRole('dialog', { name: 'Account' });
  }

  async expectSignedInAs(name: string, role: string) {
    await expect(
      this.page.getByRole('banner').getByRole('button', { name: `Account: ${name}` }),
    ).toBeVisible();
    const account = await this.openAccount();
    // The role's display_name: the live service's own for its built-in roles, ours in the seed.
    const names = [role, ROLE_NAMES[role]].filter(Boolean).join('|');
    await expect(account.getByText(new RegExp(`^(${names})$`))).toBeVisible();
    await this.page.keyboard.press('Escape');
    await expect(account).toHaveCount(0);
  }

  /** Clicks Sign out in the account menu (a page with unsaved work asks first). */
  async clickSignOut() {
    const account = await this.openAccount();
    await account.getByRole('button', { name: 'Sign out' }).click();
  }

  async signOut() {
    await this.clickSignOut();
    await expect(this.page).toHaveURL(/\/sign-in/);
    // The credentials are forgotten once the page has left the console (src/app/use-sign-out.ts), a
    // moment after the address changes: a spec that goes on at once must wait for that moment.
    await expect
      .poll(() => this.page.evaluate(() => sessionStorage.getItem('lookout.signed-out')))
      .toBe('true');
  }

  async viewAs(role: string) {
    const account = await this.openAccount();
    await account.getByRole('combobox', { name: 'View as' }).selectOption({ label: role });
    await this.page.keyboard.press('Escape');
  }

  /** Opens the demo's tools in the header: simulated trouble and resetting the data. */
  async openDemoTools() {
    await this.page.getByRole('banner').getByRole('button', { name: 'Demo tools' }).click();
    return this.page.getByRole('dialog', { name: 'Demo tools' });
  }

  async resetDemoData() {
    const tools = await this.openDemoTools();
    await tools.getByRole('button', { name: 'Reset demo data' }).click();
    await this.page.getByRole('alertdialog').getByRole('button', { name: 'Reset demo data' }).click();
  }

  async goTo(area: string) {
    await this.page.getByRole('navigation', { name: 'Areas' }).getByRole('link', { name: area }).click();
  }
}
