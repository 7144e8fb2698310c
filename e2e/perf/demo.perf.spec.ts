import { test, type Page } from '@playwright/test';
import { median, report, RUNS, signInToDemo } from './measure';

/**
 * The demo's long ranges, as a person meets them: each run loads the page afresh (a new page means a
 * new demo service with nothing computed yet), and the time is read in the page from the start of
 * its navigation to the first frame that shows the answer.
 *
 * Each row runs twice: with the engine's per-minute summaries (what the demo uses) and with them
 * turned off (`lookout.demo.summaries` = off, read by mocks/browser.ts), the path before them. The
 * ratio of the two medians is printed beside the row.
 */
const SUMMARIES_OFF = 'lookout.demo.summaries';

const MONITOR = 'Checkout 5xx at the edge';
const LOGS_7_DAYS = `/search?range=${encodeURIComponent('"Last 7 days"')}`;

/**
 * performance.now() in the page at the first animation frame where `holds` is true. `holds` runs in
 * the page, so it can use nothing from here; it returns `performance.now()` when the answer shows.
 */
async function timeWhen(page: Page, holds: () => number | false): Promise<number> {
  const handle = await page.waitForFunction(holds, undefined, { polling: 'raf', timeout: 120_000 });
  return (await handle.jsonValue()) as number;
}

/** Logs over the last 7 days: the count, then the first events (after "Run it" when it is asked). */
async function logsSevenDays(page: Page): Promise<number[]> {
  await page.goto(LOGS_7_DAYS, { waitUntil: 'commit' });
  const asked = await Promise.race([
    page
      .getByRole('button', { name: 'Run it' })
      .waitFor({ timeout: 60_000 })
      .then(() => true),
    page
      .getByText(/events match$/)
      .waitFor({ timeout: 60_000 })
      .then(() => false),
  ]);
  // The estimate's question is the person's to answer: its wait is not the search's.
  const start = asked
    ? await page.evaluate(() => {
        (
          [...document.querySelectorAll('button')].find(
            (b) => b.textContent === 'Run it',
          ) as HTMLButtonElement
        ).click();
        return performance.now();
      })
    : 0;
  const counted = await timeWhen(
    page,
    () =>
      [...document.querySelectorAll('[role=status]')].some((s) =>
        /events match$/.test(s.textContent ?? ''),
      ) && performance.now(),
  );
  const listed = await timeWhen(
    page,
    () => document.querySelector('[role=feed] article') !== null && performance.now(),
  );
  return [counted - start, listed - start];
}

async function monitorsList(page: Page): Promise<number[]> {
  await page.goto('/monitors', { waitUntil: 'commit' });
  return [
    await timeWhen(
      page,
      () => document.querySelectorAll('main table tbody tr').length >= 7 && performance.now(),
    ),
  ];
}

let monitorId = '';

async function monitorSevenDays(page: Page): Promise<number[]> {
  await page.goto(`/monitors/${monitorId}?range=${encodeURIComponent('"Last 7 days"')}`, {
    waitUntil: 'commit',
  });
  return [
    await timeWhen(
      page,
      () =>
        document.querySelector('[aria-label="Status changes, newest first"]') !== null && performance.now(),
    ),
  ];
}

async function backtestSevenDays(page: Page): Promise<number[]> {
  await page.goto(`/monitors/${monitorId}/edit`);
  await page
    .getByRole('status')
    .filter({ hasText: /Would (not )?have triggered/ })
    .waitFor({ timeout: 60_000 });
  const backtest = page.locator('section', { has: page.getByRole('heading', { name: 'Backtest' }) });
  await backtest.getByRole('button', { name: /^Time range:/ }).click();
  const sevenDays = page
    .getByRole('dialog', { name: 'Time range' })
    .getByRole('button', { name: 'Last 7 days' });
  await sevenDays.waitFor();
  const start = await sevenDays.evaluate((button: HTMLElement) => {
    button.click();
    return performance.now();
  });
  const done = await timeWhen(
    page,
    () =>
      [...document.querySelectorAll('[role=status]')].some((s) =>
        /over the last 7 days\.$/.test(s.textContent ?? ''),
      ) && performance.now(),
  );
  return [done - start];
}

/** Alert noise over 30 days: its first monitor's row, which shows as soon as that monitor's history is read. */
async function alertNoise(page: Page): Promise<number[]> {
  await page.goto('/monitors/noise', { waitUntil: 'commit' });
  return [
    await timeWhen(page, () => document.querySelector('main table tbody tr') !== null && performance.now()),
  ];
}

const rows: { names: string[]; targets: number[]; measure: (page: Page) => Promise<number[]> }[] = [
  {
    names: ['Logs, Last 7 days: count shown', 'Logs, Last 7 days: first events shown'],
    targets: [1500, 2000],
    measure: logsSevenDays,
  },
  { names: ['Monitors list (7 monitors) after a reload'], targets: [500], measure: monitorsList },
  { names: [`Monitor page, 7 days of history (${MONITOR})`], targets: [1000], measure: monitorSevenDays },
  { names: ['Backtest over 7 days'], targets: [1500], measure: backtestSevenDays },
  { names: ['Alert noise, 30 days of 8 monitors: the first row'], targets: [2000], measure: alertNoise },
];

test('demo: long ranges, with and without per-minute summaries', async ({ page }) => {
  test.setTimeout(1_800_000);
  await signInToDemo(page);
  await page.goto('/monitors');
  await page.getByRole('link', { name: MONITOR }).click();
  await page.waitForURL(/\/monitors\/[^/?]+/);
  monitorId = new URL(page.url()).pathname.split('/')[2] as string;

  let met = true;
  console.log(`\nDemo timings, median of ${RUNS} page loads each`);
  for (const row of rows) {
    const by: Record<'on' | 'off', number[][]> = { on: [], off: [] };
    for (const mode of ['off', 'on'] as const) {
      await page.evaluate(
        ([key, off]) => (off ? sessionStorage.setItem(key, 'off') : sessionStorage.removeItem(key)),
        [SUMMARIES_OFF, mode === 'off'] as const,
      );
      for (let run = 0; run < RUNS; run++) by[mode].push(await row.measure(page));
    }
    row.names.forEach((name, i) => {
      const on = by.on.map((r) => r[i] as number);
      const off = by.off.map((r) => r[i] as number);
      met = report(name, on, row.targets[i] as number) && met;
      console.log(
        `           before the summaries: ${median(off).toFixed(0)} ms, ${(median(off) / median(on)).toFixed(1)}× slower`,
      );
    });
  }
  await page.evaluate((key) => sessionStorage.removeItem(key), SUMMARIES_OFF);
  if (!met) throw new Error('a demo timing missed its target (see the rows above)');
});
