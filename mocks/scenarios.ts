import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { matchOperation } from './contract';
import { errorBody } from './http-errors';

/**
 * Named faults layered over the base handlers with `server.use(...)` / `worker.use(...)`:
 * the happy path stays in the handlers, failures are switched on by tests and the demo.
 */
export interface ScenarioOptions {
  /** Only requests of this operation (all when absent). */
  operationId?: string;
  /** How many requests fail before the fault lifts (every request when absent). */
  times?: number;
  /**
   * Only requests that change data: neither a GET nor an operation the contract files under a `_read`
   * permission. Pages keep loading while saves fail, and so do searches, their patterns and live
   * tails, which are POSTs that only read: a dashboard's widgets searching as a person drags would
   * otherwise take the failure meant for the save.
   */
  writesOnly?: boolean;
}

function faultHandler(
  baseUrl: string,
  options: ScenarioOptions,
  respond: () => Promise<Response | undefined> | Response | undefined,
): HttpHandler {
  const base = baseUrl.replace(/\/$/, '');
  let remaining = options.times ?? Infinity;
  return http.all(`${base}/*`, async ({ request }) => {
    if (remaining <= 0) return undefined;
    const path = new URL(request.url).pathname.slice(new URL(base).pathname.replace(/\/$/, '').length);
    const operation = matchOperation(request.method, path)?.operation;
    const reads =
      request.method === 'GET' || request.method === 'HEAD' || !!operation?.permission.endsWith('_read');
    if (options.writesOnly && reads) return undefined;
    if (options.operationId && operation?.operationId !== options.operationId) return undefined;
    remaining--;
    return respond();
  });
}

/**
 * Marks an answer as not the service's own, so the contract check of mock answers (mocks/testing.ts)
 * leaves it alone: it stands for what a proxy or portal sends, which no contract describes.
 */
export const NOT_THE_SERVICE = { 'X-Lookout-Not-The-Service': '1' };

export const scenarios = {
  /** The service fails with `status` and the standard body. */
  failure: (baseUrl: string, status: number, options: ScenarioOptions = {}) =>
    faultHandler(baseUrl, options, () =>
      HttpResponse.json(errorBody(status, `Injected failure (${status}) for testing.`), { status }),
    ),
  /** Fair usage exceeded: 429 with RateLimit headers that reset in `resetSeconds`. */
  rateLimited: (baseUrl: string, resetSeconds: number, options: ScenarioOptions = {}) =>
    faultHandler(baseUrl, options, () =>
      HttpResponse.json(errorBody(429, `Fair usage limit exceeded. Try again in ${resetSeconds} seconds.`), {
        status: 429,
        headers: {
          'RateLimit-Limit': '100',
          'RateLimit-Remaining': '0',
          'RateLimit-Reset': String(resetSeconds),
        },
      }),
    ),
  /** The network is gone: the request fails before any response. */
  offline: (baseUrl: string, options: ScenarioOptions = {}) =>
    faultHandler(baseUrl, options, () => HttpResponse.error()),
  /**
   * Something else answers in the service's place with 200: a captive portal's sign-in page
   * (`page`), or the service's answer cut off on the way (`cut-off`: JSON by its type, half a body).
   */
  notTheApi: (baseUrl: string, what: 'page' | 'cut-off', options: ScenarioOptions = {}) =>
    faultHandler(baseUrl, options, () =>
      what === 'page'
        ? HttpResponse.html('<!doctype html><title>Sign in to Wi-Fi</title><h1>Welcome</h1>', {
            headers: NOT_THE_SERVICE,
          })
        : new HttpResponse('{"logs":[{"log_id":"a1b2', {
            headers: { ...NOT_THE_SERVICE, 'Content-Type': 'application/json' },
          }),
    ),
  /** Every answer arrives `ms` later (then the base handlers answer). */
  latency: (baseUrl: string, ms: number, options: ScenarioOptions = {}) =>
    faultHandler(baseUrl, options, async () => {
      await delay(ms);
      return undefined;
    }),
};
