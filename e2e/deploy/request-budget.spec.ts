import { DEMO_API_KEYS } from '../../mocks/db/seed';
import { expect, test } from '../fixtures';
import { SearchPage } from '../pages/search-page';
import { Shell } from '../pages/shell';
import { SignInPage } from '../pages/sign-in-page';
import { startStack, type Stack } from './stack';
import { requestsMade, requestsSettled, watchRequests } from '../requests';

/**
 * The live service allows 100 requests per 5 minutes per key. A typical hour of an operator's use,
 * against the mock service answering as the live one, must stay within 65 requests and never meet a
 * 429. Request counts are deterministic (no timing in the assertion), so this runs in `npm test`.
 * The monitors list's last-24-hours strips cost one request per monitor in view (seven here), kept
 * five minutes, and wait while under a quarter of the rate-limit window is left.
 */
const BUDGET = 65;

let stack: Stack | undefined;
test.beforeAll(async () => {
  stack = await startStack({ nginx: 4182, api: 4013 });
});
test.afterAll(() => stack?.stop());

test('a typical hour of use stays within 65 requests, with no 429', async ({ page }) => {
  const origin = stack?.origin ?? '';
  const sent: string[] = [];
  const refused: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`${origin}/api/`))
      sent.push(`${request.method()} ${new URL(request.url()).pathname.slice(4)}`);
  });
  page.on('response', (response) => {
    if (response.status() === 429) refused.push(response.url());
  });
  // Timers run on a clock the test can move: the two idle minutes at the end pass at once.
  await page.clock.install();

  await page.goto(`${origin}/sign-in`);
  await new SignInPage(page).connect({
    where: 'Custom base URL',
    baseUrl: '/api',
    method: 'API key',
    secret: DEMO_API_KEYS.Admin,
  });
  const shell = new Shell(page);
  await shell.expectSignedInAs('Demo admin key', 'Admin');
  await watchRequests(page);
  const watchedFrom = sent.length;

  // Logs: two searches, then 10,000 events scrolled.
  await shell.goTo('Logs');
  const search = new SearchPage(page);
  await search.chooseOnly(['nginx-access']);
  await search.chooseRange('Last 24 hours');
  expect(await search.matchCount()).toBeGreaterThan(10_000);
  await search.typeQuery('status_code >= 500');
  await search.run();
  await expect(page.getByText(/^[\d,]+ events match$/)).toBeVisible();
  await search.typeQuery('');
  await search.run();
  await search.scrollUntilLoaded(10_000);
  await expect(search.feed).toHaveAttribute('aria-label', /^(\d{5,})/);

  // A dashboard with twelve panels in view.
  await shell.goTo('Dashboards');
  await page.getByRole('link', { name: 'Service wall (50 panels)' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Service wall (50 panels)' })).toBeVisible();
  await expect(page.locator('svg.recharts-surface').first()).toBeVisible();

  // Monitors: the list, one monitor.
  await shell.goTo('Monitors');
  await page.getByRole('link', { name: 'Checkout 5xx at the edge' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout 5xx at the edge' })).toBeVisible();

  await shell.goTo('Users');
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await shell.goTo('Limits');
  await expect(page.getByRole('heading', { level: 1, name: 'Limits' })).toBeVisible();
  await shell.goTo('Usage');
  await expect(page.getByRole('figure', { name: /Ingestion of the organisation/ })).toBeVisible();

  // Two idle minutes on the Usage page.
  const beforeIdle = sent.length;
  await page.clock.fastForward('02:00');
  // What the timers started has been asked and answered (and seen here: the page made as many).
  await requestsSettled(page);
  await expect
    .poll(async () => (await requestsMade(page)).filter((r) => r.includes('/api/')).length)
    .toBe(sent.length - watchedFrom);

  const report = Object.entries(
    sent.reduce<Record<string, number>>(
      (counts, call) => ({ ...counts, [call]: (counts[call] ?? 0) + 1 }),
      {},
    ),
  )
    .sort((a, b) => b[1] - a[1])
    .map(([call, n]) => `${n} × ${call}`)
    .join('\n');
  console.log(`${sent.length} requests (${sent.length - beforeIdle} while idle):\n${report}`);
  expect(refused, 'answers 429').toEqual([]);
  expect(sent.length, `requests of a typical hour:\n${report}`).toBeLessThanOrEqual(BUDGET);
});
