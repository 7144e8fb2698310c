/** Reason phrases for the statuses the mocks answer; `type` of the standard error body. */
export const REASON: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  409: 'Conflict',
  412: 'Precondition Failed',
  413: 'Content Too Large',
  429: 'Too Many Requests',
  431: 'Request Header Fields Too Large',
  500: 'Internal Server Error',
  501: 'Not Implemented',
  503: 'Service Unavailable',
};

/** Thrown inside a handler to answer with the standard error body. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly details: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(details);
  }
}

export const badRequest = (details: string) => new HttpError(400, details);
export const forbidden = (details: string) => new HttpError(403, details);
export const notFound = (what: string, id: string) => new HttpError(404, `${what} ${id} was not found.`);

function correlationId(): string {
  return crypto.randomUUID();
}

export function errorBody(status: number, details: string, id = correlationId()) {
  return { code: status, type: REASON[status] ?? 'Error', correlation_id: id, details };
}

/** The alternative error body the operations under /users/{userId} may answer with. */
export function messageBody(status: number, message: string, id = correlationId()) {
  return { code: status, correlation_id: id, message };
}
