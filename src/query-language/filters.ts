/**
 * Filters added to a where-expression from a value a person clicked: an event's field, a field's top
 * value, a group of an aggregate or a chart. Used by Logs, dashboards and monitors alike.
 */

export const printKey = (key: string) => (/^[A-Za-z_$@][A-Za-z0-9_.$@-]*$/.test(key) ? key : `"${key}"`);

export function printValue(value: string | number | boolean): string {
  if (typeof value === 'boolean') return String(value).toUpperCase();
  if (typeof value === 'number') return String(value);
  return `'${value.replace(/'/g, "''")}'`;
}

/** AND binds tighter than OR: a query with an OR keeps it whole inside parentheses. */
export function andWith(where: string | undefined, clause: string): string {
  const base = where?.trim();
  if (!base) return clause;
  return `${/\bOR\b/i.test(base) ? `(${base})` : base} AND ${clause}`;
}

/** Adds `key = value` (or `key != value`) to a where-expression, with AND. */
export function addFilter(
  where: string | undefined,
  key: string,
  value: string | number | boolean,
  exclude = false,
): string {
  return andWith(where, `${printKey(key)} ${exclude ? '!=' : '='} ${printValue(value)}`);
}

/**
 * A where-clause that matches the events of a pattern (`@raw LIKE …`), or leaves them out
 * (`NOT @raw LIKE …`): its variable parts (<*>) become LIKE wildcards.
 */
export function patternFilter(template: string, exclude = false): string {
  const like = template
    .replace(/'/g, "''")
    .replace(/<\*>/g, '%')
    .replace(/%(\s*%)+/g, '%');
  return `${exclude ? 'NOT ' : ''}@raw LIKE '${like}'`;
}
