import { expect, test, type CDPSession, type Page } from '@playwright/test';
import { SearchPage } from '../pages/search-page';
import { Shell } from '../pages/shell';
import { signInToDemo } from './measure';

/**
 * Memory over long use: a Logs page read to 100,000 events, then left, then signed out of; and a live
 * tail followed for 30 minutes (on a clock the bench moves). The heap is read after a full garbage
 * collection. The console keeps at most 100,000 events (about 1 MB per 1,000), drops them half a
 * minute after their page is left and everything at sign-out; a tail keeps its newest 1,000.
 * The 100,000 events come from the mock service as its own process (playwright.bench.config.ts), so
 * the heap is the console's alone; the tail runs on the in-page demo, whose clock the bench moves.
 */
const BOUND_MB = 15;

async function heapMB(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return usedSize / 1e6;
}

/** Scrolls the feed until the page has read all it reads (or the search's end). */
async function readEverything(page: Page) {
  const feed = page.getByRole('feed');
  const status = page.getByText(/^(The first [\d,]+ events, the most a page reads|End of the results)/);
  for (let i = 0; i < 400 && !(await status.isVisible()); i++) {
    await feed.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
    await page.waitForTimeout(150);
  }
  await expect(status).toBeVisible();
}

const mb = (n: number) => `${n.toFixed(1)} MB`;

test('memory: 100,000 events read, left and signed out of; a 30-minute live tail', async ({
  page,
  browser,
}) => {
  test.setTimeout(900_000);
  const cdp = await page.context().newCDPSession(page);
  await page.goto('/sign-in');
  await page.getByRole('radiogroup', { name: 'Where' }).getByText('Custom base URL', { exact: true }).click();
  await page.getByRole('textbox', { name: 'Base URL' }).fill('http://127.0.0.1:4010');
  await page.getByRole('radiogroup', { name: 'Credentials' }).getByText('API key', { exact: true }).click();
  await page.getByRole('textbox', { name: 'API key', exact: true }).fill('demo-admin-key');
  await page.getByRole('button', { name: 'Connect', exact: true }).click();
  await page.getByRole('heading', { name: 'Home', level: 1 }).waitFor({ timeout: 60_000 });
  // Where it starts: back on Home after a first look at Logs (its code loaded, as for anyone who
  // has used it), its few events dropped.
  const areas = page.getByRole('navigation', { name: 'Areas' });
  await areas.getByRole('link', { name: 'Logs' }).click();
  await page.getByRole('feed').waitFor({ timeout: 60_000 });
  await areas.getByRole('link', { name: 'Home' }).click();
  await page.getByRole('heading', { name: 'Home', level: 1 }).waitFor();
  let settled = Infinity;
  await expect
    .poll(async () => settled - (settled = await heapMB(cdp)), { timeout: 90_000, intervals: [10_000] })
    .toBeLessThan(0.5);
  const start = settled;

  await areas.getByRole('link', { name: 'Logs' }).click();
  await page.getByRole('feed').waitFor({ timeout: 60_000 });
  await new SearchPage(page).chooseRange('Last 24 hours');
  await page.getByText(/events match$/).waitFor({ timeout: 60_000 });
  await page.getByRole('feed').waitFor({ timeout: 60_000 });
  await readEverything(page);
  const events = Number(
    ((await page.getByRole('feed').getAttribute('aria-label')) ?? '').replace(/\D.*$/, ''),
  );
  const read = await heapMB(cdp);

  await areas.getByRole('link', { name: 'Home' }).click();
  await page.getByRole('heading', { name: 'Home', level: 1 }).waitFor();
  // The events leave half a minute after their page: waited for as a condition, at most a minute.
  await expect
    .poll(() => heapMB(cdp), { timeout: 60_000, intervals: [5_000] })
    .toBeLessThan(start + BOUND_MB);
  const left = await heapMB(cdp);
  await new Shell(page).signOut();
  const signedOut = await heapMB(cdp);

  // The tail: the demo's service in the page, its timers on a clock the bench moves, 5 s a read.
  const tail = await browser.newPage();
  await tail.clock.install();
  const tailCdp = await tail.context().newCDPSession(tail);
  await signInToDemo(tail);
  await tail.goto('/search');
  await tail.getByRole('group', { name: 'Show' }).getByRole('button', { name: 'Live tail' }).click();
  await tail.getByRole('feed').waitFor({ timeout: 60_000 });
  await tail.clock.runFor(60_000);
  const tailStart = await heapMB(tailCdp);
  for (let s = 60; s < 30 * 60; s += 5) await tail.clock.runFor(5_000);
  const tailEnd = await heapMB(tailCdp);
  await tail.close();

  console.log('\nMemory in Chromium (heap after a full garbage collection)');
  console.log(`  on Home, Logs seen once:                    ${mb(start)}`);
  console.log(
    `  Logs with ${events.toLocaleString('en')} events read:         ${mb(read)} (+${mb(read - start)})`,
  );
  console.log(
    `  left for Home (the events dropped):         ${mb(left)} (${left - start >= 0 ? '+' : ''}${mb(left - start)})`,
  );
  console.log(
    `  signed out:                                 ${mb(signedOut)} (${signedOut - start >= 0 ? '+' : ''}${mb(signedOut - start)})`,
  );
  console.log(`  live tail, after its first minute:          ${mb(tailStart)}`);
  console.log(
    `  live tail, after 30 minutes:                ${mb(tailEnd)} (${tailEnd - tailStart >= 0 ? '+' : ''}${mb(tailEnd - tailStart)})`,
  );
  console.log(`  bound: within ${BOUND_MB} MB of where each began`);
  expect(events).toBe(100_000);
  expect(left - start).toBeLessThan(BOUND_MB);
  expect(signedOut - start).toBeLessThan(BOUND_MB);
  expect(tailEnd - tailStart).toBeLessThan(BOUND_MB);
});
