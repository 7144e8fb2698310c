import { useSyncExternalStore } from 'react';

/**
 * "View as role": an admin previews the console as another role would see it, without signing out.
 * Only what the console offers changes (see `usePermit`); requests still carry the person's own
 * credentials, and the service still decides. Kept for this tab (sessionStorage), cleared on sign-out.
 */
const KEY = 'lookout.view-as';
const listeners = new Set<() => void>();

function getViewAs(): string | null {
  return sessionStorage.getItem(KEY);
}

export function setViewAs(roleId: string | null): void {
  if (roleId) sessionStorage.setItem(KEY, roleId);
  else sessionStorage.removeItem(KEY);
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The role being previewed, or null. */
export function useViewAs(): string | null {
  return useSyncExternalStore(subscribe, getViewAs, () => null);
}
