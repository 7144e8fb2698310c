// Makes sure the end-to-end tests have what they run on: a browser for Playwright (its own where one
// is installed, else Debian's Chromium), Debian's nginx with its brotli_static module (e2e/deploy runs the
// console behind it) and openssl (which makes that nginx its test certificate: e2e/deploy/tls.ts),
// installed with apt-get when missing (CI and new machines start without them; they run as root).
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';
const NGINX = '/usr/sbin/nginx';
const BROTLI_STATIC = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const OPENSSL = '/usr/bin/openssl';
const missing = [];

function playwrightBrowserExists() {
  try {
    return existsSync(chromium.executablePath());
  } catch {
    return false;
  }
}

if (process.env.PLAYWRIGHT_CHROMIUM_PATH && existsSync(process.env.PLAYWRIGHT_CHROMIUM_PATH)) {
  console.log(`Using ${process.env.PLAYWRIGHT_CHROMIUM_PATH}`);
} else if (playwrightBrowserExists()) {
  console.log("Using Playwright's own Chromium");
} else if (existsSync(DEBIAN_CHROMIUM)) {
  console.log(`Using Debian's Chromium at ${DEBIAN_CHROMIUM}`);
} else {
  console.log("No browser found: Debian's chromium will be installed.");
  missing.push('chromium');
}
if (existsSync(NGINX)) console.log(`Using nginx at ${NGINX}`);
else missing.push('nginx');
// deploy/nginx.conf.template serves the build's precompressed files with brotli_static.
if (!existsSync(BROTLI_STATIC)) missing.push('libnginx-mod-http-brotli-static');
if (!existsSync(OPENSSL)) missing.push('openssl');

if (missing.length) {
  console.log(`Installing Debian's ${missing.join(' and ')} (apt-get)…`);
  const sudo = process.getuid && process.getuid() !== 0 ? 'sudo ' : '';
  execSync(
    `${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(' ')}`,
    { stdio: 'inherit' },
  );
  if (missing.includes('chromium') && !existsSync(DEBIAN_CHROMIUM)) {
    console.error('chromium did not install; set PLAYWRIGHT_CHROMIUM_PATH to a Chromium binary.');
    process.exit(1);
  }
  if (missing.includes('nginx') && !existsSync(NGINX)) {
    console.error('nginx did not install; the deployment spec (e2e/deploy) needs it.');
    process.exit(1);
  }
  if (!existsSync(OPENSSL)) {
    console.error('openssl did not install; the deployment spec (e2e/deploy) makes its certificate with it.');
    process.exit(1);
  }
  if (!existsSync(BROTLI_STATIC)) {
    console.error("nginx's brotli_static module did not install; the deployment spec (e2e/deploy) needs it.");
    process.exit(1);
  }
}
