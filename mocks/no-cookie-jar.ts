/**
 * Stands in for tough-cookie in the demo's browser build (vite.config.ts aliases it here; tests and
 * the Node mock server keep the real one). MSW keeps a cookie jar for every mocked request: it reads
 * the jar before a handler runs and stores any Set-Cookie its answer carries. The demo's service
 * sets no cookies and reads none (the console never keeps a credential in one), so its jar is always
 * empty, and the real jar would cost each demo start tough-cookie and its public-suffix list
 * (tldts): about a third of the demo's JavaScript before gzip, parsed on every reload.
 *
 * Only what MSW's cookie store (msw/lib/core/utils/cookieStore) uses is here.
 */
export const Cookie = {
  /** Cookies MSW saved in an earlier version's jar are not read back: the demo sets none. */
  fromJSON: (): undefined => undefined,
};

export class MemoryCookieStore {
  idx: Record<string, unknown> = {};
}

export class CookieJar {
  getCookiesSync(): never[] {
    return [];
  }

  /** A mock answer with Set-Cookie is a mistake in the mock, said where it happens. */
  setCookie(cookie: string, url: string): Promise<never> {
    return Promise.reject(
      new Error(`The demo service sets no cookies, but its answer to ${url} set "${cookie.split('=')[0]}".`),
    );
  }
}
