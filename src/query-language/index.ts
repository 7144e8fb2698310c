/** The service's SQL-subset query language, shared by the console's editor and the mock engine. */
export type { Expr, Value } from './ast';
export { QuerySyntaxError } from './errors';
export { parseWhere } from './parser';
export { parseSelectItem, statLabel, type SelectItem } from './select';
export { resolveRange } from './time-range';
