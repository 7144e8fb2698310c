import { setupWorker } from 'msw/browser';
import { createDemoToken } from './auth';
import { createBackend } from './backend';
import { DEMO_API_KEYS } from './db/seed';
import { localStoragePersistence } from './db/store';
import { apiHandler } from './framework';

/**
 * Demo mode: the mock service in a service worker, its state in localStorage so it survives
 * a reload. Loaded lazily by the console, so real deployments never download it.
 */
export const DEMO_API_PATH = '/demo-api';

export async function startDemoBackend() {
  const baseUrl = new URL(DEMO_API_PATH, window.location.origin).href;
  const backend = createBackend({ persistence: localStoragePersistence(window.localStorage) });
  const worker = setupWorker(apiHandler(backend, baseUrl));
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: '/mockServiceWorker.js' },
  });
  return {
    baseUrl,
    apiKeys: DEMO_API_KEYS,
    /** The people behind the demo roles, with bearer tokens for "Connect" with a token. */
    demoUsers: backend.db.state.users.slice(0, 3).map((user) => ({
      name: `${user.first_name} ${user.last_name}`,
      roles: user.roles,
      token: createDemoToken(user.id),
    })),
    /** "Reset demo data": the seed again, and a fresh rate-limit window. */
    reset: () => {
      backend.db.reset();
      backend.rateLimiter.reset();
    },
  };
}
