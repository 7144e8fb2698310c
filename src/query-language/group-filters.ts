import { addFilter, andWith, printKey, printValue } from './filters';

/** A group's value of one group-by key, as a filter: from a chart, a table of groups, a monitor's group. */
export interface GroupFilter {
  key: string;
  value: string;
}

// Apart from addFilter: the Logs page's first chunk filters on values, the group filters load with
// the charts and tables of groups that use them.

/**
 * A group's name is text ("500"); the key may hold numbers. A name that reads as a plain number is
 * compared as one, so `status_code = 500` matches; "007" stays text.
 */
export const groupValue = (name: string): string | number =>
  /^-?(0|[1-9]\d*)(\.\d+)?$/.test(name) ? Number(name) : name;

/**
 * Adds a group's values (`method = 'GET' AND status_code = 500`), or leaves the group out
 * (`NOT (method = 'GET' AND status_code = 500)`; one key reads `status_code != 500`).
 */
export function addGroupFilter(
  where: string | undefined,
  filters: readonly GroupFilter[],
  exclude = false,
): string {
  if (!filters.length) return where?.trim() ?? '';
  if (filters.length === 1 || !exclude)
    return filters.reduce<string | undefined>(
      (q, f) => addFilter(q, f.key, groupValue(f.value), exclude),
      where,
    ) as string;
  const all = filters.map((f) => `${printKey(f.key)} = ${printValue(groupValue(f.value))}`).join(' AND ');
  return andWith(where, `NOT (${all})`);
}
