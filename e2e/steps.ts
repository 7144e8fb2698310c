import type { Page } from '@playwright/test';

interface Steps {
  clicks: number;
  typings: number;
}

/**
 * Counts the steps a person takes from here, as the task budgets count them: every pointer press is a
 * click (a select and its option are two), and a burst of typed characters is one typing, ended by
 * the next click. Counted in the page (trusted events only), so it sees what a person's hand does,
 * across the console's own navigation (no reload). Returns a reader of the counts so far.
 */
export async function countSteps(page: Page): Promise<() => Promise<Steps>> {
  await page.evaluate(() => {
    const steps = { clicks: 0, typings: 0, typing: false };
    Object.assign(window, { lookoutSteps: steps });
    addEventListener(
      'pointerdown',
      (event) => {
        if (!event.isTrusted) return;
        steps.clicks += 1;
        steps.typing = false;
      },
      true,
    );
    addEventListener(
      'keydown',
      (event) => {
        if (!event.isTrusted || event.key.length !== 1 || steps.typing) return;
        steps.typings += 1;
        steps.typing = true;
      },
      true,
    );
  });
  return () =>
    page.evaluate(() => {
      const { clicks, typings } = (window as unknown as { lookoutSteps: Steps }).lookoutSteps;
      return { clicks, typings };
    });
}
