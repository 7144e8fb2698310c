/**
 * Where the console sends requests and with which credentials. Held in memory, and for a reload in
 * the tab's sessionStorage (src/app/session.ts): never in the URL, localStorage, IndexedDB or cookies;
 * sign-out forgets both.
 */
export type Credentials = { kind: 'api-key'; apiKey: string } | { kind: 'bearer'; token: string };

export interface Connection {
  mode: 'demo' | 'live';
  /** What the person chose: a region, a custom URL, the dev proxy or the demo. */
  label: string;
  baseUrl: string;
  credentials: Credentials;
}

export const REGIONS = {
  EU: 'https://api.eu.bronto.io',
  US: 'https://api.us.bronto.io',
} as const;

/** `npm start` proxies this path to LOOKOUT_API_PROXY, so a real service is reachable without CORS. */
export const DEV_PROXY_PATH = '/api-proxy';

let current: Connection | null = null;
const listeners = new Set<() => void>();

export function getConnection(): Connection | null {
  return current;
}

export function setConnection(connection: Connection | null): void {
  current = connection;
  listeners.forEach((listener) => listener());
}

export function subscribeConnection(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The headers that carry the credentials: the vendor's API-key header, or a bearer JWT. */
export function authHeaders(credentials: Credentials): Record<string, string> {
  return credentials.kind === 'api-key'
    ? { 'X-BRONTO-API-KEY': credentials.apiKey }
    : { Authorization: `Bearer ${credentials.token}` };
}

/** Accepts only http(s) base URLs or a same-origin path; returns it without a trailing slash. */
export function normaliseBaseUrl(input: string, origin: string): string | null {
  const trimmed = input.trim();
  if (!trimmed) return null;
  try {
    const url = new URL(trimmed, origin);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    if (url.username || url.password) return null;
    return (url.origin + url.pathname).replace(/\/+$/, '');
  } catch {
    return null;
  }
}
