import { FetchInterceptor } from '@mswjs/interceptors/fetch';
import type { HttpHandler } from 'msw';
import { defineNetwork, InterceptorSource } from 'msw/experimental';
import { createDemoToken } from './auth';
import { INCIDENTS_KEY } from './clock';
import { createBackend } from './backend';
import { DEMO_API_KEYS } from './db/seed';
import { coalescedPersistence, localStoragePersistence } from './db/store';
import type { WarmUpCall } from './engine/search-offload';
import { browserThread, oneThread } from './engine/one-thread';
import { currentMembership } from './db/memberships';
import { apiHandler } from './framework';
import { PROFILES, type ProfileName } from './profiles';
import { scenarios } from './scenarios';

/**
 * Demo mode: the mock service in the page, answering the console's fetches (MSW's interceptor of
 * `fetch`), its state in localStorage so it survives a reload. Loaded lazily by the console, so real
 * deployments never download it.
 *
 * Not a service worker, as MSW usually runs: every request then crosses to the worker's thread and
 * back twice, and each crossing waits for the page's next free moment; opening a fifty-panel
 * dashboard spent 100 to 200 ms there (measured when the demo moved into the page). In the page the demo also runs where
 * service workers cannot (private windows of some browsers, plain http on another host).
 */
const DEMO_API_PATH = '/demo-api';

export type DemoTrouble =
  | '500'
  | '429'
  | '409'
  | '401'
  | 'offline'
  | 'assistant-429'
  | 'assistant-error'
  | 'assistant-drop'
  | 'assistant-stall';

/** The troubles of the assistants' streams, and the fault each sets (mocks/assistants/sse.ts). */
const STREAM_FAULTS = {
  'assistant-error': 'error',
  'assistant-drop': 'drop',
  'assistant-stall': 'stall',
} as const;

/** The assistants' streams, which "Simulate trouble" can refuse or break. */
const ASSISTANT_OPERATIONS = ['explainError', 'widgetCreationAssistant'];

/** A reader's pace for the demo's assistants: a reply arrives over a few seconds, as a model's does. */
const DEMO_STREAM_PACE_MS = 45;

// The source's type asks for interceptors of HTTP and WebSocket events at once; the console only
// fetches, and MSW's own fallback mode hands it this same fetch interceptor.
type Interceptors = ConstructorParameters<typeof InterceptorSource>[0]['interceptors'];

/** The handlers of every demo service started in this tab (one per profile), each under its own path. */
const apiHandlers: HttpHandler[] = [];
const createNetwork = () =>
  defineNetwork({
    sources: [new InterceptorSource({ interceptors: [new FetchInterceptor()] as unknown as Interceptors })],
    handlers: [],
    onUnhandledFrame: 'bypass',
    context: { quiet: true },
  });
let shared: ReturnType<typeof createNetwork> | undefined;

function demoNetwork(): ReturnType<typeof createNetwork> {
  if (!shared) {
    shared = createNetwork();
    void shared.enable();
  }
  return shared;
}

/**
 * `profile`: how the demo service answers; `vendor` as the vendor's live service does (its shapes
 * and gaps), with its own saved data and its own path, so both can be tried in one browser.
 */
export async function startDemoBackend(profileName: ProfileName = 'lookout') {
  const profile = PROFILES[profileName];
  const path = profileName === 'lookout' ? DEMO_API_PATH : `${DEMO_API_PATH}-${profileName}`;
  const baseUrl = new URL(path, window.location.origin).href;
  const storageKey = profileName === 'lookout' ? undefined : `lookout.demo-db.${profileName}`;
  // Where the page's service and its search worker place the incidents: now, or where a run fixed them.
  const incidentsAt = Number(window.sessionStorage.getItem(INCIDENTS_KEY)) || Date.now();
  const backend = createBackend({
    incidentsAt,
    persistence: coalescedPersistence(localStoragePersistence(window.localStorage, storageKey), 1000, window),
    searcher: (...search) => searcher(...search),
    profile,
    streamPaceMs: DEMO_STREAM_PACE_MS,
  });
  // `npm run bench` turns the per-minute summaries off for this tab to time the path before them.
  const warm: WarmUpCall = {
    warm: backend.db.state.datasets,
    summaries: window.sessionStorage.getItem('lookout.demo.summaries') !== 'off',
    now: Date.now(),
    incidentsAt,
  };
  const worker = new Worker(new URL('./engine/search-worker.ts', import.meta.url), { type: 'module' });
  worker.postMessage(warm);
  const searcher = oneThread(browserThread(worker));
  // One interceptor of `fetch` serves every profile started in the tab: a second one would not see
  // the requests the first lets through, which then reach the web server (and get its index.html).
  apiHandlers.push(apiHandler(backend, baseUrl));
  const network = demoNetwork();
  network.resetHandlers(...apiHandlers);
  // Earlier versions of the demo ran in a service worker: a returning browser lets go of it.
  void navigator.serviceWorker
    ?.getRegistrations()
    .then((registrations) =>
      registrations
        .filter((r) => r.active?.scriptURL.endsWith('/mockServiceWorker.js'))
        .forEach((r) => void r.unregister()),
    );
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
        .map((user) => ({ user, membership: currentMembership(backend.db.state, user.id) }))
        .filter(({ membership }) => membership?.status === 'ACTIVE')
        .map(({ user, membership }) => ({
          name: `${user.first_name} ${user.last_name}`,
          roles: membership?.roles ?? [],
          token: createDemoToken(user.id),
        })),
    /**
     * "Simulate trouble": the next `times` requests that change data fail as chosen, to see how the
     * console keeps a person's work through failures.
     */
    simulate: (kind: DemoTrouble, times: number) => {
      network.resetHandlers();
      backend.streams.fault = undefined;
      if (kind in STREAM_FAULTS) {
        backend.streams.fault = { kind: STREAM_FAULTS[kind as keyof typeof STREAM_FAULTS], remaining: times };
        return;
      }
      if (kind === 'assistant-429') {
        network.use(
          ...ASSISTANT_OPERATIONS.map((operationId) =>
            scenarios.rateLimited(baseUrl, 10, { operationId, times }),
          ),
        );
        return;
      }
      const options = { times, writesOnly: true };
      network.use(
        kind === 'offline'
          ? scenarios.offline(baseUrl, options)
          : kind === '429'
            ? scenarios.rateLimited(baseUrl, 10, options)
            : scenarios.failure(baseUrl, Number(kind), options),
      );
    },
    clearTrouble: () => {
      network.resetHandlers();
      backend.streams.fault = undefined;
    },
    /** "Reset demo data": the seed again, and a fresh rate-limit window. */
    reset: () => {
      backend.db.reset();
      backend.rateLimiter.reset();
    },
  };
}
