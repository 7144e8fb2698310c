import { expect, test } from '../fixtures';
import { SignInPage } from '../pages/sign-in-page';

// A phone held upright.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

const AREAS = [
  'Logs',
  'Dashboards',
  'Monitors',
  'What changed',
  'Integrations',
  'Datasets',
  'Usage',
  'Limits',
  'Agent setup',
  'Forwarding',
  'Encryption keys',
  'Users',
  'Groups',
  'Roles',
  'Permissions',
  'API keys',
  'Organisation',
  'Settings',
];

/**
 * The tables that scroll sideways inside their box, and how many of them do not say so where a person
 * sees it (a table cut at its box's edge looks whole on a phone).
 */
const sidewaysTables = (page: import('@playwright/test').Page) =>
  page.evaluate(() => {
    const scrolling = [...document.querySelectorAll<HTMLElement>('.table-scroll')].filter(
      (box) => box.scrollWidth > box.clientWidth + 1,
    );
    // The cue is the region's own first line (global.css), drawn while the table scrolls.
    const cued = (box: HTMLElement) =>
      box.getAttribute('role') === 'region' &&
      /Scroll sideways/.test(getComputedStyle(box, '::before').content);
    return { scrolling: scrolling.length, uncued: scrolling.filter((box) => !cued(box)).length };
  });

/** How far the page scrolls sideways: nothing, on every page. */
const sidewaysOverflow = (page: import('@playwright/test').Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('at 390 px every area is reached from the menu button, nothing scrolls sideways, axe passes', async ({
  page,
  axe,
}) => {
  const signIn = new SignInPage(page);
  await signIn.open();
  expect(await sidewaysOverflow(page)).toBe(0);
  await signIn.exploreDemoAs('Admin');
  await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await sidewaysOverflow(page), 'Home scrolls sideways').toBe(0);
  await axe('Home at 390 px');

  const menu = page.getByRole('banner').getByRole('button', { name: 'Menu' });
  const nav = page.getByRole('navigation', { name: 'Areas' });
  // The navigation does not take the first screen: it waits behind the menu button.
  await expect(nav).toBeHidden();

  let scrollingTables = 0;
  for (const area of AREAS) {
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await nav.getByRole('link', { name: area }).click();
    await expect(nav).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    // Let the page's data arrive before measuring: tables are what overflow.
    await page.waitForLoadState('networkidle');
    expect(await sidewaysOverflow(page), `${area} scrolls sideways`).toBe(0);
    // A table knows it scrolls once it has measured itself, a frame after it is drawn.
    await expect
      .poll(async () => (await sidewaysTables(page)).uncued, {
        message: `${area}: a table scrolls sideways with nothing saying so`,
      })
      .toBe(0);
    scrollingTables += (await sidewaysTables(page)).scrolling;
    await axe(`${area} at 390 px`);
  }
  // Alerting's pages beside Monitors, reached from its list.
  for (const path of [
    '/monitors/downtimes',
    '/monitors/downtimes/new',
    '/monitors/notifications',
    '/monitors/templates',
    '/datasets/coverage',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await sidewaysOverflow(page), `${path} scrolls sideways`).toBe(0);
    await expect
      .poll(async () => (await sidewaysTables(page)).uncued, { message: `${path}: an uncued table` })
      .toBe(0);
    await axe(`${path} at 390 px`);
  }
  // Tables wider than a phone are what the cue is for: some pages have them.
  expect(scrollingTables).toBeGreaterThan(0);
});

test('at 390 px the first screen of Logs shows the query editor', async ({ page }) => {
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.exploreDemoAs('Admin');
  // Signed in (the session is kept for the tab) before the address changes.
  await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible();
  await page.goto('/search');
  const editor = page.getByRole('textbox', { name: 'Query (where)' });
  // The editor's code loads after the page: on a loaded machine that takes a while.
  await expect(editor).toBeVisible();
  const box = await editor.boundingBox();
  expect(box, 'the editor is laid out').not.toBeNull();
  expect((box?.y ?? Infinity) + (box?.height ?? 0)).toBeLessThanOrEqual(844);
  expect(await sidewaysOverflow(page)).toBe(0);
});
