import type { Middleware } from 'openapi-fetch';
import { getConnection } from './connection';
import { ApiError } from './errors';
import type { SessionIdentity } from './identity';

/**
 * Writes land in the organisation the tab shows. The service keeps one current organisation per
 * person, not per tab: a switch in one tab (or another browser) moves every tab's writes with it. So
 * the tab remembers the organisation it shows (set with the identity, at sign-in and at a switch),
 * tells the person's other tabs when it switches, and before each write with a person's token asks
 * the service where it acts now. When that is elsewhere the write is not sent: it fails as
 * `organisation-changed`, the person's edits stay on screen, and the shell offers the way back.
 * A switch can still land while a write is on the way, so the service is asked again after each
 * write: moved meanwhile, the person is told at once that what they saved may be in the other
 * organisation, by name, with the way to open it there. And a switch from another device, which no
 * tab is told of, is found when the tab is looked at again (focus) and after the next write.
 * (An API key belongs to one organisation, so its writes need no check.)
 */
interface Organisation {
  id: string;
  name?: string;
}

let shown: Organisation | null = null;
let person: string | null = null;
let elsewhere: Organisation | null = null;
/** A write answered after the service moved elsewhere: what it was, and where it may have landed. */
let landed: { write: string; org: Organisation } | null = null;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/** The organisation the service acts in when it is not the one this tab shows; null when they agree. */
export const elsewhereStore = {
  get: (): Organisation | null => elsewhere,
  /** The last write answered while the service moved to another organisation (null: none since). */
  landed: () => landed,
  shown: (): Organisation | null => shown,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

function learn(current: Organisation): void {
  const next = shown && current.id !== shown.id ? current : null;
  if (next?.id === elsewhere?.id && next?.name === elsewhere?.name) return;
  elsewhere = next;
  changed();
}

/** The organisation this tab now shows (sign-in, a switch); null once signed out. */
export function setShownOrganisation(identity: SessionIdentity | null): void {
  const id = identity?.org_id;
  const who = identity?.identity?.id ?? null;
  // The same organisation for the same person (each page's load says so again): what is known of
  // the service acting elsewhere still holds.
  if (id && id === shown?.id && who === person) return;
  shown = id ? { id, ...(identity.org_name ? { name: identity.org_name } : {}) } : null;
  person = who;
  settled();
}

/** The service acts in the organisation this tab shows again (switched back): nothing more to say. */
export function settled(): void {
  elsewhere = null;
  landed = null;
  changed();
}

// The person's other tabs of this console, told of a switch at once. Demo tabs each run their own
// service in the page, so a switch in one moves nothing in another: they are not told.
const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('lookout.organisation');
channel?.addEventListener('message', (event: MessageEvent<{ person: string; org: Organisation }>) => {
  if (getConnection()?.mode !== 'live' || !person || event.data.person !== person) return;
  learn(event.data.org);
});

/** Says to the person's other tabs that the service now acts in `org` for them. */
export function announceSwitch(identity: SessionIdentity, name = identity.org_name): void {
  if (getConnection()?.mode !== 'live' || !identity.identity?.id || !identity.org_id) return;
  const org = { id: identity.org_id, ...(name ? { name } : {}) };
  channel?.postMessage({ person: identity.identity.id, org });
}

/** Calls sent as POST that read, and the switch itself: they change nothing in an organisation. */
const NOT_WRITES = new Set([
  '/search',
  '/patterns',
  '/live-tail',
  '/config-assistant',
  '/organizations/{orgId}/access/user/{userId}/switch',
]);

/**
 * Asks the service which organisation it acts in now: `GET /identity` where it has one, else the
 * customer record (the vendor's live service).
 */
export type CurrentOrganisation = (signal: AbortSignal | null) => Promise<Organisation | undefined>;

/** A write sent with a person's token while the tab shows an organisation: the ones checked. */
const checked = (request: Request, schemaPath: string) =>
  request.method !== 'GET' &&
  !NOT_WRITES.has(schemaPath) &&
  !!shown &&
  getConnection()?.credentials.kind === 'bearer';

/** The checks before and after each write (a middleware of the one client; `current` asks the service). */
export function organisationGuard(current: CurrentOrganisation): Middleware {
  // Looked at again (another window, or a phone put down): a switch made on another device shows.
  globalThis.addEventListener?.('focus', () => {
    if (shown && getConnection()?.credentials.kind === 'bearer')
      void current(null).then(
        (now) => now && learn(now),
        () => undefined,
      );
  });
  return {
    async onRequest({ request, schemaPath }) {
      if (!checked(request, schemaPath)) return undefined;
      const now = await current(request.signal);
      if (!now || now.id === shown?.id) return undefined;
      learn(now);
      throw new ApiError(
        'organisation-changed',
        0,
        'Organisation changed',
        'Not saved: you switched organisation in another tab or window since this tab opened, and the service now acts there. Your changes are kept here: switch back to save them.',
      );
    },
    async onResponse({ request, response, schemaPath }) {
      if (!response.ok || !checked(request, schemaPath)) return undefined;
      // Answered, but the switch may have landed while the write was on the way: where is it now?
      const now = await current(null).catch(() => undefined);
      if (!now || !shown || now.id === shown.id) return undefined;
      landed = { write: `${request.method} ${schemaPath}`, org: now };
      elsewhere = null; // told afresh, with what landed
      learn(now);
      return undefined;
    },
  };
}
