// First: the specs run on LOOKOUT_NOW's clock, and the processes they start with them (mocks/clock.ts).
import './mocks/clock-from-env';
import { defineConfig } from '@playwright/test';
import { fixIncidentsForRun } from './mocks/clock';
import { CHROMIUM_ARGS, chromiumExecutable } from './e2e/browser';
import { trustTestCertificate } from './e2e/deploy/tls';

// One moment the whole run's demo services place their incidents from (mocks/clock.ts).
fixIncidentsForRun(process.env);

const PORT = 4173;
const executablePath = chromiumExecutable();
/** Benchmarks (`npm run bench`) and the README's screenshots (`npm run screenshots`). */
const NOT_SPECS = ['perf/**', 'screens/**'];

/** The specs run against the production build (`vite preview`), with its Content-Security-Policy. */
export default defineConfig({
  testDir: 'e2e',
  testIgnore: NOT_SPECS,
  // Bounds, not budgets: a test waits on conditions and passes as soon as they hold, so a bound only
  // ends one that hangs. They are wide enough for a busy machine (two workers, each with Chromium,
  // beside the preview server, and three CPU hogs on two cores: pages then take several times as
  // long), and no spec sets a smaller one: the verdict depends on the code, not on the machine's load.
  timeout: 300_000,
  expect: { timeout: 60_000 },
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
