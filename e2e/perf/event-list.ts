import type { Page } from '@playwright/test';

/**
 * How the Logs page's event list is measured: loading it to a size, the time from a page of events
 * arriving to its paint, and frame times while scrolling it. Shared by the search and reading benches.
 */

/** Scrolls the feed until at least `count` events are loaded. */
async function loadEvents(page: Page, count: number) {
  const feed = page.getByRole('feed');
  for (let i = 0; i < 400; i++) {
    const label = (await feed.getAttribute('aria-label')) ?? '';
    if (Number(label.replace(/\D.*$/, '')) >= count) return;
    await feed.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
    await page.waitForTimeout(100);
  }
  throw new Error(`could not load ${count} events`);
}

/**
 * Loads the list near `count` events, then times the next page: from its answer read to the paint of
 * the list that shows it; then loads the rest to `count`.
 */
export async function lastPagePaint(page: Page, count: number): Promise<number> {
  // Short of the count by a page or two (a load may be on its way when this stops).
  await loadEvents(page, count - 10_000);
  await page.waitForTimeout(500); // let a page already on its way land before measuring the next
  await page.evaluate(() => {
    const w = window as unknown as { __arrived?: number; __painted?: number };
    // The client reads bodies with text() or json(); either marks the data as arrived.
    for (const method of ['text', 'json'] as const) {
      const original = Response.prototype[method] as (this: Response) => Promise<unknown>;
      Object.defineProperty(Response.prototype, method, {
        configurable: true,
        value: async function (this: Response) {
          const body = await original.call(this);
          // The first answer after this point is the page measured; later reads (the count) are not.
          if (this.url.includes('/search') && w.__arrived === undefined) w.__arrived = performance.now();
          return body;
        },
      });
    }
    const feed = document.querySelector('[role=feed]') as HTMLElement;
    new MutationObserver(() => {
      if (w.__arrived && !w.__painted) requestAnimationFrame(() => (w.__painted = performance.now()));
    }).observe(feed, { attributes: true, attributeFilter: ['aria-label'] });
  });
  await page.getByRole('feed').evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
  await page.waitForFunction(
    () => (window as unknown as { __painted?: number }).__painted !== undefined,
    undefined,
    { timeout: 60_000 },
  );
  await loadEvents(page, count);
  return page.evaluate(() => {
    const w = window as unknown as { __arrived: number; __painted: number };
    return w.__painted - w.__arrived;
  });
}

/**
 * Frame times while scrolling up through the loaded events, `step` px a frame: 300 is a fast human
 * fling (18,000 px/s), 900 a whole new screen every frame. The bench runs Chromium unthrottled
 * (playwright.bench.config.ts), so a frame's time is its own work.
 */
export function scrollFrames(page: Page, step: number): Promise<number[]> {
  return page.evaluate(
    (px) =>
      new Promise<number[]>((resolve) => {
        const feed = document.querySelector('[role=feed]') as HTMLElement;
        const deltas: number[] = [];
        let last = performance.now();
        let top = feed.scrollTop;
        const frame = () => {
          const now = performance.now();
          deltas.push(now - last);
          last = now;
          top = Math.max(0, top - px);
          feed.scrollTop = top;
          if (deltas.length < 240 && top > 0) requestAnimationFrame(frame);
          else resolve(deltas.slice(1));
        };
        requestAnimationFrame(frame);
      }),
    step,
  );
}
