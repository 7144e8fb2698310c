import { expect, test, type Page } from '@playwright/test';
import { seedDatasets } from '../../mocks/engine/catalogue';
import { lastPagePaint, scrollFrames } from './event-list';
import { percentile, report, RUNS, signInToDemo } from './measure';

/** The orders worker's structured logs: 2 KB JSON jobs, 12 KB batch reports (mocks/engine/worker-writer.ts). */
const WORKER = seedDatasets().find((d) => d.dataset === 'orders-worker')?.id ?? '';

async function openWorkerLogs(page: Page, where: string, range: string) {
  const search = new URLSearchParams({
    range: JSON.stringify(range),
    ds: JSON.stringify([WORKER]),
    q: where,
  });
  await page.goto(`/search?${search}`);
  await page.getByText(/events match$/).waitFor({ timeout: 60_000 });
  await page.getByRole('feed').waitFor();
}

/** From a click on the button named `name` to the paint after it: its work, a frame, the task after. */
function clickToPaint(page: Page, name: string): Promise<number> {
  return page.evaluate(
    (label) =>
      new Promise<number>((resolve) => {
        const target = [...document.querySelectorAll('button')].find((b) => b.textContent === label);
        if (!target) throw new Error(`no button ${label}`);
        const start = performance.now();
        target.click();
        requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start)));
      }),
    name,
  );
}

test('reading: 115 batch reports of 12 KB JSON, one expanded whole', async ({ page }) => {
  test.setTimeout(600_000);
  await signInToDemo(page);
  const expand: number[] = [];
  let listed = 0;
  let rows = 0;
  for (let run = 0; run < RUNS; run++) {
    await openWorkerLogs(page, "msg = 'batch report'", 'Last 24 hours');
    listed = Number(((await page.getByText(/events match$/).textContent()) ?? '').replace(/\D/g, ''));
    await page.getByRole('feed').getByRole('button').first().click();
    await page.getByRole('tree', { name: 'Message' }).waitFor();
    expand.push(await clickToPaint(page, 'Expand all'));
    // The tree draws the rows in view; it holds one per value and branch of the event.
    rows = await page.getByRole('region', { name: 'Raw line' }).evaluate((region) => {
      const count = (value: unknown): number =>
        value !== null && typeof value === 'object'
          ? Object.values(value).reduce((n: number, item) => n + 1 + count(item), 0)
          : 0;
      return count(JSON.parse(region.querySelector('pre')?.textContent ?? '{}'));
    });
  }
  console.log('\nReading structured events in Chromium');
  const ok = report(
    `${listed} events of 12 KB JSON listed, one opened and "Expand all" pressed: click to paint`,
    expand,
    100,
  );
  console.log(`      rows of the tree expanded whole: ${rows}`);
  expect(listed).toBeGreaterThanOrEqual(100);
  expect(rows).toBeGreaterThan(400);
  expect(ok, 'target met').toBe(true);
});

test('reading: 100,000 events of 2 KB JSON painted and scrolled', async ({ page }) => {
  test.setTimeout(900_000);
  await signInToDemo(page);
  const paint: number[] = [];
  const p95s: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    await openWorkerLogs(page, "msg = 'job done'", 'Last 7 days');
    paint.push(await lastPagePaint(page, 100_000));
    p95s.push(percentile(await scrollFrames(page, 300), 95));
  }
  const ok = [
    report('100,000 events of 2 KB JSON: from the last page arriving to its paint', paint, 150),
    report('scrolling them at 300 px a frame: p95 frame time', p95s, 16.7),
  ];
  expect(ok.every(Boolean), 'every target met').toBe(true);
});
