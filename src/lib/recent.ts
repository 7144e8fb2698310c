/**
 * Short lists a person keeps while they work: the dashboards they opened, the searches they ran. Kept
 * for the tab (sessionStorage), as the session is: nothing of the console outlives the tab on the
 * device. One list per person and organisation, so switching either never shows another's.
 */
const PREFIX = 'lookout.recent.';

export type RecentList =
  'dashboards' | 'searches' | 'ranges' | 'saved-searches' | 'saved-views' | 'column-widths';

/** Who the lists belong to: the organisation and the person (or key) signed in. */
export const personKey = (identity: { org_id: string; email?: string; display_name: string } | undefined) =>
  identity ? `${identity.org_id}/${identity.email ?? identity.display_name}` : '';

const keyOf = (list: RecentList, person: string) => `${PREFIX}${list}.${person}`;

export function readRecent<T>(list: RecentList, person: string): T[] {
  if (!person) return [];
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(keyOf(list, person)) ?? '[]');
    return Array.isArray(parsed) ? (parsed as T[]) : [];
  } catch {
    return [];
  }
}

/** Replaces a list whole (the saved searches a service without them leaves to the tab). */
export function writeRecent<T>(list: RecentList, person: string, items: T[]): void {
  if (!person) return;
  try {
    sessionStorage.setItem(keyOf(list, person), JSON.stringify(items));
  } catch {
    // Storage full or refused (a private window): the list is a convenience, the page goes on.
  }
}

/** Puts `item` first, drops its older copy (`same`), keeps at most `max`. */
export function pushRecent<T>(
  list: RecentList,
  person: string,
  item: T,
  same: (a: T, b: T) => boolean,
  max: number,
): T[] {
  if (!person) return [];
  const next = [item, ...readRecent<T>(list, person).filter((old) => !same(old, item))].slice(0, max);
  writeRecent(list, person, next);
  return next;
}

/** Every person's lists, forgotten (signing out): what they searched for is not left for the next. */
export function clearRecent(): void {
  for (const key of Object.keys(sessionStorage)) if (key.startsWith(PREFIX)) sessionStorage.removeItem(key);
}
