import { readFileSync, statSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { join } from 'node:path';
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
// One stack on fixed ports for the file: its tests run one after the other, in one worker.
test.describe.configure({ mode: 'default' });
// The browser trusts the test certificate (playwright.config.ts); Playwright's own requests are told to.
test.use({ ignoreHTTPSErrors: true });
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
  expect(headers['strict-transport-security']).toBe('max-age=31536000');
  // HTTPS with HTTP/2: the page and every script and style it loads, many at once on one connection.
  const protocols = await page.evaluate(() =>
    performance
      .getEntriesByType('navigation')
      .concat(performance.getEntriesByType('resource'))
      .map((entry) => (entry as PerformanceResourceTiming).nextHopProtocol),
  );
  expect(protocols.length).toBeGreaterThan(3);
  expect(new Set(protocols)).toEqual(new Set(['h2']));

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

/**
 * What nginx sends a client taking `encoding`: its headers and the bytes on the wire. A GET, or a
 * POST of `body` as JSON with the demo's Standard key.
 */
function fetchRaw(
  url: string,
  encoding: string,
  body?: unknown,
): Promise<{ headers: IncomingHttpHeaders; bytes: number }> {
  const ca = stack?.ca;
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { 'Accept-Encoding': encoding };
    if (body !== undefined)
      Object.assign(headers, {
        'Content-Type': 'application/json',
        'X-BRONTO-API-KEY': DEMO_API_KEYS.Standard,
      });
    const method = body === undefined ? 'GET' : 'POST';
    const sent = httpsRequest(url, { method, headers, ...(ca ? { ca } : {}) }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => resolve({ headers: response.headers, bytes }));
    }).on('error', reject);
    sent.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

test('behind nginx: a page of events the service sent plain goes out compressed', async () => {
  const ORIGIN = stack?.origin ?? '';
  const logs = await fetch(`${stack?.api}/logs`, { headers: { 'X-BRONTO-API-KEY': DEMO_API_KEYS.Standard } });
  const { logs: datasets } = (await logs.json()) as { logs: { log_id: string }[] };
  // The Logs page's first page of events (use-search.ts), as the live service answers it.
  const search = { from: [datasets[0]?.log_id], time_range: 'Last 1 hour', select: ['*'], limit: 200 };
  const plain = await fetchRaw(`${ORIGIN}/api/search`, 'identity', search);
  const gzip = await fetchRaw(`${ORIGIN}/api/search`, 'gzip, deflate, br', search);
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(gzip.headers['content-encoding']).toBe('gzip');
  expect(gzip.headers.vary ?? '').toMatch(/Accept-Encoding/i);
  console.log(`      200 events: ${gzip.bytes} bytes on the wire (${plain.bytes} uncompressed)`);
  expect(gzip.bytes).toBeLessThan(plain.bytes / 5);
});

