import { isInteger, isSafeNumber, parse } from 'lossless-json';
import { TEST_API_BASE } from './node';

/** JSON as the service wrote it: an integer beyond 2^53 (the live service's sequences) as its digits. */
const exactly = (text: string): unknown =>
  parse(text, null, (number) => (isInteger(number) && !isSafeNumber(number) ? number : parseFloat(number)));

export interface CallOptions {
  key?: string;
  token?: string;
  body?: unknown;
  query?: Record<string, string>;
  headers?: Record<string, string>;
}

/** A raw HTTP call to the mock service, as any API client would make it (for the mocks' own tests). */
export async function call(method: string, path: string, options: CallOptions = {}) {
  const headers: Record<string, string> = { ...options.headers };
  if (options.key) headers['X-BRONTO-API-KEY'] = options.key;
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const url = new URL(TEST_API_BASE + path);
  for (const [k, v] of Object.entries(options.query ?? {})) url.searchParams.set(k, v);
  const response = await fetch(url, {
    method,
    headers,
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  });
  const text = await response.text();
  const json =
    /json/.test(response.headers.get('content-type') ?? '') &&
    !/ndjson/.test(response.headers.get('content-type') ?? '');
  // The mocks' own tests read arbitrary JSON bodies; the contract validator checks their shape.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const body = (text && json ? exactly(text) : undefined) as Record<string, any>;
  return { status: response.status, headers: response.headers, body, text };
}
