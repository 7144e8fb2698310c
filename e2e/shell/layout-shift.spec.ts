import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { PROFILES } from '../profiles';

/**
 * Nothing a person reads moves while a page loads: every part that arrives later (the query editor,
 * the histogram, the event list, a widget's chart) stands in a place of its final size. Measured as
 * the browser measures it (layout-shift entries, those after input left out, as Lighthouse does),
 * summed over the whole load: a stricter figure than CLS's worst five-second window.
 */
const MOST = 0.02;

interface Shift {
  value: number;
  /** The elements that moved, for the message when one does. */
  moved: string[];
}

/** From the next page load on, records each layout shift the page makes. */
async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { shifts: Shift[] };
    w.shifts = [];
    const describe = (node: Node | null) =>
      node instanceof Element
        ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}.${[...node.classList].join('.')}`
        : String(node?.nodeName);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
        sources?: { node: Node | null }[];
      }[])
        if (!entry.hadRecentInput)
          w.shifts.push({ value: entry.value, moved: (entry.sources ?? []).map((s) => describe(s.node)) });
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The shifts so far, after two frames (a shift is reported after the frame that made it). */
async function shiftsOf(page: Page): Promise<{ total: number; shifts: Shift[] }> {
  const shifts = await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    return (window as unknown as { shifts: Shift[] }).shifts;
  });
  return { total: shifts.reduce((sum, s) => sum + s.value, 0), shifts };
}

/** A desktop window, and the phone Lighthouse's mobile preset emulates (a Moto G Power). */
const SCREENS = [
  { name: 'a desktop', width: 1280, height: 900 },
  { name: 'a phone', width: 412, height: 823 },
];

for (const profile of PROFILES)
  for (const screen of SCREENS)
    test(`on ${profile.name}, on ${screen.name}: sign-in, Home, Logs and a dashboard load without moving what is read`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: screen.width, height: screen.height });
      await recordShifts(page);
      await page.goto('/sign-in');
      await expect(page.getByRole('heading', { name: 'Connect to a service' })).toBeVisible();
      const signIn = await shiftsOf(page);
      expect(signIn.total, JSON.stringify(signIn.shifts)).toBeLessThanOrEqual(MOST);
      await profile.signIn(page);
      await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible();

      // Each page as a full load in the signed-in tab, as a link opened or a reload shows it.
      await page.goto('/');
      await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible();
      await expect(page.getByRole('meter', { name: /ingestion against/ })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Alerting now' }).getByText(/./).first()).toBeVisible();
      const home = await shiftsOf(page);
      expect(home.total, `Home: ${JSON.stringify(home.shifts)}`).toBeLessThanOrEqual(MOST);

      await page.goto('/search?range=%22now-1h%22');
      await expect(page.getByText(/^[\d,]+ events match$/)).toBeVisible();
      await expect(page.getByRole('feed').getByRole('article').first()).toBeVisible();
      await expect(page.getByRole('figure', { name: 'Matching events over time' })).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'Query (where)' })).toBeVisible();
      const logs = await shiftsOf(page);
      expect(logs.total, `Logs: ${JSON.stringify(logs.shifts)}`).toBeLessThanOrEqual(MOST);

      await page.goto('/dashboards');
      await page.getByRole('link', { name: 'Checkout overview (12 widgets)' }).click();
      const heading = page.getByRole('heading', { name: 'Checkout overview (12 widgets)', level: 1 });
      await expect(heading).toBeVisible();
      const url = page.url();
      await page.goto(url);
      await expect(heading).toBeVisible();
      await expect(page.getByRole('figure').first()).toBeVisible();
      await page.waitForLoadState('networkidle'); // every widget in view drawn
      const dashboard = await shiftsOf(page);
      expect(dashboard.total, `dashboard: ${JSON.stringify(dashboard.shifts)}`).toBeLessThanOrEqual(MOST);
      const shown = (n: number) => n.toFixed(4);
      console.log(
        `      layout shift on ${profile.name}, ${screen.name}: sign-in ${shown(signIn.total)}, Home ${shown(home.total)}, ` +
          `Logs ${shown(logs.total)}, a dashboard ${shown(dashboard.total)}`,
      );
    });
