import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import {
  clockOffsetFromEnv,
  INCIDENTS_KEY,
  incidentsAtFromEnv,
  placeIncidents,
  shiftClock,
} from '../mocks/clock';
import { incidentsBefore, type Incident } from '../mocks/engine/incidents';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** Scans the page with axe (WCAG 2.2 A/AA) and fails on any serious or critical violation. */
export async function expectAccessible(page: Page, label = page.url()): Promise<void> {
  // Colours mid-transition (a toast fading out, a button's hover) are not what a person reads.
  // Scan as a person who asked for reduced motion sees the page: what honours that preference (the
  // toasts do) jumps to its settled colours, even when it starts to fade while axe is reading; and
  // let the other finite animations finish first (at most 2 s).
  await page.emulateMedia({ reducedMotion: 'reduce' });
  try {
    await page.evaluate(() =>
      Promise.race([
        Promise.all(
          document
            .getAnimations()
            .filter((a) => a.effect?.getTiming().iterations !== Infinity)
            .map((a) => a.finished.catch(() => undefined)),
        ),
        new Promise((resolve) => setTimeout(resolve, 2000)),
      ]),
    );
    const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    const report = blocking.map(
      (v) => `${v.impact} ${v.id}: ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`,
    );
    expect(report, `axe on ${label}`).toEqual([]);
  } finally {
    if (!page.isClosed()) await page.emulateMedia({ reducedMotion: null });
  }
}

/** The moment this run's demo services placed their incidents from (playwright.config.ts fixes it). */
function runIncidentsAt(): number {
  return incidentsAtFromEnv(process.env) ?? Date.now();
}

/** The demo's incidents as every page and service of this run has them: the oracle of their windows. */
export function runIncidents(): Incident[] {
  return incidentsBefore(runIncidentsAt());
}

interface Fixtures {
  /** Call on every page a spec visits; the page a test ends on is scanned as well. */
  axe: (label?: string) => Promise<void>;
  /** Script dialogs and CSP violations fail the test: no log line or API string may run script. */
  guard: undefined;
}

export const test = base.extend<Fixtures>({
  // Every page runs on the run's clock (LOOKOUT_NOW, mocks/clock.ts), as the spec and the mock server
  // do, and its demo places the incidents where the run's services all do.
  context: async ({ context }, use) => {
    const offset = clockOffsetFromEnv(process.env);
    if (offset) await context.addInitScript(shiftClock, offset);
    await context.addInitScript(placeIncidents, { key: INCIDENTS_KEY, at: runIncidentsAt() });
    await use(context);
  },
  axe: [
    async ({ page }, use, testInfo) => {
      await use((label) => expectAccessible(page, label));
      if (testInfo.status === testInfo.expectedStatus && !page.isClosed() && page.url().startsWith('http')) {
        await expectAccessible(page, `end of "${testInfo.title}"`);
      }
    },
    { auto: true },
  ],
  guard: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('dialog', (dialog) => {
        problems.push(`unexpected ${dialog.type()} dialog: ${dialog.message()}`);
        void dialog.dismiss();
      });
      page.on('console', (message) => {
        if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
          problems.push(message.text());
      });
      await use(undefined);
      expect(problems, 'dialogs and CSP violations').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * A form the person may not save: it says why first, and not one field takes input (the query editor
 * included), so nothing can be typed that could not be kept.
 */
export async function expectReadOnlyForm(page: Page, name: string, why: RegExp): Promise<void> {
  const form = page.getByRole('form', { name });
  await expect(form.getByRole('note')).toHaveText(new RegExp(`^Read-only: .*${why.source}`));
  const editable = form.locator(
    'input:enabled, textarea:enabled, select:enabled, button:enabled, [contenteditable="true"]',
  );
  await expect(editable).toHaveCount(0);
}

export { expect };
