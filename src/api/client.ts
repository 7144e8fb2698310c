import createFetchClient, { type Middleware } from 'openapi-fetch';
import { authHeaders, getConnection } from './connection';
import { ApiError, errorFromResponse, notTheApi, toApiError } from './errors';
import { rateLimitStore } from './rate-limit';
import { organisationGuard, type CurrentOrganisation } from './organisation-guard';
import { sessionEnded } from './session-ended';
import type { paths } from './schema.gen';

/**
 * The only way the console talks to the API. openapi-fetch builds typed requests against a
 * placeholder origin; each becomes a `ServiceRequest` aimed at the connection's base URL with its
 * credentials.
 */
const PLACEHOLDER_BASE = 'https://service.invalid';
/** A request with no answer after this long fails as a timeout. */
const REQUEST_TIMEOUT_MS = 30_000;
/**
 * A stream of server-sent events (an assistant's reply) is read for up to this long: the bound covers
 * the whole body, which arrives over time. Its reader also gives up on a silent one sooner.
 */
const STREAM_TIMEOUT_MS = 10 * 60_000;

/**
 * A request to the connected service, made as openapi-fetch builds it: the body is handed on as it
 * is, never read and copied (a read waits for the page's next free moment, which a busy page, such
 * as a dashboard drawing its grid, makes its requests wait for).
 */
class ServiceRequest extends Request {
  /** What the request was made from, to send it again with a new credential. */
  readonly #path: string;
  readonly #init: RequestInit | undefined;

  constructor(input: RequestInfo | URL, init?: RequestInit) {
    const connection = getConnection();
    if (!connection) throw new ApiError('signed-out', 0, 'Signed out', 'Sign in to talk to the service.');
    const url = new URL(input instanceof Request ? input.url : input);
    const headers = new Headers(init?.headers);
    for (const [name, value] of Object.entries(authHeaders(connection.credentials))) headers.set(name, value);
    const streams = headers.get('accept') === 'text/event-stream';
    const timeout = AbortSignal.timeout(streams ? STREAM_TIMEOUT_MS : REQUEST_TIMEOUT_MS);
    super(connection.baseUrl + url.pathname + url.search, {
      ...init,
      headers,
      signal: init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout,
    });
    this.#path = url.pathname + url.search;
    this.#init = init;
  }

  /** The caller's own signal: it, not the timeout, bounds a wait for the person to sign in again. */
  get callerSignal(): AbortSignal | null | undefined {
    return this.#init?.signal;
  }

  /** The same request with the connection's current credential (the body is the serialised text). */
  again(): ServiceRequest {
    return new ServiceRequest(PLACEHOLDER_BASE + this.#path, this.#init);
  }
}

/**
 * Sends a request. globalThis.fetch is looked up per call, so test interceptors installed later still
 * see it. A 401 while the person works waits for them to sign in again, then goes again
 * (src/api/session-ended.ts): a save in flight is then saved, not lost.
 */
const send = async (request: Request): Promise<Response> => {
  const response = await globalThis.fetch(request);
  if (response.status !== 401 || !(request instanceof ServiceRequest) || !sessionEnded.canWait())
    return response;
  await sessionEnded.wait(request.callerSignal);
  return send(request.again());
};

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

/**
 * Every answer: the rate limit recorded; a failure thrown as the one error type; a success completed
 * to the contract's shape where the service left parts out (answer-shape.ts), whose code and shapes
 * are not the page's (a few kB every page would carry): they start loading with the first request,
 * beside it, so its answer does not wait a round trip for them.
 */
const answers: Middleware = {
  onRequest() {
    void import('./answer-shape');
    return undefined;
  },
  async onResponse(options) {
    const { response } = options;
    rateLimitStore.record(response.headers, response.status);
    // A file (an export's NDJSON, read as a blob) is handed on as it came.
    if (response.ok && !expectsJson(options)) return undefined;
    const type = response.headers.get('content-type') ?? '';
    // An empty body without a type is an answer with nothing to say (some writes), not a foreign one.
    if (response.ok && !/[/+]json\b/i.test(type) && (await response.clone().text()).trim())
      throw notTheApi(
        response.status,
        /html/i.test(type) ? 'with a web page' : `with ${type || 'no content type'}`,
      );
    if (response.ok)
      return import('./answer-shape').then(
        (m) => m.completedResponse(options),
        () => undefined,
      );
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Not JSON (a proxy's HTML page, say): errorFromResponse keeps the text.
    }
    throw errorFromResponse(response.status, body, retryAtOf(response));
  },
  onError({ error }) {
    return toApiError(error, true);
  },
};

/**
 * When a refused call may be sent again: a 503's Retry-After (a busy service, in seconds), else the
 * rate limit's window.
 */
function retryAtOf(response: Response): number | undefined {
  const seconds = Number(response.headers.get('retry-after') ?? Number.NaN);
  if (response.status === 503 && seconds > 0) return Date.now() + seconds * 1000;
  return rateLimitStore.getSnapshot().blockedUntil ?? undefined;
}

/** Whether a successful answer must be the API's JSON: what openapi-fetch would parse as JSON. */
function expectsJson({ request, response, options }: Parameters<NonNullable<Middleware['onResponse']>>[0]) {
  return (
    options.parseAs === 'json' &&
    response.status !== 204 &&
    request.method !== 'HEAD' &&
    response.headers.get('content-length') !== '0'
  );
}

export const fetchClient = createFetchClient<paths>({
  baseUrl: PLACEHOLDER_BASE,
  fetch: send,
  Request: ServiceRequest,
});
/** GET /identity where the service has it (ours), else the customer record (the vendor's live service). */
let identityCall = true;
const currentOrganisation: CurrentOrganisation = async (signal) => {
  const options = signal ? { signal } : {};
  if (identityCall) {
    try {
      const { data } = await fetchClient.GET('/identity', options);
      if (data) return { id: data.org_id };
    } catch (error) {
      if (toApiError(error).status !== 404) throw error;
      identityCall = false;
    }
  }
  const { data } = await fetchClient.GET('/customer', options);
  return data?.org_id
    ? { id: data.org_id, ...(data.customer_name ? { name: data.customer_name } : {}) }
    : undefined;
};

fetchClient.use(rateLimitGate, organisationGuard(currentOrganisation), answers);
