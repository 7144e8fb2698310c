import { expect, type Locator, type Page } from '@playwright/test';
import { Shell } from './shell';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A dashboard, as a person sees and arranges it. */
export class DashboardPage {
  constructor(private readonly page: Page) {}

  widget(name: string): Locator {
    return this.page
      .locator('[data-widget-id]')
      .filter({ has: this.page.getByRole('heading', { name, exact: true }) });
  }

  /** Leaves one series of a grouped bar widget on its chart (its legend hides the others). */
  async showOnly(widgetName: string, series: string, names: string[]) {
    const widget = this.widget(widgetName);
    const legend = widget.getByRole('list', { name: `Series of ${widgetName}` });
    for (const name of names.filter((n) => n !== series))
      await legend
        .getByRole('button', { name: new RegExp(`^${name.replace(/[()]/g, '\\$&')}: shown`) })
        .click();
    await expect(widget.locator('.recharts-bar')).toHaveCount(1);
  }

  /** Clicks a bar chart's tallest bar, straight onto it (as a tap is: the tooltip mounting then does not swallow it). */
  async clickTallestBar(widgetName: string) {
    const bars = this.widget(widgetName).locator('.recharts-bar-rectangle path');
    const heights = await bars.evaluateAll((paths) => paths.map((p) => p.getBoundingClientRect().height));
    await bars.nth(heights.indexOf(Math.max(...heights))).click();
  }

  handle(name: string): Locator {
    return this.page.getByRole('button', { name: `Move or resize ${name}` });
  }

  saveStatus(): Locator {
    return this.page.getByRole('status').filter({ hasText: /saved|Saving|Not saved/ });
  }

  async expectSaved() {
    await expect(this.page.getByText('All changes saved')).toBeVisible();
  }

  /**
   * Every widget's place on the grid, by name: left and width as a share of the grid's width (so the
   * header wrapping or a scrollbar does not count), top and height in pixels from the grid's top.
   */
  async boxes(names: string[]): Promise<Record<string, Box>> {
    const grid = await this.page.locator('.react-grid-layout').boundingBox();
    if (!grid) throw new Error('no grid on screen');
    const out: Record<string, Box> = {};
    for (const name of names) {
      const box = await this.widget(name).boundingBox();
      if (!box) throw new Error(`${name} is not on screen`);
      const share = (px: number) => Math.round((px / grid.width) * 1000) / 10;
      out[name] = {
        x: share(box.x - grid.x),
        y: Math.round(box.y - grid.y),
        width: share(box.width),
        height: Math.round(box.height),
      };
    }
    return out;
  }

  /**
   * The boxes once the grid has stopped moving: its items animate into place after a load or a move.
   * Settled when no animation or transition is running and two frames in a row draw the same boxes.
   */
  async settledBoxes(names: string[]): Promise<Record<string, Box>> {
    const settled = async () => {
      await this.page.evaluate(async () => {
        await Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined)));
        await new Promise(requestAnimationFrame);
      });
      return JSON.stringify(await this.boxes(names));
    };
    let last = '';
    await expect
      .poll(async () => {
        const next = await settled();
        const same = next === last;
        last = next;
        return same;
      })
      .toBe(true);
    return JSON.parse(last) as Record<string, Box>;
  }

  /** Drags a widget by its handle, the way a mouse does: press, move in steps, release. */
  async drag(name: string, dx: number, dy: number) {
    const box = await this.handle(name).boundingBox();
    if (!box) throw new Error(`no handle for ${name}`);
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    await this.page.mouse.move(x, y);
    await this.page.mouse.down();
    await this.page.mouse.move(x + dx / 2, y + dy / 2, { steps: 8 });
    await this.page.mouse.move(x + dx, y + dy, { steps: 8 });
    await this.page.mouse.up();
  }

  /** Resizes a widget by its bottom-right corner. */
  async resize(name: string, dx: number, dy: number) {
    const corner = this.widget(name).locator('.react-resizable-handle-se');
    const box = await corner.boundingBox();
    if (!box) throw new Error(`no resize handle for ${name}`);
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    await this.page.mouse.move(x, y);
    await this.page.mouse.down();
    await this.page.mouse.move(x + dx, y + dy, { steps: 10 });
    await this.page.mouse.up();
  }

  async simulateTrouble(
    kind:
      | 'Service error (500)'
      | 'Rate limit (429, 10 s)'
      | 'Changed elsewhere (409)'
      | 'Session ended (401)'
      | 'Offline (no answer)',
    times = 1,
  ) {
    const popover = await new Shell(this.page).openDemoTools();
    await popover.getByLabel('Failure').selectOption({ label: kind });
    await popover.getByLabel('For the next requests').fill(String(times));
    await popover.getByRole('button', { name: 'Start' }).click();
    await this.page.keyboard.press('Escape');
  }
}
