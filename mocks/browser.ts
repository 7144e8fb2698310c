import { setupWorker } from 'msw/browser';
import { createDemoToken } from './auth';
import { createBackend } from './backend';
import { DEMO_API_KEYS } from './db/seed';
import { localStoragePersistence } from './db/store';
import { workerSearcher } from './engine/search-offload';
import { apiHandler } from './framework';
import { scenarios } from './scenarios';

/**
 * Demo mode: the mock service in a service worker, its state in localStorage so it survives
 * a reload. Loaded lazily by the console, so real deployments never download it.
 */
export const DEMO_API_PATH = '/demo-api';

export type DemoTrouble = '500' | '429' | 'offline';

export async function startDemoBackend() {
  const baseUrl = new URL(DEMO_API_PATH, window.location.origin).href;
  const searchWorker = new Worker(new URL('./engine/search-worker.ts', import.meta.url), { type: 'module' });
  const backend = createBackend({
    persistence: localStoragePersistence(window.localStorage),
    searcher: workerSearcher(searchWorker),
  });
  const worker = setupWorker(apiHandler(backend, baseUrl));
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: '/mockServiceWorker.js' },
  });
  return {
    baseUrl,
    apiKeys: DEMO_API_KEYS,
    /**
     * The demo organisation's people who can sign in, with bearer tokens for "Connect" with a token;
     * read when asked, so a role changed in the console shows here. The first three are the faces
     * of the demo roles.
     */
    demoUsers: () =>
      backend.db.state.users
        .filter((user) => user.status === 'ACTIVE' && backend.db.state.userOrgs[user.id]?.length)
        .map((user) => ({
          name: `${user.first_name} ${user.last_name}`,
          roles: user.roles,
          token: createDemoToken(user.id),
        })),
    /**
     * "Simulate trouble": the next `times` requests that change data fail as chosen, to see how the
     * console keeps a person's work through failures.
     */
    simulate: (kind: DemoTrouble, times: number) => {
      worker.resetHandlers();
      const options = { times, writesOnly: true };
      worker.use(
        kind === 'offline'
          ? scenarios.offline(baseUrl, options)
          : kind === '429'
            ? scenarios.rateLimited(baseUrl, 10, options)
            : scenarios.failure(baseUrl, 500, options),
      );
    },
    clearTrouble: () => worker.resetHandlers(),
    /** "Reset demo data": the seed again, and a fresh rate-limit window. */
    reset: () => {
      backend.db.reset();
      backend.rateLimiter.reset();
    },
  };
}
