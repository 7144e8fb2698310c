import { DEMO_API_KEYS } from '../../mocks/db/seed';
import { expectSecurityHeaders, gotoExpectingDeploymentCaching } from '../deployment-caching';
import { expect, test } from '../fixtures';
import { Shell } from '../pages/shell';
import { SignInPage } from '../pages/sign-in-page';
import { startStack, type Stack } from './stack';

/**
 * The console as it will run: the built dist/ behind Debian's nginx with deploy/nginx.conf.template,
 * the API proxied at /api/ to the mock service answering as the vendor's live one.
 */
let stack: Stack | undefined;
test.beforeAll(async () => {
  stack = await startStack({ nginx: 4181, api: 4012 });
});
test.afterAll(() => stack?.stop());

test('behind nginx: the security headers, caching, and a sign-in with the base URL /api', async ({
  page,
  axe,
}) => {
  const ORIGIN = stack?.origin ?? '';
  const response = await gotoExpectingDeploymentCaching(page, `${ORIGIN}/sign-in`);
  const headers = response?.headers() ?? {};
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['content-security-policy']).toContain("script-src 'self'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  await expect(page.getByRole('heading', { name: 'Connect to a service' })).toBeVisible();

  // A missing asset is not kept; the build's manifest is not served; a redirect never names the
  // Host a client sent.
  const missing = await page.request.get(`${ORIGIN}/assets/missing.js`);
  expect(missing.status()).toBe(404);
  expect(missing.headers()['cache-control'] ?? '').not.toContain('immutable');
  expectSecurityHeaders(missing.headers());
  expect((await page.request.get(`${ORIGIN}/.vite/manifest.json`)).status()).toBe(404);
  const api = await page.request.get(`${ORIGIN}/api`, {
    headers: { Host: 'evil.example' },
    maxRedirects: 0,
  });
  expect(api.headers().location ?? '').not.toContain('evil.example');
  expectSecurityHeaders(api.headers());

  const apiCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`${ORIGIN}/api/`)) apiCalls.push(new URL(request.url()).pathname);
  });
  await new SignInPage(page).connect({
    where: 'Custom base URL',
    baseUrl: '/api',
    method: 'API key',
    secret: DEMO_API_KEYS.Standard,
  });
  const shell = new Shell(page);
  await shell.expectSignedInAs('Demo standard key', 'Standard');
  await shell.goTo('Monitors');
  await expect(page.getByRole('heading', { level: 1, name: 'Monitors' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Checkout 5xx at the edge' })).toBeVisible();
  await axe('monitors behind nginx');
  // Everything went through the proxy, on the console's own origin; the credential proof came first.
  expect(apiCalls[0]).toBe('/api/logs');
  expect(apiCalls).toContain('/api/monitors');
  // A deep link is served the console (try_files), not a 404.
  const deep = await page.request.get(`${ORIGIN}/monitors`);
  expect(deep.status()).toBe(200);
});
