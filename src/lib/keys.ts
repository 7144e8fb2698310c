/**
 * React keys for a list of what the service sent: each item's own key, and where the service repeats
 * one (two groups with one name, two records without an id), that key with its occurrence ("x", "x#2"),
 * so every row is drawn and none is taken for another.
 */
export function uniqueKeys<T>(items: readonly T[], keyOf: (item: T) => unknown): string[] {
  const used = new Set<string>();
  return items.map((item) => {
    const own = keyOf(item);
    const base = own === undefined || own === null ? '' : String(own);
    let key = base;
    for (let n = 2; used.has(key); n++) key = `${base}#${n}`;
    used.add(key);
    return key;
  });
}

/** Each item with its unique key (uniqueKeys), for `.map(([item, key]) => <Row key={key} … />)`. */
export const withKeys = <T>(items: readonly T[], keyOf: (item: T) => unknown): [T, string][] => {
  const keys = uniqueKeys(items, keyOf);
  return items.map((item, i) => [item, keys[i] as string]);
};
