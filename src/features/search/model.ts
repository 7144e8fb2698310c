import type { components } from '../../api/schema.gen';

export type SearchRequest = components['schemas']['SearchRequest'];
export type SearchEvent = components['schemas']['Event'];
export type { SearchUrlState } from './url';

/**
 * What an event search selects: every key and the raw line. The live service refuses an empty select
 * for events and sends `@raw` only when selected (its own SDK sends the same).
 */
export const EVENT_SELECT = ['*', '@raw'];

/** A field added as a column, or taken away when it is one already; at most 8, in the order added. */
export function toggleColumn(columns: string[], key: string): string[] {
  return columns.includes(key) ? columns.filter((c) => c !== key) : [...columns, key].slice(-8);
}
