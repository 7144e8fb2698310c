import { getConnection, type Connection } from './connection';
import type { SessionIdentity } from './identity';

/**
 * Who is signed in, kept for the tab beside its connection (sessionStorage, removed at sign-out), so a
 * page load costs the page's own requests only: against the live service, working the identity out
 * again takes four requests of the key's 100 per 5 minutes. It is read afresh at sign-in, when a
 * credential is refused (signing in again) and at an organisation switch.
 */
const KEY = 'lookout.identity';

/** A mark of the connection an identity was read with: its base URL and a digest of the credential (never the credential). */
function markOf({ baseUrl, credentials }: Connection): string {
  const text = `${baseUrl}\n${credentials.kind}\n${credentials.kind === 'api-key' ? credentials.apiKey : credentials.token}`;
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619);
  return `${baseUrl} ${(hash >>> 0).toString(36)}`;
}

/** Keeps the identity just read, for the connection it was read with. */
export function keepIdentity(identity: SessionIdentity): void {
  const connection = getConnection();
  if (!connection) return;
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ mark: markOf(connection), identity }));
  } catch {
    // A full or absent storage costs the next load its identity requests, nothing else.
  }
}

/** The identity kept for this tab's connection; undefined when none is, or it was another connection's. */
export function keptIdentity(): SessionIdentity | undefined {
  const connection = getConnection();
  if (!connection) return undefined;
  try {
    const kept = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as {
      mark?: string;
      identity?: SessionIdentity;
    } | null;
    return kept?.mark === markOf(connection) ? kept.identity : undefined;
  } catch {
    return undefined;
  }
}

export function forgetIdentity(): void {
  sessionStorage.removeItem(KEY);
}
