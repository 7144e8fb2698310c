import { expect, type Page } from '@playwright/test';

interface Watched {
  made: string[];
  open: number;
}

/**
 * Counts the console's requests in the page as it makes them (through `fetch`, which the client and
 * the demo's in-page service both go through), so a test can wait for them to settle instead of
 * waiting for time.
 */
export async function watchRequests(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { watchedRequests?: Watched };
    if (w.watchedRequests) return;
    const watched: Watched = { made: [], open: 0 };
    w.watchedRequests = watched;
    const original = window.fetch.bind(window);
    window.fetch = async (input, init) => {
      watched.made.push(
        input instanceof Request
          ? `${input.method} ${input.url}`
          : `${init?.method ?? 'GET'} ${String(input)}`,
      );
      watched.open++;
      try {
        return await original(input, init);
      } finally {
        watched.open--;
      }
    };
  });
}

/** Every request the console made since `watchRequests`, in order, as "METHOD url". */
export const requestsMade = (page: Page) =>
  page.evaluate(() => (window as unknown as { watchedRequests: Watched }).watchedRequests.made);

/** Waits until no request the console made is still waiting for its answer. */
export async function requestsSettled(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { watchedRequests: Watched }).watchedRequests.open))
    .toBe(0);
}
