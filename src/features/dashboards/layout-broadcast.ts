import type { Dashboard } from './model';

/**
 * A person's tabs of one dashboard agree: a layout saved in one tab is told at once to their other tabs
 * of this browser (BroadcastChannel: same origin only), which draw it when they hold nothing unsaved;
 * one that does meets the newer version as a conflict on its next save, as with anyone's change. A
 * message names the person it is for (organisation and key or user), so another person's tab, signed
 * in on the same browser, ignores it.
 */
const CHANNEL = 'lookout.dashboard-saved';

interface Saved {
  person: string;
  dashboard: Dashboard;
}

const channel = (): BroadcastChannel | undefined =>
  typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel(CHANNEL);

/** Tells the person's other tabs that `dashboard` is now as the service holds it. */
export function announceSaved(person: string, dashboard: Dashboard): void {
  if (!person) return;
  const out = channel();
  out?.postMessage({ person, dashboard } satisfies Saved);
  out?.close();
}

/** Calls `onSaved` with each version of dashboard `id` the person's other tabs save; returns the stop. */
export function listenForSaved(person: string, id: string, onSaved: (dashboard: Dashboard) => void) {
  const input = channel();
  if (!input || !person) return () => undefined;
  input.onmessage = ({ data }: MessageEvent<Saved>) => {
    if (data?.person === person && data.dashboard?.id === id) onSaved(data.dashboard);
  };
  return () => input.close();
}
