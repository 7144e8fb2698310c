/**
 * The one error type of the console. Every failed call becomes an ApiError: the service's standard
 * body (code, type, details, correlation_id), the alternative body of /users/{userId}
 * ({code, correlation_id, message}), or a failure that never reached the service.
 */
export type ApiErrorKind =
  | 'http' // the service answered with an error status
  | 'network' // no answer: offline, DNS, CORS
  | 'timeout' // no answer in time
  | 'rate-limited' // held back locally until the service's rate-limit window resets
  | 'signed-out' // no connection to send it with
  | 'organisation-changed' // a write held back: the service now acts in another organisation than the tab shows
  | 'not-the-api' // an answer that is not the API's: a captive portal's page, a cut-off body
  | 'stopped' // the person stopped waiting for a slow answer
  | 'console'; // a fault of the console itself, not of the service or the network

export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly kind: ApiErrorKind,
    /** HTTP status; 0 when the service never answered. */
    readonly status: number,
    /** The reason phrase, e.g. "Forbidden". */
    readonly type: string,
    /** What went wrong, for a person. */
    readonly details: string,
    readonly correlationId?: string,
    /** When a rate-limited call may be sent again (ms since epoch). */
    readonly retryAt?: number,
  ) {
    super(details);
  }

  /** A short heading: "403 Forbidden", "Network error". */
  get title(): string {
    if (this.kind === 'network') return 'Network error';
    if (this.kind === 'timeout') return 'Timed out';
    if (this.kind === 'signed-out') return 'Signed out';
    if (this.kind === 'organisation-changed') return 'Organisation changed';
    if (this.kind === 'not-the-api') return 'Not an answer of the API';
    if (this.kind === 'stopped') return 'Stopped';
    if (this.kind === 'console') return 'Console error';
    return `${this.status} ${this.type}`;
  }

  /** Worth retrying automatically: the service failed, never answered, or something else answered. */
  get transient(): boolean {
    return (
      this.kind === 'network' ||
      this.kind === 'timeout' ||
      this.kind === 'not-the-api' ||
      (this.kind === 'http' && this.status >= 500)
    );
  }
}

const REASON: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  410: 'Gone',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  501: 'Not Implemented',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

const str = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

/**
 * A successful status whose body is not the API's: an HTML page (a captive portal, a proxy's sign-in),
 * a cut-off or malformed JSON body, another content type. The network's fault as far as a person can
 * tell, retried as such; `what` says what came instead.
 */
export function notTheApi(status: number, what: string): ApiError {
  return new ApiError(
    'not-the-api',
    status,
    REASON[status] ?? 'OK',
    `The service, or something on the way (a proxy, a Wi-Fi sign-in page), answered ${what}, not the API's JSON.`,
  );
}

/** An HTML page's text is markup, not a message for a person. */
const looksLikeHtml = (text: string) => /^\s*</.test(text);

/** Reads whichever error body the service sent; a body that is not JSON still gives a readable error. */
export function errorFromResponse(status: number, body: unknown, retryAt?: number): ApiError {
  const record = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const type = str(record.type) ?? REASON[status] ?? 'Error';
  const details =
    str(record.details) ??
    str(record.message) ??
    (typeof body === 'string' && body.trim() && !looksLikeHtml(body)
      ? body.trim().slice(0, 500)
      : typeof body === 'string' && body.trim()
        ? `The service, or something on the way, answered ${status} ${type} with a web page.`
        : `The service answered ${status} ${type}.`);
  return new ApiError('http', status, type, details, str(record.correlation_id), retryAt);
}

/**
 * What browsers say when the network fails (Chromium, Firefox, Safari, Node), also while a body is
 * still being read, after the client's own error handling has passed.
 */
const NETWORK_FAILURE =
  /failed to fetch|networkerror|load failed|fetch failed|network error|network connection was lost/i;

/**
 * A query the person or the console stopped: TanStack Query's CancelledError, known by its message
 * (its own isCancelledError would bring the query cache's timers and managers into every first visit;
 * errors.test.ts holds the two to the same answer).
 */
export const isCancelled = (error: unknown) => error instanceof Error && error.message === 'CancelledError';

/**
 * Any thrown value as an ApiError, so every error view has one shape to show. `fromFetch`: thrown by
 * fetch itself (the client says so). A TypeError is the network's only then or when it says so in
 * its message; anywhere else it is a fault of the console, never to be shown as the network's.
 */
export function toApiError(error: unknown, fromFetch = false): ApiError {
  if (error instanceof ApiError) return error;
  if (isCancelled(error))
    return new ApiError('stopped', 0, 'Stopped', 'You stopped waiting for the service to answer.');
  if (error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return new ApiError(
      'timeout',
      0,
      'Timeout',
      'The service did not answer in time. Check your connection and try again.',
    );
  }
  if (error instanceof TypeError && (fromFetch || NETWORK_FAILURE.test(error.message))) {
    return new ApiError(
      'network',
      0,
      'Network error',
      `The service could not be reached (${error.message}). Check your connection, the base URL and CORS.`,
    );
  }
  const message = error instanceof Error ? error.message : String(error);
  return new ApiError('console', 0, 'Error', message);
}

/**
 * The request field a 400 names, as its path ("Invalid request: actions[1].email: ..." ->
 * "actions[1].email"), so a form can show the service's message at that field; undefined for any
 * other error. The one reader of the service's 400: forms map the path onto their fields.
 */
export function pathOfError(error: unknown): string | undefined {
  if (!error) return undefined;
  const apiError = toApiError(error);
  if (apiError.status !== 400) return undefined;
  return /^Invalid request: ([\w.[\]]+)/.exec(apiError.details)?.[1];
}
