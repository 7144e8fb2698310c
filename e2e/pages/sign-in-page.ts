import { expect, type Page } from '@playwright/test';
import { BUILT_IN_ROLE_NAMES } from '../../src/api/built-in-roles';

export type DemoRole = 'Admin' | 'Standard' | 'ReadOnly';

export const DEMO_SERVICE = 'Demo service in this browser';

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

  /**
   * Chooses where to connect, as a person does: by the option's label (the radio input itself is
   * visually hidden). The demo service starts when chosen, and its credentials then appear above the
   * fields, moving them and Connect down: a person sees them before typing, so this waits for them.
   */
  async chooseWhere(where: string) {
    await this.page.getByRole('radiogroup', { name: 'Where' }).getByText(where, { exact: true }).click();
    if (where === DEMO_SERVICE)
      await expect(this.page.getByRole('group', { name: 'Demo credentials' })).toBeVisible();
  }

  /** The demo service, answering as the vendor's live service does, chosen to connect to. */
  /** `open`: from a fresh sign-in page; else on the one a link led to (it returns to the link after). */
  async chooseLiveServiceDemo(open = true) {
    if (open) await this.open();
    await this.page
      .getByRole('radiogroup', { name: 'The demo service answers' })
      .getByText('As the live service answers')
      .click();
    await this.chooseWhere(DEMO_SERVICE);
  }

  /** That demo service, signed in with an API key. */
  async exploreLiveServiceDemo(apiKey: string, open = true) {
    await this.chooseLiveServiceDemo(open);
    await this.page.getByRole('textbox', { name: 'API key', exact: true }).fill(apiKey);
    await this.page.getByRole('button', { name: 'Connect', exact: true }).click();
  }

  async connect(options: {
    where: string;
    method: 'API key' | 'Bearer token (JWT)';
    secret: string;
    baseUrl?: string;
  }) {
    await this.chooseWhere(options.where);
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
