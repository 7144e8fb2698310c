import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:https';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { createDemoToken } from '../../mocks/auth';
import { createBackend } from '../../mocks/backend';
import { expect } from '../fixtures';
import { SignInPage } from '../pages/sign-in-page';
import { testCertificate } from './tls';

/**
 * The console as it will run: the built dist/ behind Debian's nginx with deploy/nginx.conf.template
 * (HTTPS and HTTP/2, with the test certificate of tls.ts), the API proxied at /api/ to the mock service
 * answering as the vendor's live one (MOCK_PROFILE=vendor). Everything binds to 127.0.0.1; `stop` ends
 * both processes (each in its own process group).
 */
export interface Stack {
  /** The console's origin, https. */
  origin: string;
  /** The mock service itself, for a spec's own reads (Node's fetch does not trust the test certificate). */
  api: string;
  /** The certificate nginx presents, for Node clients that must trust it (`ca`). */
  ca: Buffer;
  stop: () => void;
}

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

/** Waits until nginx answers `url` over TLS, its certificate trusted as `ca`. */
async function reachable(url: string, ca: Buffer): Promise<void> {
  const answers = () =>
    new Promise<void>((resolvePromise, reject) =>
      get(url, { ca }, (response) => {
        response.resume();
        resolvePromise();
      }).on('error', reject),
    );
  for (let i = 0; i < 100; i++) {
    try {
      return await answers();
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error(`${url} did not answer`);
}

function stopGroup(child: ChildProcess | undefined): void {
  if (child?.pid === undefined || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
}

/** nginx.conf around the template's server block, with every path in a temporary folder. */
function nginxConf(dir: string, port: number, apiPort: number): string {
  const { certificate, key } = testCertificate();
  const server = readFileSync('deploy/nginx.conf.template', 'utf8')
    .replaceAll('${LOOKOUT_LISTEN}', `127.0.0.1:${port}`)
    .replaceAll('${LOOKOUT_ROOT}', resolve('dist'))
    .replaceAll('${LOOKOUT_TLS_CERTIFICATE}', certificate)
    .replaceAll('${LOOKOUT_TLS_KEY}', key)
    .replaceAll('${LOOKOUT_API_UPSTREAM}', `http://127.0.0.1:${apiPort}`)
    .replaceAll('${LOOKOUT_API_HOST}', `127.0.0.1:${apiPort}`);
  const unset = /\$\{LOOKOUT_\w+\}/.exec(server);
  if (unset) throw new Error(`deploy/nginx.conf.template has a variable the stack does not set: ${unset[0]}`);
  return [
    'daemon off;',
    // The template's brotli_static, Debian's dynamic module (its own nginx.conf loads it from
    // modules-enabled, by a path relative to /usr/share/nginx, which -p moves).
    'load_module /usr/lib/nginx/modules/ngx_http_brotli_static_module.so;',
    // As root, nginx runs its workers as `nobody`, who cannot read dist/ in a folder only its owner may
    // read (a home folder, often): the workers stay the owner here. As anyone else, nginx cannot switch.
    ...(process.getuid?.() === 0 ? ['user root;'] : []),
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
  ].join('\n');
}

/** `rateLimit`: the service's (MOCK_RATE_LIMIT); unset, the live service's 100 requests per 5 minutes. */
export async function startStack(ports: { nginx: number; api: number }, rateLimit?: string): Promise<Stack> {
  const dir = mkdtempSync(join(tmpdir(), 'lookout-nginx-'));
  let api: ChildProcess | undefined;
  let nginx: ChildProcess | undefined;
  const stop = () => {
    stopGroup(nginx);
    stopGroup(api);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    // Node itself with tsx's loader: one process, in its own group, stopped after.
    api = spawn(process.execPath, ['--import', 'tsx', 'mocks/server.ts'], {
      env: {
        ...process.env,
        MOCK_PORT: String(ports.api),
        MOCK_PROFILE: 'vendor',
        ...(rateLimit ? { MOCK_RATE_LIMIT: rateLimit } : {}),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    await started(api, /Lookout mock service on/, 'the mock service');
    const conf = join(dir, 'nginx.conf');
    writeFileSync(conf, nginxConf(dir, ports.nginx, ports.api));
    nginx = spawn('/usr/sbin/nginx', ['-p', dir, '-c', conf], {
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    const origin = `https://127.0.0.1:${ports.nginx}`;
    const ca = testCertificate().pem;
    await reachable(`${origin}/`, ca);
    return { origin, api: `http://127.0.0.1:${ports.api}`, ca, stop };
  } catch (error) {
    stop();
    throw error;
  }
}

/** Ada Lovelace's demo bearer token: one person, for the specs that open the stack in several tabs. */
export const ADA_TOKEN = createDemoToken(createBackend().db.state.users[0]?.id ?? '');

/** Signs `tab` in to the stack at `origin` as Ada, through the form, and waits until it is done. */
export async function signInAsAda(tab: Page, origin: string) {
  await tab.goto(`${origin}/sign-in`);
  await new SignInPage(tab).connect({
    where: 'Custom base URL',
    baseUrl: '/api',
    method: 'Bearer token (JWT)',
    secret: ADA_TOKEN,
  });
  await expect(
    tab.getByRole('banner').getByRole('button', { name: /Organisation: Acme Retail/ }),
  ).toBeVisible();
}
