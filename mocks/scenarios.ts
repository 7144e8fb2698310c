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
  /** Only requests that change data: pages keep loading (and searching) while saves fail. */
  writesOnly?: boolean;
}

/**
 * Operations sent as POST that change nothing: a search, its patterns, a live tail, a generated
 * agent configuration. The demo's "next request that changes data" is never one of these: a
 * dashboard's widgets searching as a person drags would otherwise take the failure meant for the save.
 */
const READS_SENT_AS_POST = new Set(['search', 'getPatterns', 'startLiveTail', 'generateAgentConfig']);

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
    const operationId = matchOperation(request.method, path)?.operation.operationId;
    if (
      options.writesOnly &&
      (request.method === 'GET' || request.method === 'HEAD' || READS_SENT_AS_POST.has(operationId ?? ''))
    )
      return undefined;
    if (options.operationId && operationId !== options.operationId) return undefined;
    remaining--;
    return respond();
  });
}

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
  /** Every answer arrives `ms` later (then the base handlers answer). */
  latency: (baseUrl: string, ms: number, options: ScenarioOptions = {}) =>
    faultHandler(baseUrl, options, async () => {
      await delay(ms);
      return undefined;
    }),
};
