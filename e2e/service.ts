import type { Page } from '@playwright/test';
import createClient from 'openapi-fetch';
import { DEMO_API_KEYS } from '../mocks/db/seed';
import type { paths } from '../src/api/schema.gen';

/**
 * The oracle of a figure on screen: the service asked the same question through the generated client,
 * in the page (where the demo's service answers), with the demo's Admin key. What a spec reads as a
 * person does, it recomputes from this.
 */
export function serviceClient(page: Page, api: string) {
  return createClient<paths>({
    baseUrl: 'http://service.invalid',
    fetch: async (request: Request) => {
      const url = new URL(request.url);
      const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.text();
      const answer = await page.evaluate(
        async ({ path, method, body: sent, key }) => {
          const response = await fetch(path, {
            method,
            headers: { 'X-BRONTO-API-KEY': key, ...(sent ? { 'Content-Type': 'application/json' } : {}) },
            ...(sent ? { body: sent } : {}),
          });
          return {
            status: response.status,
            type: response.headers.get('content-type') ?? '',
            text: await response.text(),
          };
        },
        { path: api + url.pathname + url.search, method: request.method, body, key: DEMO_API_KEYS.Admin },
      );
      return new Response(answer.text || null, {
        status: answer.status,
        headers: { 'Content-Type': answer.type },
      });
    },
  });
}

export type ServiceClient = ReturnType<typeof serviceClient>;

interface Recorded {
  /** Each search's body, with the page (its path) that sent it. */
  searches: { body: unknown; from: string }[];
}

/**
 * Records the body of every search the console sends from now on (POST /search), as sent: what a spec
 * compares with what the page shows.
 */
export async function recordSearches(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { recorded?: Recorded };
    if (w.recorded) return;
    const recorded: Recorded = { searches: [] };
    w.recorded = recorded;
    const original = window.fetch.bind(window);
    window.fetch = async (input, init) => {
      const request = input instanceof Request ? input : undefined;
      const method = request?.method ?? init?.method ?? 'GET';
      const url = new URL(request?.url ?? String(input), window.location.href);
      if (method === 'POST' && url.pathname.endsWith('/search')) {
        const text = request ? await request.clone().text() : String(init?.body ?? '');
        recorded.searches.push({ body: JSON.parse(text) as unknown, from: window.location.pathname });
      }
      return original(input, init);
    };
  });
}

/** A search's body as the console sends it. */
interface SearchBody {
  where?: string;
  select?: string[];
  groups?: string[];
  from_ts?: number;
  to_ts?: number;
  from?: string[];
}

/** The searches recorded since `recordSearches` (by the page at `path`, when given), in the order sent. */
export const searchesSent = (page: Page, path?: string): Promise<SearchBody[]> =>
  page.evaluate(
    (only) =>
      (window as unknown as { recorded: Recorded }).recorded.searches
        .filter((s) => only === undefined || s.from === only)
        .map((s) => s.body as SearchBody),
    path,
  );

/** Forgets what was recorded: the next searches are the control's alone. */
export const clearSearches = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { recorded: Recorded }).recorded.searches.length = 0;
  });
