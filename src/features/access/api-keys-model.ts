import { DAY } from '../../lib/time';
import type { components } from '../../api/schema.gen';
import { epochMs } from '../../api/tolerant';

export type ApiKey = components['schemas']['ApiKey'];

/** Keys that expire within this stand out in the list. */
export const EXPIRY_WARNING_DAYS = 7;

/** Time-to-live choices of a new key, in seconds; undefined never expires. */
export const TTL_CHOICES: { label: string; seconds?: number }[] = [
  { label: '7 days', seconds: 7 * 86_400 },
  { label: '30 days', seconds: 30 * 86_400 },
  { label: '90 days', seconds: 90 * 86_400 },
  { label: '1 year', seconds: 365 * 86_400 },
  { label: 'Never expires' },
];

export type Expiry = 'never' | 'expired' | 'soon' | 'later';

/** When the key expires, in ms (the live service sends seconds); undefined when it never does. */
export const expiresAt = (key: Pick<ApiKey, 'expires_at'>): number | undefined =>
  key.expires_at === undefined ? undefined : epochMs(key.expires_at);

export function expiryOf(key: Pick<ApiKey, 'expires_at'>, now: number): Expiry {
  const at = expiresAt(key);
  if (at === undefined) return 'never';
  if (at <= now) return 'expired';
  return at - now <= EXPIRY_WARNING_DAYS * DAY ? 'soon' : 'later';
}

/** Soonest expiry first, then keys that never expire; by name within each. */
export function sortKeys(keys: ApiKey[]): ApiKey[] {
  return [...keys].sort(
    (a, b) => (expiresAt(a) ?? Infinity) - (expiresAt(b) ?? Infinity) || a.name.localeCompare(b.name),
  );
}

export interface KeyDraft {
  name: string;
  roles: string[];
}

export function validateKeyDraft(draft: KeyDraft, taken: string[]): Partial<Record<keyof KeyDraft, string>> {
  const problems: Partial<Record<keyof KeyDraft, string>> = {};
  const name = draft.name.trim();
  if (!name) problems.name = 'Give the key a name that says what uses it.';
  else if (name.length > 255) problems.name = 'A name has at most 255 characters.';
  else if (taken.some((t) => t.toLowerCase() === name.toLowerCase()))
    problems.name = `A key called "${name}" exists already.`;
  if (draft.roles.length === 0) problems.roles = 'Choose at least one role.';
  return problems;
}
