import { expect, test, type Page } from '@playwright/test';
import { percentile, report, RUNS, signInToDemo } from './measure';

async function openLogs(page: Page) {
  await signInToDemo(page);
  await page.goto('/search?range=%22Last%2024%20hours%22');
  await page.getByText(/events match$/).waitFor({ timeout: 60_000 });
  await page.getByRole('feed').waitFor();
}

/** Scrolls the feed until at least `count` events are loaded. */
async function loadEvents(page: Page, count: number) {
  const feed = page.getByRole('feed');
  for (let i = 0; i < 200; i++) {
    const label = (await feed.getAttribute('aria-label')) ?? '';
    if (Number(label.replace(/\D.*$/, '')) >= count) return;
    await feed.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
    await page.waitForTimeout(100);
  }
  throw new Error(`could not load ${count} events`);
}

test('search: 100,000 events painted and scrolled; typing in the editor', async ({ page }) => {
  test.setTimeout(900_000);
  const paint: number[] = [];
  const p95s: number[] = [];
  const worst: number[] = [];
  const extremeP95: number[] = [];
  const typing: number[] = [];
  let nodes = 0;
  for (let run = 0; run < RUNS; run++) {
    await openLogs(page);
    // Short of the 100,000 a page reads by a page or two (a load may be on its way when this stops).
    await loadEvents(page, 90_000);
    await page.waitForTimeout(500); // let a page already on its way land before measuring the next
    // Time from a page of events arriving to the next paint of the list that shows them.
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
    // One more page: it takes the list to 95,000 or to the 100,000 a page reads.
    await page.getByRole('feed').evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
    await page.waitForFunction(
      () => (window as unknown as { __painted?: number }).__painted !== undefined,
      undefined,
      { timeout: 60_000 },
    );
    await loadEvents(page, 100_000);
    paint.push(
      await page.evaluate(() => {
        const w = window as unknown as { __arrived: number; __painted: number };
        return w.__painted - w.__arrived;
      }),
    );
    nodes = await page.evaluate(() => document.querySelectorAll('*').length);

    // Frame times while scrolling through the loaded events: a fast human fling (300 px a frame,
    // 18,000 px/s) is the target; a whole new screen every frame (900 px) is reported for reference.
    // The bench runs Chromium unthrottled (playwright.bench.config.ts), so a frame's time is its own work.
    const scrollFrames = (step: number) =>
      page.evaluate(
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
    const fling = await scrollFrames(300);
    p95s.push(percentile(fling, 95));
    worst.push(Math.max(...fling));
    const extreme = await scrollFrames(900);
    extremeP95.push(percentile(extreme, 95));

    // Interaction to next paint while typing a query.
    await page.evaluate(() => {
      const w = window as unknown as { __inp: number[] };
      w.__inp = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) w.__inp.push(entry.duration);
      }).observe({ type: 'event', buffered: false, durationThreshold: 16 } as PerformanceObserverInit);
    });
    await page.getByRole('textbox', { name: 'Query (where)' }).click();
    await page.keyboard.type("status_code >= 500 AND path LIKE '/api/%' AND method = 'POST'", { delay: 30 });
    await page.waitForTimeout(300);
    typing.push(await page.evaluate(() => Math.max(0, ...(window as unknown as { __inp: number[] }).__inp)));
  }
  console.log('\nSearch page in Chromium');
  const ok = [
    report('100,000 events: from the last page arriving to its paint', paint, 150),
    report('scrolling 100,000 events at 300 px a frame: p95 frame time', p95s, 16.7),
    report('scrolling 100,000 events at 300 px a frame: worst frame', worst, 50),
    report('typing in the query editor: interaction to next paint (worst event)', typing, 50),
  ];
  console.log(`      DOM nodes with 100,000 events loaded: ${nodes}`);
  console.log(
    `      for reference, at 900 px a frame (a new screen every frame): p95 ${percentile(extremeP95, 50).toFixed(1)} ms`,
  );
  expect(nodes).toBeLessThan(3000);
  expect(ok.every(Boolean), 'every target met').toBe(true);
});

test('a 10,000-point histogram renders (downsampled) within 100 ms', async ({ page }) => {
  await page.goto('http://127.0.0.1:4175/e2e/perf/histogram-harness.html');
  await page.waitForFunction(
    () => typeof (window as unknown as { renderHistogram?: unknown }).renderHistogram === 'function',
  );
  await page.evaluate(() =>
    (window as unknown as { renderHistogram: (n: number) => Promise<number> }).renderHistogram(10_000),
  );
  const runs: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    runs.push(
      await page.evaluate(() =>
        (window as unknown as { renderHistogram: (n: number) => Promise<number> }).renderHistogram(10_000),
      ),
    );
  }
  console.log('\nHistogram');
  expect(report('10,000-point histogram: render to paint', runs, 100)).toBe(true);
});
