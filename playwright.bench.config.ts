import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from './e2e/browser';

const PORT = 4174;
/** The mock services the build may reach: the one every bench shares, and one per size of the scale bench. */
const SERVICES = [4010, 4021, 4022, 4023].map((port) => `http://127.0.0.1:${port}`);
const executablePath = chromiumExecutable();

/**
 * `npm run bench`: timing benchmarks in Chromium (e2e/perf), one worker so runs do not compete,
 * against the production build; the harness pages are served by Vite's dev server alongside, and the
 * mock service runs as an HTTP server too.
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
      // The preview sends the CSP as a header too: it must allow the mock service over HTTP as the build does.
      command: `LOOKOUT_CONNECT_SRC='${SERVICES.join(' ')}' npx vite preview --host 127.0.0.1 --port ${PORT} --strictPort`,
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
    {
      // The mock service as its own process, for measuring the console the way a deployment runs it
      // (the build allows it with LOOKOUT_CONNECT_SRC, see `npm run bench:browser`).
      command: `MOCK_PORT=4010 MOCK_CORS_ORIGINS=http://127.0.0.1:${PORT} npx tsx mocks/server.ts`,
      url: 'http://127.0.0.1:4010/identity',
      reuseExistingServer: false,
      timeout: 60_000,
    },
    // The scale bench's three sizes of one organisation (e2e/perf/scale.perf.spec.ts grows them): its
    // own services, so the other benches' writes do not change what it measures, with a rate limit
    // that lets the growth through.
    ...[4021, 4022, 4023].map((port) => ({
      command: `MOCK_PORT=${port} MOCK_RATE_LIMIT=1000000/60 MOCK_CORS_ORIGINS=http://127.0.0.1:${PORT} npx tsx mocks/server.ts`,
      url: `http://127.0.0.1:${port}/identity`,
      reuseExistingServer: false,
      timeout: 60_000,
    })),
  ],
});
