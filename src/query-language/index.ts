/** The service's SQL-subset query language, shared by the console's editor and the mock engine. */
export type { Expr, Value } from './ast';
export { RESERVED_KEYS } from './ast';
export { QuerySyntaxError } from './errors';
export { parseWhere } from './parser';
export { printKey, printValue, printWhere } from './printer';
export {
  aggregatesProblem,
  isAggregate,
  parseSelectItem,
  statLabel,
  type AggregateFunction,
  type SelectItem,
} from './select';
export { splitList } from './split-list';
export { parseRelativeRange, printRelativeRange, resolveRange, type RelativeRange } from './time-range';
export { tokenize } from './tokenizer';
export type { ComparisonOperator, Token, TokenType } from './tokens';
export { maskPlaceholders, PLACEHOLDER, placeholders } from './placeholders';
