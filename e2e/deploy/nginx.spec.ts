import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { DEMO_API_KEYS } from '../../mocks/db/seed';
import { expect, test } from '../fixtures';
import { Shell } from '../pages/shell';

/**
 * The console as it will run: the built dist/ behind Debian's nginx with deploy/nginx.conf.template,
 * the API proxied at /api/ to the mock service answering as the vendor's live one. Everything binds
 * to 127.0.0.1 and is stopped after the spec.
 */
const NGINX_PORT = 4181;
const API_PORT = 4012;
const ORIGIN = `http://127.0.0.1:${NGINX_PORT}`;

let api: ChildProcess | undefined;
let nginx: ChildProcess | undefined;
let dir = '';

function started(child: ChildProcess, ready: RegExp, what: string): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`${what} did not start:\n${output}`)), 30_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (ready.test(output)) {
        clearTimeout(timer);
        resolvePromise();
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${what} exited (${code}):\n${output}`));
    });
  });
}

async function reachable(url: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error(`${url} did not answer`);
}

test.beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'lookout-nginx-'));
  // Its own process group (tsx runs the server in a child): the whole group is stopped after.
  api = spawn('npx', ['tsx', 'mocks/server.ts'], {
    env: { ...process.env, MOCK_PORT: String(API_PORT), MOCK_PROFILE: 'vendor' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  await started(api, /Lookout mock service on/, 'the mock service');

  const server = readFileSync('deploy/nginx.conf.template', 'utf8')
    .replaceAll('${LOOKOUT_LISTEN}', `127.0.0.1:${NGINX_PORT}`)
    .replaceAll('${LOOKOUT_ROOT}', resolve('dist'))
    .replaceAll('${LOOKOUT_API_UPSTREAM}', `http://127.0.0.1:${API_PORT}`)
    .replaceAll('${LOOKOUT_API_HOST}', `127.0.0.1:${API_PORT}`);
  const conf = join(dir, 'nginx.conf');
  writeFileSync(
    conf,
    [
      'daemon off;',
      'worker_processes 1;',
      `pid ${join(dir, 'nginx.pid')};`,
      'error_log stderr warn;',
      'events { worker_connections 64; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `  ${t}_temp_path ${join(dir, t)};`),
      server,
      '}',
    ].join('\n'),
  );
  nginx = spawn('/usr/sbin/nginx', ['-p', dir, '-c', conf], {
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  nginx.on('exit', (code) => {
    if (code) console.error(`nginx exited with ${code}`);
  });
  await reachable(`${ORIGIN}/`);
});

function stop(child: ChildProcess | undefined): void {
  if (child?.pid === undefined || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
}

test.afterAll(() => {
  stop(nginx);
  stop(api);
  if (dir) rmSync(dir, { recursive: true, force: true });
});

test('behind nginx: the security headers, and a sign-in with the base URL /api', async ({ page, axe }) => {
  const response = await page.goto(`${ORIGIN}/sign-in`);
  const headers = response?.headers() ?? {};
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['content-security-policy']).toContain("script-src 'self'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  await expect(page.getByRole('heading', { name: 'Connect to a service' })).toBeVisible();

  const apiCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`${ORIGIN}/api/`)) apiCalls.push(new URL(request.url()).pathname);
  });
  await page.getByRole('radiogroup', { name: 'Where' }).getByText('Custom base URL', { exact: true }).click();
  await page.getByRole('textbox', { name: 'Base URL' }).fill('/api');
  await page.getByRole('textbox', { name: 'API key', exact: true }).fill(DEMO_API_KEYS.Admin);
  await page.getByRole('button', { name: 'Connect', exact: true }).click();
  const shell = new Shell(page);
  await shell.expectSignedInAs('Demo admin key', 'Admin');
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
