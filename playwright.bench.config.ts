import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from './e2e/browser';

const PORT = 4174;
const executablePath = chromiumExecutable();

/**
 * `npm run bench`: timing benchmarks in Chromium (e2e/perf), one worker so runs do not compete,
 * against the production build; the harness pages are served by Vite's dev server alongside.
 * Not part of `npm test`: timings on a shared machine are noisy.
 */
export default defineConfig({
  testDir: 'e2e/perf',
  timeout: 300_000,
  workers: 1,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    launchOptions: {
      ...(executablePath ? { executablePath } : {}),
      // Frames unthrottled: a frame's time is then its own cost (script, style, layout, paint), not the
      // display clock's 16.7 ms tick, whose jitter alone puts an idle page's p95 above 16.7 ms here.
      args: [...CHROMIUM_ARGS, '--disable-frame-rate-limit', '--disable-gpu-vsync'],
    },
    viewport: { width: 1400, height: 900 },
  },
  webServer: [
    {
      command: `npx vite preview --host 127.0.0.1 --port ${PORT} --strictPort`,
      url: `http://127.0.0.1:${PORT}`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // NODE_ENV=production: the harness measures React's production build, as users run it.
      command: 'NODE_ENV=production npx vite --host 127.0.0.1 --port 4175 --strictPort',
      url: 'http://127.0.0.1:4175/e2e/perf/histogram-harness.html',
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
