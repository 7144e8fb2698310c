import createFetchClient, { type Middleware } from 'openapi-fetch';
import createQueryHooks from 'openapi-react-query';
import { authHeaders, getConnection } from './connection';
import { ApiError, errorFromResponse, toApiError } from './errors';
import { rateLimitStore } from './rate-limit';
import type { paths } from './schema.gen';

/**
 * The only way the console talks to the API. openapi-fetch builds typed requests against a
 * placeholder origin; `send` points them at the connection's base URL with its credentials.
 */
const PLACEHOLDER_BASE = 'https://service.invalid';
/** A request with no answer after this long fails as a timeout. */
export const REQUEST_TIMEOUT_MS = 30_000;

async function send(request: Request): Promise<Response> {
  const connection = getConnection();
  if (!connection) throw new ApiError('signed-out', 0, 'Signed out', 'Sign in to talk to the service.');
  const url = new URL(request.url);
  const target = connection.baseUrl + url.pathname + url.search;
  const headers = new Headers(request.headers);
  for (const [name, value] of Object.entries(authHeaders(connection.credentials))) headers.set(name, value);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  // globalThis.fetch is looked up per call, so test interceptors installed later still see it.
  return globalThis.fetch(target, {
    method: request.method,
    headers,
    ...(hasBody ? { body: await request.text() } : {}),
    signal: AbortSignal.any([request.signal, AbortSignal.timeout(REQUEST_TIMEOUT_MS)]),
  });
}

const rateLimitGate: Middleware = {
  onRequest() {
    const blockedUntil = rateLimitStore.blockedUntil();
    if (blockedUntil !== null) {
      const seconds = Math.ceil((blockedUntil - Date.now()) / 1000);
      throw new ApiError(
        'rate-limited',
        429,
        'Too Many Requests',
        `The service's rate limit was reached. Nothing is sent for ${seconds} more second${seconds === 1 ? '' : 's'}.`,
        undefined,
        blockedUntil,
      );
    }
    return undefined;
  },
};

const errors: Middleware = {
  async onResponse({ response }) {
    rateLimitStore.record(response.headers, response.status);
    if (response.ok) return undefined;
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Not JSON (a proxy's HTML page, say): errorFromResponse keeps the text.
    }
    throw errorFromResponse(response.status, body, rateLimitStore.getSnapshot().blockedUntil ?? undefined);
  },
  onError({ error }) {
    return toApiError(error);
  },
};

export const fetchClient = createFetchClient<paths>({ baseUrl: PLACEHOLDER_BASE, fetch: send });
fetchClient.use(rateLimitGate, errors);

/** Typed TanStack Query helpers over the one client: `$api.queryOptions('get', '/roles')`. */
export const $api = createQueryHooks(fetchClient);
