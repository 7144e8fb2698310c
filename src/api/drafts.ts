import type { SessionIdentity } from './identity';

/**
 * Unsaved work kept for the tab (sessionStorage), so a reload loses nothing. Drafts belong to the
 * person who made them: each key names the organisation and the person (or API key), so a draft is
 * only ever read back by them, never shown to or sent with another person's credentials; signing out
 * removes them all.
 */
const PREFIX = 'lookout.draft.';
/** Keys of earlier versions, which named no owner: removed with the rest. */
const LEGACY_PREFIXES = ['lookout.layout-draft.', 'lookout.monitor-draft.'];

let owner: string | null = null;

const ownerOf = (identity: SessionIdentity) =>
  `${identity.org_id || 'org'}.${identity.identity?.id ?? `name:${identity.display_name}`}`;

/** Who the drafts of this tab belong to now; null while nobody is known to be signed in. */
export function setDraftOwner(identity: SessionIdentity | null): void {
  owner = identity ? ownerOf(identity) : null;
}

/** The storage key of a draft of `kind` for `id`, or null when no owner is known (nothing is kept then). */
function draftKey(kind: string, id: string): string | null {
  return owner === null ? null : `${PREFIX}${owner}.${kind}.${id}`;
}

/** Reads a draft of the current owner, or undefined. */
export function loadDraft<T>(kind: string, id: string, storage: Storage = sessionStorage): T | undefined {
  const key = draftKey(kind, id);
  if (!key) return undefined;
  try {
    const raw = storage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : undefined;
  } catch {
    return undefined;
  }
}

export function saveDraft(kind: string, id: string, value: unknown, storage: Storage = sessionStorage): void {
  const key = draftKey(kind, id);
  if (!key) return;
  try {
    storage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or disabled: the edit still lives in memory.
  }
}

export function removeDraft(kind: string, id: string, storage: Storage = sessionStorage): void {
  const key = draftKey(kind, id);
  if (key) storage.removeItem(key);
}

/** Every draft of the tab, whoever made it: at sign-out. */
export function clearDrafts(storage: Storage = sessionStorage): void {
  const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter(
    (key): key is string => key !== null && [PREFIX, ...LEGACY_PREFIXES].some((p) => key.startsWith(p)),
  );
  keys.forEach((key) => storage.removeItem(key));
}
