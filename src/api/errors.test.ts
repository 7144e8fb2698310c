import { CancelledError, isCancelledError } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError, errorFromResponse, isCancelled, toApiError } from './errors';

describe('errorFromResponse', () => {
  it('reads the standard body', () => {
    const error = errorFromResponse(403, {
      code: 403,
      type: 'Forbidden',
      correlation_id: 'abc',
      details: 'No.',
    });
    expect(error).toMatchObject({
      kind: 'http',
      status: 403,
      type: 'Forbidden',
      details: 'No.',
      correlationId: 'abc',
    });
    expect(error.title).toBe('403 Forbidden');
    expect(error.transient).toBe(false);
  });

  it("reads the users' alternative body", () => {
    const error = errorFromResponse(404, { code: 404, correlation_id: 'x1', message: 'User not found' });
    expect(error).toMatchObject({
      status: 404,
      type: 'Not Found',
      details: 'User not found',
      correlationId: 'x1',
    });
  });

  it('keeps a body that is not JSON readable, and names a web page for what it is', () => {
    expect(errorFromResponse(502, 'Bad gateway: upstream reset').details).toBe('Bad gateway: upstream reset');
    expect(errorFromResponse(502, ' <html><b>Bad</b> gateway</html>').details).toBe(
      'The service, or something on the way, answered 502 Bad Gateway with a web page.',
    );
    expect(errorFromResponse(503, '').details).toBe('The service answered 503 Service Unavailable.');
    expect(errorFromResponse(503, '').transient).toBe(true);
  });
});

describe('toApiError', () => {
  it('tells network failures and timeouts apart', () => {
    // Also when the body is being read, after the client's own error handling.
    expect(toApiError(new TypeError('Failed to fetch')).kind).toBe('network');
    expect(toApiError(new TypeError('anything at all'), true)).toMatchObject({
      kind: 'network',
      status: 0,
      title: 'Network error',
    });
    expect(toApiError(new DOMException('late', 'TimeoutError'))).toMatchObject({
      kind: 'timeout',
      title: 'Timed out',
    });
    // A TypeError of the console's own code is not the network's fault (a page once said "network
    // error" for `e.includes is not a function`).
    expect(toApiError(new TypeError('e.includes is not a function'))).toMatchObject({
      kind: 'console',
      title: 'Console error',
      transient: false,
    });
    const same = new ApiError('http', 400, 'Bad Request', 'x');
    expect(toApiError(same)).toBe(same);
  });
});

describe('isCancelled', () => {
  it("answers as TanStack Query's own isCancelledError does", () => {
    for (const error of [
      new CancelledError(),
      new CancelledError({ silent: true }),
      new Error('x'),
      'CancelledError',
      null,
    ])
      expect(isCancelled(error)).toBe(isCancelledError(error));
    expect(toApiError(new CancelledError()).kind).toBe('stopped');
  });
});
