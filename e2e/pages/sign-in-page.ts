import { expect, type Page } from '@playwright/test';
import { BUILT_IN_ROLE_NAMES } from '../../src/api/built-in-roles';

export type DemoRole = 'Admin' | 'Standard' | 'ReadOnly';

/** The sign-in page, as a person uses it. */
export class SignInPage {
  constructor(private readonly page: Page) {}

  async open() {
    await this.page.goto('/sign-in');
    await expect(this.page.getByRole('heading', { name: 'Explore the demo' })).toBeVisible();
  }

  async exploreDemoAs(role: DemoRole) {
    await this.page.getByRole('button', { name: `Explore as ${BUILT_IN_ROLE_NAMES[role]}` }).click();
  }

  async connect(options: {
    where: string;
    method: 'API key' | 'Bearer token (JWT)';
    secret: string;
    baseUrl?: string;
  }) {
    // A person clicks the option's label; the radio input itself is visually hidden.
    await this.page
      .getByRole('radiogroup', { name: 'Where' })
      .getByText(options.where, { exact: true })
      .click();
    if (options.baseUrl !== undefined)
      await this.page.getByRole('textbox', { name: 'Base URL' }).fill(options.baseUrl);
    await this.page
      .getByRole('radiogroup', { name: 'Credentials' })
      .getByText(options.method, { exact: true })
      .click();
    const secretName = options.method === 'API key' ? 'API key' : 'Bearer token';
    await this.page.getByRole('textbox', { name: secretName, exact: true }).fill(options.secret);
    await this.page.getByRole('button', { name: 'Connect', exact: true }).click();
  }
}
