import { cleanup, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { format } from 'node:util';
import { parse } from 'yaml';
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { fuzzedService, type OtherContract } from '../../mocks/answer-fuzz';
import { TEST_API_BASE } from '../../mocks/node';
import type { Profile } from '../../mocks/profiles/profile';
import { setConnection } from '../api/connection';
import { rateLimitStore } from '../api/rate-limit';
import { renderConsole } from './render-console';
import { createQueryClient } from '../app/query-client';
import { createAppRouter } from '../app/router';
import { stubLayout } from './stub-layout';
import { PAGE_CASES } from './pages';

/**
 * The response fuzz: every page of the console, rendered over a service whose every answer is drawn
 * from the contract (mocks/answer-fuzz.ts), must stand: no page error, no uncaught exception, no panel
 * saying a valid answer could not be read. Run by one test file per profile (ours, and the live
 * service's gaps), each over a few seeds; FUZZ_SEEDS=n runs more.
 */
const ID = '3f0c2a8e-5b7d-4e21-9a6f-0c1d2e3f4a5b';

/** Each page by its route id, with the addresses that exercise its views (declared by its area). */
export const PAGES: Record<string, string[]> = Object.fromEntries(
  Object.entries(PAGE_CASES).map(([routeId, page]) => [routeId, page.fuzz(ID)]),
);

/** The ids of every route in the route tree, to check the list above misses none. */
export const routeIds = () => Object.keys(createAppRouter(async () => createQueryClient()).routesById);

/** What went wrong while a page drew: uncaught errors, errors React caught, error panels on screen. */
function watchFailures() {
  const failures: string[] = [];
  const onError = (event: ErrorEvent) => failures.push(`uncaught: ${event.message}`);
  const onRejection = (event: PromiseRejectionEvent) =>
    failures.push(`unhandled rejection: ${String(event.reason)}`);
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  const consoleError = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    const shown = args.map((a) => (a instanceof Error ? `${a.name}: ${a.message}` : a));
    failures.push(`console.error: ${format(...shown).split('\n')[0] ?? ''}`);
  });
  return {
    failures,
    stop: () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
      consoleError.mockRestore();
    },
  };
}

/** Where the vendor's newest published contract sits beside a checkout (and on CI), when it does. */
const SHARED_CONTRACT = resolve(process.cwd(), '../shared/reference/vendor-openapi.yaml');

/**
 * The vendor's published contract, to draw answers from as well as this one's: FUZZ_CONTRACT=path, or
 * the copy beside the checkout where there is one (`vendor`). It is not part of this repository (nor may
 * it be); without it the suite draws from this contract, which accepts every shape the vendor's allows
 * (scripts/check-vendor-answers.ts).
 */
export function otherContract({ vendor = false } = {}): OtherContract | undefined {
  const file =
    process.env.FUZZ_CONTRACT ?? (vendor && existsSync(SHARED_CONTRACT) ? SHARED_CONTRACT : undefined);
  return file ? (parse(readFileSync(file, 'utf8')) as OtherContract) : undefined;
}

/**
 * Runs the fuzz over every page for `profile`'s service, one test per page; `loose`, with answers that
 * may leave out what this contract requires (as the vendor's contract allows).
 */
export function fuzzEveryPage(
  profile: Profile,
  seeds: number[],
  { loose = false, other = otherContract() }: { loose?: boolean; other?: OtherContract | undefined } = {},
): void {
  const server = setupServer();
  let pending = 0;
  let last = 0;
  server.events.on('request:start', () => {
    pending++;
    last = performance.now();
  });
  server.events.on('response:mocked', () => {
    pending--;
    last = performance.now();
  });

  beforeAll(() => {
    stubLayout();
    server.listen({ onUnhandledRequest: 'error' });
  });
  afterEach(() => {
    server.resetHandlers();
    setConnection(null);
    rateLimitStore.reset();
  });
  afterAll(() => server.close());

  for (const [routeId, paths] of Object.entries(PAGES))
    it(`${routeId} stands on any answer the contract allows`, async () => {
      const found: string[] = [];
      for (const seed of seeds)
        for (const path of paths) {
          server.resetHandlers(fuzzedService(TEST_API_BASE, seed, profile, { other, loose }));
          pending = 0;
          const watch = watchFailures();
          try {
            renderConsole(path, { baseUrl: TEST_API_BASE, apiKey: 'fuzz-key' });
            // Drawn once no request has been in flight for a while (the answers come at once).
            await waitFor(() => expect(pending <= 0 && performance.now() - last > 250).toBe(true), {
              interval: 50,
            });
            const text = document.body.textContent ?? '';
            for (const panel of text.match(/(Could not [^.]*\.|Something went wrong)/g) ?? [])
              watch.failures.push(`on screen: ${panel}`);
          } finally {
            watch.stop();
            cleanup();
          }
          found.push(...watch.failures.map((f) => `${path} (seed ${seed}): ${f}`));
        }
      expect(found).toEqual([]);
    }, 60_000);
}

/** The seeds of a run: FUZZ_SEEDS=n for more than the suite's own. */
export function fuzzSeeds(first: number, count: number): number[] {
  const n = Number(process.env.FUZZ_SEEDS ?? count);
  return Array.from({ length: n }, (_, i) => first + i * 104_729);
}
