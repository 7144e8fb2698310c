import type { QueryClient } from '@tanstack/react-query';
import { getConnection, setConnection, type Connection } from '../api/connection';
import { identityQuery } from '../api/identity';
import { rateLimitStore } from '../api/rate-limit';
import { setViewAs } from '../api/view-as';
import { startDemo } from './demo';

export type DemoRole = 'Admin' | 'Standard' | 'ReadOnly';
export const DEMO_ROLES: DemoRole[] = ['Admin', 'Standard', 'ReadOnly'];

/**
 * Only the demo's role choice survives a reload (sessionStorage, this tab only), so demo mode signs
 * back in by itself. Real credentials are never stored: a reload of a real session asks again.
 */
const DEMO_ROLE_KEY = 'lookout.demo-role';
/** Set by sign-out, so `npm start`'s demo-by-default does not sign the person straight back in. */
const SIGNED_OUT_KEY = 'lookout.signed-out';
/** `npm start` sets VITE_DEMO_BY_DEFAULT: the console opens in demo mode, signed in as Admin. */
const DEMO_BY_DEFAULT = import.meta.env.VITE_DEMO_BY_DEFAULT === 'true';

/**
 * Bumped by sign-out. A demo sign-in still starting (a reload's restore, a preload's) when the person
 * signs out must not finish and sign them back in.
 */
let generation = 0;

/** Signs in to the demo as `role`; null if the person signed out while it was starting. */
export async function signInToDemo(role: DemoRole): Promise<Connection | null> {
  const started = generation;
  const demo = await startDemo();
  const connection: Connection = {
    mode: 'demo',
    label: 'Demo',
    baseUrl: demo.baseUrl,
    credentials: { kind: 'api-key', apiKey: demo.apiKeys[role] },
  };
  if (started !== generation) return null;
  setConnection(connection);
  sessionStorage.setItem(DEMO_ROLE_KEY, role);
  sessionStorage.removeItem(SIGNED_OUT_KEY);
  return connection;
}

/** Signs in with what the person typed and proves it with GET /identity; failure leaves no session. */
export async function connect(queryClient: QueryClient, connection: Connection): Promise<void> {
  queryClient.clear();
  rateLimitStore.reset();
  setViewAs(null);
  setConnection(connection);
  sessionStorage.removeItem(SIGNED_OUT_KEY);
  try {
    await queryClient.fetchQuery(identityQuery());
  } catch (error) {
    setConnection(null);
    queryClient.clear();
    throw error;
  }
}

/** Called before every console page: the current connection, or the demo signed back in. */
export async function restoreSession(): Promise<boolean> {
  if (getConnection()) return true;
  const role = sessionStorage.getItem(DEMO_ROLE_KEY);
  if (role && (DEMO_ROLES as string[]).includes(role)) return (await signInToDemo(role as DemoRole)) !== null;
  if (DEMO_BY_DEFAULT && !sessionStorage.getItem(SIGNED_OUT_KEY))
    return (await signInToDemo('Admin')) !== null;
  return false;
}

/** Forgets the credentials and every cached answer. */
export function signOut(queryClient: QueryClient): void {
  generation++;
  setConnection(null);
  setViewAs(null);
  sessionStorage.removeItem(DEMO_ROLE_KEY);
  sessionStorage.setItem(SIGNED_OUT_KEY, 'true');
  queryClient.clear();
  rateLimitStore.reset();
}
