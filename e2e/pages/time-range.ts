import { expect, type Locator, type Page } from '@playwright/test';

/** The one time-range picker, as a person uses it: a button naming the range, a panel of choices. */
export class TimeRange {
  readonly trigger: Locator;
  readonly panel: Locator;

  /** `scope`: the part of the page whose picker this is (a backtest beside a history, say). */
  constructor(page: Page, scope: Page | Locator = page) {
    this.trigger = scope.getByRole('button', { name: /^Time range:/ });
    this.panel = page.getByRole('dialog', { name: 'Time range' });
  }

  async open() {
    await this.trigger.click();
    await expect(this.panel).toBeVisible();
  }

  async choose(preset: string) {
    await this.open();
    await this.panel.getByRole('button', { name: preset, exact: true }).click();
    await this.expectRelative(preset);
  }

  async typeRelative(range: string) {
    await this.open();
    await this.panel.getByRole('textbox', { name: 'Custom relative range' }).fill(range);
    await this.panel.getByRole('button', { name: 'Apply' }).click();
  }

  /** From and to as the person types them, in their date format ("2026-11-21 04:35"). */
  async setAbsolute(from: string, to: string, zone = 'UTC') {
    await this.open();
    await this.panel.getByRole('textbox', { name: `From (${zone})` }).fill(from);
    await this.panel.getByRole('textbox', { name: `To (${zone})` }).fill(to);
    await this.panel.getByRole('button', { name: 'Set absolute range' }).click();
  }

  async expectRelative(range: string) {
    await expect(this.trigger).toHaveAccessibleName(`Time range: ${range}`);
  }

  /** An absolute window reads "from → to". */
  async expectAbsolute() {
    await expect(this.trigger).toHaveAccessibleName(/^Time range: .+ → .+/);
  }
}

/** "2026-11-21 04:35" in UTC: how a person with the default settings types a time. */
export const typedUtc = (ms: number) => new Date(ms).toISOString().slice(0, 16).replace('T', ' ');
