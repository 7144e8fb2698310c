import type { QueryClient } from '@tanstack/react-query';
import { getConnection, setConnection, type Connection } from '../api/connection';
import { clearDrafts } from '../api/drafts';
import { rateLimitStore } from '../api/rate-limit';
import { sessionEnded } from '../api/session-ended';
import { setViewAs } from '../api/view-as';
import { clearDemoTrouble, currentDemoProfile, setDemoProfile, startDemo, type DemoProfile } from './demo';
import { clearRecent } from '../lib/recent';
import { setIdentityInTab } from '../api/identity-in-tab';
import { forgetIdentity } from '../api/identity-store';

export type DemoRole = 'Admin' | 'Standard' | 'ReadOnly';
export const DEMO_ROLES: DemoRole[] = ['Admin', 'Standard', 'ReadOnly'];

/**
 * What survives a reload of the tab, in that tab's sessionStorage only (never localStorage,
 * IndexedDB, cookies or the URL), removed at sign-out: the connection (so a reload keeps the
 * session), or the demo's role choice.
 */
export const CONNECTION_KEY = 'lookout.connection';
export const DEMO_ROLE_KEY = 'lookout.demo-role';
/** Set by sign-out, so `npm start`'s demo-by-default does not sign the person straight back in. */
export const SIGNED_OUT_KEY = 'lookout.signed-out';
/** `npm start` sets VITE_DEMO_BY_DEFAULT: the console opens in demo mode, signed in as Admin. */
const DEMO_BY_DEFAULT = import.meta.env.VITE_DEMO_BY_DEFAULT === 'true';

/**
 * Bumped by sign-out. A demo sign-in still starting (a reload's restore, a preload's) when the person
 * signs out must not finish and sign them back in.
 */
let generation = 0;

/** Signs in to the demo as `role`; null if the person signed out while it was starting. */
export async function signInToDemo(
  role: DemoRole,
  profile: DemoProfile = currentDemoProfile(),
): Promise<Connection | null> {
  const started = generation;
  const demo = await startDemo(profile);
  const connection: Connection = {
    mode: 'demo',
    label: profile === 'vendor' ? 'Demo (as the live service)' : 'Demo',
    baseUrl: demo.baseUrl,
    credentials: { kind: 'api-key', apiKey: demo.apiKeys[role] },
  };
  if (started !== generation) return null;
  setDemoProfile(profile);
  setConnection(connection);
  sessionStorage.setItem(DEMO_ROLE_KEY, role);
  sessionStorage.removeItem(SIGNED_OUT_KEY);
  return connection;
}

function storedConnection(): Connection | null {
  try {
    const raw = sessionStorage.getItem(CONNECTION_KEY);
    const parsed = raw ? (JSON.parse(raw) as Connection) : null;
    return parsed && typeof parsed.baseUrl === 'string' && parsed.credentials ? parsed : null;
  } catch {
    return null;
  }
}

/** Called before every console page: the current connection, the tab's own, or the demo signed back in. */
export async function restoreSession(): Promise<boolean> {
  if (getConnection()) return true;
  const stored = storedConnection();
  if (stored) {
    const started = generation;
    // A connection to the demo service in this browser needs that service running again.
    if (stored.mode === 'demo') await startDemo();
    if (started !== generation) return false;
    setConnection(stored);
    return true;
  }
  const role = sessionStorage.getItem(DEMO_ROLE_KEY);
  if (role && (DEMO_ROLES as string[]).includes(role)) return (await signInToDemo(role as DemoRole)) !== null;
  if (DEMO_BY_DEFAULT && !sessionStorage.getItem(SIGNED_OUT_KEY))
    return (await signInToDemo('Admin')) !== null;
  return false;
}

/**
 * Forgets the credentials, the tab's copy of them, every cached answer, every kept draft and every
 * person's recent lists (searches run, ranges, dashboards opened).
 */
export function signOut(queryClient: QueryClient): void {
  endSession(queryClient);
  clearDrafts();
  clearRecent();
}

/**
 * The session is over: the credentials, the tab's copy of them and every cached answer are forgotten;
 * requests waiting for a new sign-in fail. Drafts stay only when the credential stopped working on its
 * own (a reload found it refused): they belong to that person, who may sign in again and find them.
 */
export function endSession(queryClient: QueryClient): void {
  generation++;
  sessionEnded.abandon();
  clearDemoTrouble();
  setIdentityInTab(null);
  forgetIdentity();
  setConnection(null);
  setViewAs(null);
  sessionStorage.removeItem(CONNECTION_KEY);
  sessionStorage.removeItem(DEMO_ROLE_KEY);
  sessionStorage.setItem(SIGNED_OUT_KEY, 'true');
  queryClient.clear();
  rateLimitStore.reset();
}
