import { expect, type Page } from '@playwright/test';

/**
 * Opens `url` and checks it is served as deploy/nginx.conf.template serves the console (and
 * `vite preview` as well, so a reload in the specs and the bench is timed as a person's is): the page
 * asked for again every time, hashed assets kept for a year.
 */
export async function gotoExpectingDeploymentCaching(page: Page, url: string) {
  const asset = page.waitForResponse((r) => new URL(r.url()).pathname.startsWith('/assets/'));
  const response = await page.goto(url);
  expect(response?.headers()['cache-control']).toBe('no-cache');
  expectSecurityHeaders(response?.headers() ?? {});
  expect((await asset).headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expectSecurityHeaders((await asset).headers());
  return response;
}

/** The headers every answer of the deployment carries, the page's and each asset's alike. */
export function expectSecurityHeaders(headers: Record<string, string>) {
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('no-referrer');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['permissions-policy']).toContain('camera=()');
}
