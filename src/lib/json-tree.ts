/**
 * A JSON value as the rows of a tree: which rows show given the branches open, each row's path, and
 * the paths a person copies or filters on. Pure, so the tree view only draws what this computes.
 */
export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
export type Segment = string | number;

export interface TreeRow {
  /** The row's path as one string: its id among the rows and in the set of open branches. */
  id: string;
  path: Segment[];
  depth: number;
  /** The key or index it sits at; undefined for the root. */
  label: Segment | undefined;
  value: Json;
  /** For objects and arrays: how many children; for the rest undefined. */
  size: number | undefined;
  open: boolean;
  /** The row's place among its siblings (1-based) and their number, as a tree announces them. */
  position: number;
  siblings: number;
}

/** Only text that looks like JSON is parsed: a line of prose costs nothing. */
const MAX_PARSED = 1_000_000;

/** The message as JSON when it is an object or array of JSON; otherwise undefined. */
export function parseStructured(text: string): Json[] | { [key: string]: Json } | undefined {
  const trimmed = text.trim();
  if (trimmed.length > MAX_PARSED || !/^[[{]/.test(trimmed)) return undefined;
  try {
    const value = JSON.parse(trimmed) as Json;
    return value !== null && typeof value === 'object' ? value : undefined;
  } catch {
    return undefined;
  }
}

const branch = (value: Json): value is Json[] | { [key: string]: Json } =>
  value !== null && typeof value === 'object';

const entriesOf = (value: Json[] | { [key: string]: Json }): [Segment, Json][] =>
  Array.isArray(value) ? value.map((item, i) => [i, item]) : Object.entries(value);

/** The id of a path: `$` then each step, so no key can pose as another path. */
export const pathId = (path: readonly Segment[]): string => JSON.stringify(['$', ...path]);

/**
 * The rows shown: the root's children, and the children of every open branch, in order; at most
 * `limit` of them (a person asks for more).
 */
export function visibleRows(
  root: Json[] | { [key: string]: Json },
  open: ReadonlySet<string>,
  limit = Infinity,
): TreeRow[] {
  const rows: TreeRow[] = [];
  const walk = (value: Json[] | { [key: string]: Json }, path: Segment[]) => {
    const entries = entriesOf(value);
    entries.forEach(([label, item], i) => {
      if (rows.length >= limit) return;
      const childPath = [...path, label];
      const id = pathId(childPath);
      const isOpen = branch(item) && open.has(id);
      rows.push({
        id,
        path: childPath,
        depth: path.length + 1,
        label,
        value: item,
        size: branch(item) ? entriesOf(item).length : undefined,
        open: isOpen,
        position: i + 1,
        siblings: entries.length,
      });
      if (isOpen) walk(item as Json[] | { [key: string]: Json }, childPath);
    });
  };
  walk(root, []);
  return rows;
}

/** Every branch's id: what "expand all" opens. */
export function allBranches(root: Json[] | { [key: string]: Json }): Set<string> {
  const ids = new Set<string>();
  const walk = (value: Json[] | { [key: string]: Json }, path: Segment[]) => {
    for (const [label, item] of entriesOf(value)) {
      if (!branch(item)) continue;
      const childPath = [...path, label];
      ids.add(pathId(childPath));
      walk(item, childPath);
    }
  };
  walk(root, []);
  return ids;
}

/** How a path reads in code: `job.queue`, `batch.items[3].sku`, `headers["content-type"]`. */
export function pathText(path: readonly Segment[]): string {
  return path
    .map((step, i) =>
      typeof step === 'number'
        ? `[${step}]`
        : /^[A-Za-z_$][\w$]*$/.test(step)
          ? `${i ? '.' : ''}${step}`
          : `[${JSON.stringify(step)}]`,
    )
    .join('');
}

/**
 * The key a search filters on for a value at this path: nested keys joined with dots, as the
 * service flattens them. Undefined inside lists, which the service does not index by position.
 */
export function filterKey(path: readonly Segment[]): string | undefined {
  return path.every((step) => typeof step === 'string') ? path.join('.') : undefined;
}

/** A branch's one-line summary when closed: `{3 keys}`, `[70 items]`. */
export function branchSummary(value: Json[] | { [key: string]: Json }): string {
  const n = entriesOf(value).length;
  return Array.isArray(value) ? `[${n} ${n === 1 ? 'item' : 'items'}]` : `{${n} ${n === 1 ? 'key' : 'keys'}}`;
}
