/** A table's order: one column, either way. In the URL as `sort=name` or `sort=-name` (descending). */
export interface Sort<K extends string> {
  key: K;
  desc: boolean;
}

/** The order a `sort` param asks for, when it names one of the columns; otherwise undefined. */
export function parseSort<K extends string>(value: unknown, keys: readonly K[]): Sort<K> | undefined {
  if (typeof value !== 'string') return undefined;
  const desc = value.startsWith('-');
  const key = keys.find((k) => k === (desc ? value.slice(1) : value));
  return key === undefined ? undefined : { key, desc };
}

export const formatSort = <K extends string>(sort: Sort<K>): string => (sort.desc ? '-' : '') + sort.key;

/** A click on a column's header: that column ascending, or the other way when it is already the one. */
export const nextSort = <K extends string>(current: Sort<K>, key: K): Sort<K> =>
  current.key === key ? { key, desc: !current.desc } : { key, desc: false };

export type SortValue = string | number | undefined;

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/**
 * The rows in that order, a new array. Text compares as people read it ("key 9" before "key 10",
 * case ignored), numbers as numbers; empty values go last either way; ties keep their order.
 */
export function sortRows<T, K extends string>(
  rows: readonly T[],
  sort: Sort<K>,
  valueOf: Record<K, (row: T) => SortValue>,
): T[] {
  const read = valueOf[sort.key];
  const sign = sort.desc ? -1 : 1;
  return rows
    .map((row, index) => ({ row, index, value: read(row) }))
    .sort((a, b) => {
      if (a.value === undefined || b.value === undefined)
        return a.value === b.value ? a.index - b.index : a.value === undefined ? 1 : -1;
      const order =
        typeof a.value === 'number' && typeof b.value === 'number'
          ? a.value - b.value
          : collator.compare(String(a.value), String(b.value));
      return order !== 0 ? sign * order : a.index - b.index;
    })
    .map(({ row }) => row);
}
