import { expect, type Locator, type Page } from '@playwright/test';
import { TimeRange } from './time-range';

/** The Logs page, as a person uses it. */
export class SearchPage {
  readonly editor: Locator;
  readonly feed: Locator;

  constructor(private readonly page: Page) {
    this.editor = page.getByRole('textbox', { name: 'Query (where)' });
    this.feed = page.getByRole('feed');
  }

  async chooseOnly(datasets: string[]) {
    await this.page.getByRole('button', { name: /^Datasets:/ }).click();
    await this.page.getByRole('button', { name: 'None', exact: true }).click();
    for (const name of datasets)
      await this.page.getByRole('checkbox', { name: new RegExp(`^${name}`) }).check({ force: true });
    await this.page.keyboard.press('Escape');
  }

  async typeQuery(text: string) {
    await this.editor.click();
    await this.page.keyboard.press('ControlOrMeta+a');
    await this.page.keyboard.press('Backspace');
    await this.page.keyboard.type(text, { delay: 5 });
  }

  async run() {
    await this.editor.click();
    await this.page.keyboard.press('ControlOrMeta+Enter');
  }

  async matchCount(): Promise<number> {
    const status = this.page.getByText(/^[\d,]+ events match$/);
    await expect(status).toBeVisible({ timeout: 15_000 });
    return Number((await status.textContent())?.replace(/\D/g, ''));
  }

  async aggregate(select: string, groupBy = '') {
    await this.page.getByRole('textbox', { name: 'Aggregate' }).fill(select);
    await this.page.getByRole('textbox', { name: 'Group by' }).fill(groupBy);
    await this.page
      .getByRole('form', { name: 'Aggregate and group by' })
      .getByRole('button', { name: 'Apply' })
      .click();
  }

  /** Scrolls the event list to its end until `count` events are loaded (at most `tries` scrolls). */
  async scrollUntilLoaded(count: number, tries = 40) {
    await this.feed.getByRole('button').first().focus();
    for (let i = 0; i < tries; i++) {
      const label = (await this.feed.getAttribute('aria-label')) ?? '';
      if (Number(label.replace(/\D.*$/, '')) >= count) return;
      await this.feed.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
      await this.page.waitForTimeout(150);
    }
  }

  async chooseRange(preset: string) {
    await new TimeRange(this.page).choose(preset);
  }
}
