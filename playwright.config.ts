import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from './e2e/browser';
import { trustTestCertificate } from './e2e/deploy/tls';

const PORT = 4173;
const executablePath = chromiumExecutable();
/** Benchmarks (`npm run bench`) and the README's screenshots (`npm run screenshots`). */
const NOT_SPECS = ['perf/**', 'screens/**'];

/** The specs run against the production build (`vite preview`), with its Content-Security-Policy. */
export default defineConfig({
  testDir: 'e2e',
  testIgnore: NOT_SPECS,
  // Bounds, not budgets: a test waits on conditions, and passes as soon as they hold. On a busy 2-core
  // machine (two workers, each with Chromium, beside the preview server), an axe scan takes up to 10 s:
  // a spec that scans a page four times needs more than 30 s there, with nothing wrong.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    // The deployment specs' nginx serves HTTPS with a certificate of the tests' own (e2e/deploy/tls.ts).
    launchOptions: {
      ...(executablePath ? { executablePath } : {}),
      args: [...CHROMIUM_ARGS, trustTestCertificate()],
    },
    trace: 'retain-on-failure',
    // The demo needs no service worker (mocks/browser.ts): blocking them proves it.
    serviceWorkers: 'block',
  },
  webServer: {
    command: `npx vite preview --host 127.0.0.1 --port ${PORT} --strictPort`,
    url: `http://127.0.0.1:${PORT}`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
