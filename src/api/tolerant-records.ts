import type { components } from './schema.gen';

/**
 * Reading records the service sends (a user's sign-in methods, a top key's values, collections)
 * whichever deployment sent them, as tolerant.ts reads numbers, times and search answers: apart from
 * it, so the Logs page's first paint carries only the readers it uses.
 */
type Schemas = components['schemas'];

export interface LoginMethodState {
  /** As the service spells it ("Password" or "password"). */
  name: string;
  enabled: boolean;
}

/**
 * A user's sign-in methods by lower-case name: the seed's object `{password: true}` or the live
 * service's array `[{name: "Password", enabled: true}]`.
 */
export function loginMethodsOf(methods: Schemas['User']['login_methods']): Map<string, LoginMethodState> {
  const byName = new Map<string, LoginMethodState>();
  if (Array.isArray(methods)) {
    for (const m of methods)
      // A method without a name (the vendor's contract makes it optional) has nothing to show.
      if (typeof m.name === 'string')
        byName.set(m.name.toLowerCase(), { name: m.name, enabled: m.enabled !== false });
  } else if (methods) {
    for (const [name, value] of Object.entries(methods))
      byName.set(name.toLowerCase(), { name, enabled: value === true });
  }
  return byName;
}

export interface TopValue {
  value: string;
  /** Absent where the service does not count (the live service). */
  count?: number;
}

/** A top key's values: the keys of its `values` map; counts only where the service sends them. */
export function topValuesOf(key: Schemas['TopKey'] | undefined): TopValue[] {
  return Object.entries(key?.values ?? {}).map(([name, v]) =>
    v.count === undefined ? { value: v.value ?? name } : { value: v.value ?? name, count: v.count },
  );
}

export interface CollectionSummary {
  collection: string;
  datasetCount?: number;
}

/** Collections from the seed's `{id, collection}` items or the live service's `{<name>: [datasets]}` maps. */
export function collectionsOf(list: Schemas['CollectionList'] | undefined): CollectionSummary[] {
  const out: CollectionSummary[] = [];
  for (const item of list?.collections ?? []) {
    if ('collection' in item && typeof item.collection === 'string' && typeof item.id === 'string') {
      const count = (item as { dataset_count?: unknown }).dataset_count;
      out.push(
        typeof count === 'number'
          ? { collection: item.collection, datasetCount: count }
          : { collection: item.collection },
      );
    } else {
      // A map of collection names to their datasets (the live service); a lone dataset (the vendor's
      // published shape) names no collection and is left out.
      for (const [name, datasets] of Object.entries(item))
        if (Array.isArray(datasets)) out.push({ collection: name, datasetCount: datasets.length });
    }
  }
  return out;
}
