import type { Versioned } from '../../api/versions';
import { same } from './same';

/**
 * A record changed elsewhere while its form was open (useForm's `concurrent`): what the person is
 * shown, and how their changes go onto the other version.
 */
export interface Concurrent<D> {
  /**
   * The record as the service has it now, as a draft, with the version it was read at where the
   * service gives versions (`versioned(await fetchQuery({ ...detail, ...FRESH }), draftOf)` of src/api/versions.ts).
   */
  current: () => Promise<Current<D>>;
  /**
   * How their version takes your changes: field by field, each field you changed is yours and every
   * other theirs, except where a field says how to combine both (a list of roles: theirs, plus what
   * you added, less what you removed).
   */
  merge?: { [K in keyof D]?: (base: D[K], theirs: D[K], mine: D[K]) => D[K] };
  /** A field's name for a person ("Threshold"); the draft's own name by default. */
  label?: (field: string) => string;
  /** A field's value in words; its JSON text by default. */
  show?: (field: string, value: unknown) => string;
}

/** A record read for a write: as a draft, and its version (undefined where the service gives none). */
export type Current<D> = Versioned<D>;

/** What changed meanwhile, for the person to settle. */
export interface Conflict<D> {
  theirs: D;
  /** The version their record was read at: the write of the person's choice is made from it. */
  version: string | undefined;
  merged: D;
  /** The fields someone else changed, with their value and yours; `both` when you changed it too. */
  fields: { field: string; label: string; theirs: string; mine: string; both: boolean }[];
}

/** Field by field: what you changed from `base` is yours (combined with theirs where `merge` says how). */
function mergeFields<D>(base: D, theirs: D, mine: D, merge: Concurrent<D>['merge'] = {}): D {
  type Fields = Record<string, unknown>;
  const [b, t, m] = [base, theirs, mine] as Fields[];
  const merged: Fields = { ...t };
  const combine = merge as Record<string, ((b: unknown, t: unknown, m: unknown) => unknown) | undefined>;
  for (const key of Object.keys(m ?? {}))
    if (!same(m?.[key], b?.[key])) merged[key] = combine[key]?.(b?.[key], t?.[key], m?.[key]) ?? m?.[key];
  return merged as D;
}

export function conflictOf<D>(
  base: D,
  { draft: theirs, version }: Current<D>,
  mine: D,
  concurrent: Concurrent<D>,
): Conflict<D> {
  const [b, t, m] = [base, theirs, mine] as Record<string, unknown>[];
  const show = concurrent.show ?? ((_: string, value: unknown) => JSON.stringify(value) ?? '—');
  const fields = Object.keys({ ...b, ...t })
    .filter((field) => !same(t?.[field], b?.[field]))
    .map((field) => ({
      field,
      label: concurrent.label?.(field) ?? field.replace(/_/g, ' '),
      theirs: show(field, t?.[field]),
      mine: show(field, m?.[field]),
      both: !same(m?.[field], b?.[field]),
    }));
  return { theirs, version, merged: mergeFields(base, theirs, mine, concurrent.merge), fields };
}
