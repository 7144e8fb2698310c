import type { SearchEvent } from './model';

/*
 * How an event reads in a list (its key, raw line, columns, highlighted words, folded lines): the list's
 * and the event's own code, loaded with them rather than with the Logs page's first paint.
 */

/** The event's raw line; where a service left it out, its keys as `key=value` pairs. */
export function rawLineOf(event: Pick<SearchEvent, '@raw' | 'message_kvs' | 'attributes'>): string {
  if (event['@raw'] !== undefined) return event['@raw'];
  return Object.entries({ ...event.attributes, ...event.message_kvs })
    .map(([k, v]) => `${k}=${typeof v === 'string' ? v : JSON.stringify(v)}`)
    .join(' ');
}

/** A field of an event as a column shows it: its message key, else its attribute; undefined when absent. */
export function columnValue(
  event: Pick<SearchEvent, 'message_kvs' | 'attributes'>,
  key: string,
): string | undefined {
  const value =
    (event.message_kvs as Record<string, unknown> | undefined)?.[key] ??
    (event.attributes as Record<string, unknown> | undefined)?.[key];
  if (value === undefined || value === null) return undefined;
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

const keys = new WeakMap<SearchEvent, string>();

/**
 * The key of an event for selection and links; made once per event, as the list's virtualiser asks
 * for every event's key each time the list grows (100,000 strings a page otherwise).
 */
export function eventKey(event: SearchEvent): string {
  let key = keys.get(event);
  if (key === undefined) {
    key = `${event.metadata?.service_id ?? ''}:${event.metadata?.sequence ?? ''}:${event.metadata?.timestamp ?? ''}`;
    keys.set(event, key);
  }
  return key;
}

const lists = new WeakMap<SearchEvent, { counts: Map<string, number>; keys: string[] }>();

/**
 * The keys of a list's rows: each event's key, made unique where events share one (a service may send
 * two events of one millisecond with no sequence, or none of the parts at all). Kept per list (by its
 * first event) and extended as pages arrive, so the events before are never keyed again.
 */
export function rowKeys(events: readonly SearchEvent[]): readonly string[] {
  const first = events[0];
  if (!first) return [];
  let list = lists.get(first);
  if (!list) lists.set(first, (list = { counts: new Map(), keys: [] }));
  for (let i = list.keys.length; i < events.length; i++) {
    const key = eventKey(events[i] as SearchEvent);
    const before = list.counts.get(key) ?? 0;
    list.counts.set(key, before + 1);
    list.keys.push(before ? `${key}#${before}` : key);
  }
  return list.keys;
}

/** Splits text around case-insensitive matches of the query's free-text words, for highlighting. */
export function highlightParts(text: string, words: string[]): { text: string; match: boolean }[] {
  const needles = words.map((w) => w.toLowerCase()).filter((w) => w.length > 0);
  if (!needles.length) return [{ text, match: false }];
  const lower = text.toLowerCase();
  const parts: { text: string; match: boolean }[] = [];
  let i = 0;
  while (i < text.length) {
    let best = -1;
    let bestLength = 0;
    for (const needle of needles) {
      const at = lower.indexOf(needle, i);
      if (at >= 0 && (best < 0 || at < best || (at === best && needle.length > bestLength))) {
        best = at;
        bestLength = needle.length;
      }
    }
    if (best < 0) break;
    if (best > i) parts.push({ text: text.slice(i, best), match: false });
    parts.push({ text: text.slice(best, best + bestLength), match: true });
    i = best + bestLength;
  }
  if (i < text.length) parts.push({ text: text.slice(i), match: false });
  return parts;
}

/**
 * A JSON line's keys marked, for a line shown compactly: every `"name":` is a key, whatever its depth.
 * The line may be cut short (a row shows its first 2,000 characters): what is not closed stays text.
 */
export function jsonKeyParts(text: string): { text: string; key: boolean }[] {
  const parts: { text: string; key: boolean }[] = [];
  let from = 0;
  let i = 0;
  while (i < text.length) {
    if (text[i] !== '"') {
      i++;
      continue;
    }
    let end = i + 1;
    while (end < text.length && text[end] !== '"') end += text[end] === '\\' ? 2 : 1;
    if (end >= text.length) break;
    let next = end + 1;
    while (text[next] === ' ') next++;
    if (text[next] === ':') {
      if (i > from) parts.push({ text: text.slice(from, i), key: false });
      parts.push({ text: text.slice(i, end + 1), key: true });
      from = end + 1;
    }
    i = end + 1;
  }
  if (from < text.length) parts.push({ text: text.slice(from), key: false });
  return parts;
}

/** A message of several lines (a stack trace) as its first line and how many follow. */
export function foldLines(text: string): { first: string; more: number } {
  // Most lines are one line: no array of lines made for them (a row calls this as it scrolls into view).
  const end = text.indexOf('\n');
  if (end < 0 || end === text.length - 1) return { first: text.replace(/\r?\n$/, ''), more: 0 };
  const lines = text.split(/\r?\n/);
  // A line ending in a newline has no line after it.
  if (lines[lines.length - 1] === '') lines.pop();
  return { first: lines[0] ?? '', more: lines.length - 1 };
}

/** Keeps the newest `limit` events of a live tail, newest first. */
export function appendBounded(buffer: SearchEvent[], arrived: SearchEvent[], limit: number): SearchEvent[] {
  return [...[...arrived].reverse(), ...buffer].slice(0, limit);
}
