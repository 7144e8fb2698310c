import type { Page } from '@playwright/test';
import { DEMO_API_KEYS } from '../../mocks/db/seed';
import { expect, test } from '../fixtures';
import { SearchPage } from '../pages/search-page';
import { SignInPage } from '../pages/sign-in-page';

/**
 * Text that cannot lie: a directional override or a zero-width character in a string from the
 * service is shown by name, isolated, acting on nothing around it; copying still copies the text.
 */
const SPOOF = 'invoice\u202Egnp.exe';

/** Hidden characters drawn anywhere but as a named, isolated mark: each one's surroundings. */
const unmarked = (page: Page) =>
  page.evaluate(() => {
    const hidden = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C\u200B\u2060\uFEFF]/;
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      const marked = text.length === 1 && node.parentElement?.classList.contains('hidden-char');
      if (hidden.test(text) && !marked) found.push(node.parentElement?.outerHTML.slice(0, 160) ?? text);
    }
    return found;
  });

test.beforeEach(async ({ page }) => {
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.exploreDemoAs('Admin');
  await expect(page.getByRole('navigation', { name: 'Areas' })).toBeVisible();
});

test('a spoofed name and tag show their override by name, in lists and headings', async ({ page, axe }) => {
  const id = await page.evaluate(
    async ({ key, name }) => {
      const answer = await fetch('/demo-api/dashboards', {
        method: 'POST',
        headers: { 'X-BRONTO-API-KEY': key, 'Content-Type': 'application/json' },
        body: JSON.stringify({ name, tags: { 'te\u202Eam': 'sre', owner: 'ad\u200Bmin' } }),
      });
      return ((await answer.json()) as { id: string }).id;
    },
    { key: DEMO_API_KEYS.Admin, name: SPOOF },
  );
  await page.goto('/dashboards');
  // Its name, as read aloud too, says the override is there: "invoice⟨RLO⟩…".
  const link = page.getByRole('link', { name: /^invoice⟨RLO⟩/ });
  await expect(link).toBeVisible();
  await expect(link.locator('.hidden-char[data-char="RLO"]')).toHaveCount(1);
  // The mark is isolated: its override reaches nothing after it.
  expect(await link.locator('.hidden-char').evaluate((el) => getComputedStyle(el).unicodeBidi)).toBe(
    'isolate',
  );
  expect(await unmarked(page)).toEqual([]);
  await axe('a spoofed name in a list');

  await page.goto(`/dashboards/${id}`);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading.locator('.hidden-char[data-char="RLO"]')).toHaveCount(1);
  // Copying the heading copies the name as stored.
  expect(await heading.evaluate((el) => el.textContent)).toContain(SPOOF);
  await expect(page.locator('.hidden-char[data-char="ZWSP"]')).toHaveCount(1);
  expect(await unmarked(page)).toEqual([]);
});

test('a log line with an override shows it by name and copies intact', async ({ page }) => {
  await page.goto('/search');
  const search = new SearchPage(page);
  await search.chooseOnly(['hostile-input']);
  await search.chooseRange('Last 24 hours');
  await search.typeQuery("@raw LIKE '%gnp.exe%'");
  await search.run();
  await search.matchCount();
  const line = search.feed.locator('.hidden-char[data-char="RLO"]').first();
  await expect(line).toBeAttached();
  await expect(search.feed.locator('.hidden-char[data-char="PDF"]').first()).toBeAttached();
  expect(await unmarked(page)).toEqual([]);
  await search.feed.getByRole('button', { expanded: false }).first().click();
  // The expanded event's raw line names the override too, and still holds the characters as stored.
  const raw = search.feed.locator('pre').filter({ hasText: 'invoice' }).first();
  await expect(raw.locator('.hidden-char[data-char="RLO"]')).toHaveCount(1);
  expect(await raw.evaluate((el) => el.textContent)).toContain('\u202Egnp.exe');
  expect(await unmarked(page)).toEqual([]);
});

test('everywhere else a name is drawn: Home, groups, keys, a form, an error; a look-alike name is flagged', async ({
  page,
  axe,
}) => {
  const created = await page.evaluate(
    async ({ key, spoof }) => {
      const post = (path: string, body: unknown) =>
        fetch(`/demo-api${path}`, {
          method: 'POST',
          headers: { 'X-BRONTO-API-KEY': key, 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        }).then((answer) => answer.json() as Promise<{ id: string }>);
      const dashboard = await post('/dashboards', { name: spoof });
      await post('/groups', { name: '\u0410dmin team', description: `Owns ${spoof}` });
      await post('/api-keys', { name: `ci ${spoof}`, roles: ['ReadOnly'] });
      await post('/roles', {
        role_type: 'USER',
        display_name: 'Auditors',
        description: `Reads ${spoof}`,
        permissions: [],
      });
      return { dashboard: dashboard.id };
    },
    { key: DEMO_API_KEYS.Admin, spoof: SPOOF },
  );
  // Opened once, the dashboard is among Home's recent ones.
  await page.goto(`/dashboards/${created.dashboard}`);
  await expect(page.getByRole('heading', { level: 1 }).locator('.hidden-char')).toHaveCount(1);
  await page.goto('/');
  await expect(page.getByRole('link', { name: /^invoice⟨RLO⟩/ })).toBeVisible();
  expect(await unmarked(page)).toEqual([]);

  await page.goto('/groups');
  // The Cyrillic А is flagged where the name is drawn; the description's override is named.
  const lookAlike = page.locator('[data-mixed-scripts]', { hasText: 'dmin team' });
  await expect(lookAlike).toBeVisible();
  expect(await lookAlike.evaluate((el) => getComputedStyle(el, '::after').content)).toContain(
    'mixed scripts',
  );
  await expect(page.getByRole('cell', { name: /Owns invoice⟨RLO⟩/ })).toBeVisible();
  expect(await unmarked(page)).toEqual([]);
  await axe('a look-alike name and a spoofed description');

  // A custom role's description, as the roles list draws it.
  await page.goto('/roles');
  await expect(page.getByRole('cell', { name: /Reads invoice⟨RLO⟩/ })).toBeVisible();
  expect(await unmarked(page)).toEqual([]);

  await page.goto('/api-keys');
  await page.getByRole('button', { name: /^Actions for ci invoice⟨RLO⟩/ }).click();
  await page.getByRole('menuitem', { name: /Revoke/ }).click();
  await expect(page.getByRole('alertdialog', { name: /Revoke the key "ci invoice⟨RLO⟩/ })).toBeVisible();
  expect(await unmarked(page)).toEqual([]);
  await page.keyboard.press('Escape');

  // The service's 404 names the id it was given, override and all: named in the error panel.
  await page.goto(`/dashboards/${encodeURIComponent('nope\u202Eexe')}`);
  await expect(page.getByRole('alert').locator('.hidden-char[data-char="RLO"]')).toHaveCount(1);
  expect(await unmarked(page)).toEqual([]);
});
