import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { SignInPage } from '../pages/sign-in-page';

/**
 * What a visit downloads is what a size budget counts: every script the sign-in page, a console page
 * the Logs page and a dashboard load (before anything is opened) is in its budget (.size-limit.cjs), so nothing
 * loaded on every visit escapes `npm run size`.
 */
const BUDGETS = createRequire(import.meta.url)('../../.size-limit.cjs') as { name: string; path: string[] }[];
const counted = (...names: RegExp[]) =>
  new Set(
    BUDGETS.filter((b) => names.some((name) => name.test(b.name))).flatMap((b) =>
      b.path.map((file) => file.replace(/^dist/, '')),
    ),
  );

/** The scripts the page has loaded so far, by path. */
const scriptsOf = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.endsWith('.js')),
  );

test('every script a first visit, a console page, the Logs page and a dashboard load is counted by a budget', async ({
  page,
}) => {
  await page.goto('/sign-in');
  await expect(page.getByRole('heading', { name: 'Connect to a service' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const firstVisit = counted(/^First visit/);
  expect((await scriptsOf(page)).filter((path) => !firstVisit.has(path))).toEqual([]);

  // The demo's service is counted by its own budget; a real deployment loads none of it.
  await new SignInPage(page).exploreDemoAs('Admin');
  await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible();
  const dashboards = await page.evaluate(async () => {
    const answer = await fetch('/demo-api/dashboards', { headers: { 'X-BRONTO-API-KEY': 'demo-admin-key' } });
    return ((await answer.json()) as { dashboards: { id: string; name: string }[] }).dashboards;
  });
  const overview = dashboards.find((d) => d.name.startsWith('Checkout overview'));
  for (const [path, heading, budgets] of [
    ['/roles', 'Roles', [/^A console page/]],
    ['/search', 'Logs', [/^Logs page/, /^The Logs page's chunks/, /^Query editor/, /^Widget charts/]],
    [
      `/dashboards/${overview?.id ?? ''}`,
      overview?.name ?? '',
      [/^A dashboard/, /^The dashboard grid/, /^Widget charts/],
    ],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeAttached();
    await page.waitForLoadState('networkidle');
    const inBudget = counted(/^Demo mode/, /^The console's header tools/, ...budgets);
    expect(
      (await scriptsOf(page)).filter((script) => !inBudget.has(script)),
      `${heading}: scripts no budget counts`,
    ).toEqual([]);
  }
});
