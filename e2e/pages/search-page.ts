import { expect, type Locator, type Page } from '@playwright/test';
import { DEMO_API_KEYS } from '../../mocks/db/seed';
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
    // Each choice takes effect through the address: the next one waits for it, or it would start from
    // the choice before (a box still showing checked, a list without the last one). A click, then the
    // box as it is drawn from the address: `check()` would read the box at once, before the page that
    // owns it (a controlled box) has drawn the new address on a busy machine.
    await expect.poll(() => this.chosenInAddress()).toEqual([]);
    for (const [i, name] of datasets.entries()) {
      const box = this.page.getByRole('checkbox', { name: new RegExp(`^${name}`) });
      await expect(box).not.toBeChecked();
      await box.click({ force: true });
      await expect.poll(async () => (await this.chosenInAddress())?.length).toBe(i + 1);
      await expect(box).toBeChecked();
    }
    await this.page.keyboard.press('Escape');
  }

  /** The datasets the address names (undefined: none named, so every dataset). */
  private async chosenInAddress(): Promise<string[] | undefined> {
    const ds = new URL(this.page.url()).searchParams.get('ds');
    return ds === null ? undefined : (JSON.parse(ds) as string[]);
  }

  /** The query the editor shows, as a person reads it (its placeholder is no query). */
  async query(): Promise<string> {
    return this.editor.evaluate((editor) => {
      const copy = editor.cloneNode(true) as HTMLElement;
      copy.querySelectorAll('.cm-placeholder').forEach((p) => p.remove());
      return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
    });
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
    await expect(status).toBeVisible();
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

  /**
   * Scrolls the event list to its end until `count` events are loaded: each scroll waits for the
   * list to grow (its next page arrived) before the next.
   */
  async scrollUntilLoaded(count: number) {
    await this.feed.getByRole('button').first().focus();
    const loaded = async () =>
      Number(((await this.feed.getAttribute('aria-label')) ?? '').replace(/\D.*$/, ''));
    for (let shown = await loaded(); shown < count;) {
      await this.feed.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
      await expect.poll(loaded).toBeGreaterThan(shown);
      shown = await loaded();
    }
  }

  /**
   * How many events the demo's service (in this page) holds in `datasets` after `fromTs`, asked with
   * a demo key: what a test waits on to know new events have arrived, instead of waiting for time.
   */
  async eventsAfter(datasets: string[], fromTs: number, key = DEMO_API_KEYS.Standard): Promise<number> {
    return this.page.evaluate(
      async ({ from, from_ts, key: apiKey }) => {
        const response = await fetch('/demo-api/search', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-BRONTO-API-KEY': apiKey },
          body: JSON.stringify({ from, select: [], from_ts, to_ts: Date.now(), limit: 10 }),
        });
        const body = (await response.json()) as { events?: unknown[] };
        return body.events?.length ?? 0;
      },
      { from: datasets, from_ts: fromTs, key },
    );
  }

  async chooseRange(preset: string) {
    await new TimeRange(this.page).choose(preset);
  }
}
