import type { ComparisonOperator } from './tokens';

/** A value on the right of a comparison: a literal, or another key of the event. */
export type Value =
  | { type: 'string'; value: string }
  | { type: 'number'; value: number }
  | { type: 'boolean'; value: boolean }
  | { type: 'null' }
  | { type: 'key'; name: string };

/** A where-expression. Keys are names from message_kvs, attributes ($-prefixed) or @raw/@time/@origin. */
export type Expr =
  | { kind: 'and'; left: Expr; right: Expr }
  | { kind: 'or'; left: Expr; right: Expr }
  | { kind: 'not'; operand: Expr }
  | { kind: 'compare'; key: string; op: ComparisonOperator; value: Value }
  /** LIKE is case-sensitive, ILIKE not; % matches any run of characters, _ one character. */
  | { kind: 'like'; key: string; pattern: string; caseInsensitive: boolean; negated: boolean }
  | { kind: 'in'; key: string; values: Value[]; negated: boolean }
  | { kind: 'isNull'; key: string; negated: boolean }
  | { kind: 'between'; key: string; low: Value; high: Value; negated: boolean }
  /** A bare word or quoted phrase: case-insensitive free text over the whole event. */
  | { kind: 'text'; text: string };

/** The reserved keys every event has. */
export const RESERVED_KEYS = ['@raw', '@time', '@origin'] as const;
