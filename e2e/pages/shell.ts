import { expect, type Page } from '@playwright/test';

/** The console's frame: identity, navigation, sign-out. */
export class Shell {
  constructor(private readonly page: Page) {}

  async expectSignedInAs(name: string, role: string) {
    const header = this.page.getByRole('banner');
    await expect(header.getByText(name, { exact: true })).toBeVisible();
    await expect(header.getByText(role, { exact: true })).toBeVisible();
  }

  async signOut() {
    await this.page.getByRole('button', { name: 'Sign out' }).click();
    await expect(this.page).toHaveURL(/\/sign-in/);
  }

  async resetDemoData() {
    await this.page.getByRole('button', { name: 'Reset demo data' }).click();
    await this.page.getByRole('alertdialog').getByRole('button', { name: 'Reset demo data' }).click();
  }

  async goTo(area: string) {
    await this.page.getByRole('navigation', { name: 'Areas' }).getByRole('link', { name: area }).click();
  }
}