test("behind nginx: the build's precompressed assets go out as they are, brotli or gzip, each kept apart by Vary", async ({
  page,
}) => {
  const ORIGIN = stack?.origin ?? '';
  // Every script and style the first visit loads, as the browser asks for them.
  const loaded: { path: string; encoding: string; bytes: number }[] = [];
  page.on('requestfinished', (request) => {
    const path = new URL(request.url()).pathname;
    if (!path.startsWith('/assets/')) return;
    // The body's length as nginx sent it (over HTTP/2 the browser's own count includes the headers).
    void request.response().then((response) =>
      loaded.push({
        path,
        encoding: response?.headers()['content-encoding'] ?? 'identity',
        bytes: Number(response?.headers()['content-length']),
      }),
    );
  });
  await page.goto(`${ORIGIN}/sign-in`);
  await expect(page.getByRole('heading', { name: 'Connect to a service' })).toBeVisible();
  await expect.poll(() => loaded.length).toBeGreaterThan(0);

  // What the browser was sent is the build's own compressed file, byte for byte in length.
  for (const asset of loaded) {
    const file = join('dist', asset.path);
    if (statSync(file).size < 1024) continue; // left as it is (vite.config.ts)
    expect(['br', 'gzip'], asset.path).toContain(asset.encoding);
    const suffix = asset.encoding === 'br' ? '.br' : '.gz';
    expect(asset.bytes, asset.path).toBe(statSync(file + suffix).size);
  }
  const wire = loaded.reduce((sum, a) => sum + a.bytes, 0);
  const plain = loaded.reduce((sum, a) => sum + statSync(join('dist', a.path)).size, 0);
  console.log(
    `      sign-in's first visit: ${wire} bytes of scripts and styles on the wire (${plain} uncompressed)`,
  );
  expect(wire).toBeLessThan(plain / 2.5);

  // Each encoding to the client that takes it, none to one that takes neither; always Vary.
  const entry = loaded.find((a) => a.path.endsWith('.js') && statSync(join('dist', a.path)).size > 50_000);
  expect(entry, 'the entry chunk').toBeDefined();
  const url = `${ORIGIN}${entry?.path ?? ''}`;
  const file = join('dist', entry?.path ?? '');
  const brotli = await fetchRaw(url, 'gzip, deflate, br');
  expect(brotli.headers['content-encoding']).toBe('br');
  expect(brotli.bytes).toBe(statSync(`${file}.br`).size);
  const gzip = await fetchRaw(url, 'gzip');
  expect(gzip.headers['content-encoding']).toBe('gzip');
  expect(gzip.bytes).toBe(statSync(`${file}.gz`).size);
  const none = await fetchRaw(url, 'identity');
  expect(none.headers['content-encoding']).toBeUndefined();
  expect(none.bytes).toBe(statSync(file).size);
  for (const answer of [brotli, gzip, none]) {
    expect(answer.headers.vary ?? '').toMatch(/Accept-Encoding/i);
    expect(answer.headers['cache-control']).toContain('immutable');
  }
});

/** Status and headers for `path` sent exactly as written (a browser or fetch would fold it first). */
function rawGet(origin: string, path: string): Promise<{ status: number; headers: IncomingHttpHeaders }> {
  const { hostname, port, protocol } = new URL(origin);
  const request = protocol === 'https:' ? httpsRequest : httpRequest;
  const ca = stack?.ca;
  return new Promise((resolve, reject) => {
    request({ hostname, port, path, method: 'GET', ...(ca ? { ca } : {}) }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers }));
    })
      .on('error', reject)
      .end();
  });
}

test("nginx and preview alike: the build's manifest under every spelling of its path, and the build's own policy", async ({
  baseURL,
}) => {
  const servers = { nginx: stack?.origin ?? '', preview: baseURL ?? '' };
  const spellings = [
    '/.vite/manifest.json',
    '/./.vite/manifest.json',
    '//.vite/manifest.json',
    '/%2evite/manifest.json',
    '/%2Evite%2Fmanifest.json',
    '/assets/../.vite/manifest.json',
    '/assets/%2e%2e/.vite/manifest.json',
  ];
  for (const [server, origin] of Object.entries(servers))
    for (const path of spellings) {
      const answer = await rawGet(origin, path);
      // nginx answers an escaped separator with 400 or folds it to a path it does not have: never the file.
      expect([400, 404], `${server} ${path}`).toContain(answer.status);
      expect(answer.headers['cache-control'] ?? '', `${server} ${path}`).not.toContain('immutable');
    }

  // Preview sends the policy the build wrote into index.html (plus frame-ancestors, header-only).
  const built = /http-equiv="Content-Security-Policy" content="([^"]*)"/
    .exec(readFileSync(join('dist', 'index.html'), 'utf8'))?.[1]
    ?.replaceAll('&#39;', "'");
  expect(built).toContain("script-src 'self';");
  const preview = await rawGet(servers.preview, '/sign-in');
  expect(preview.headers['content-security-policy']).toBe(`${built}; frame-ancestors 'none'`);
  expectSecurityHeaders(preview.headers as Record<string, string>);
});
