import type { Expr, Value } from './ast';
import { KEYWORDS } from './tokens';

const KEYWORD_SET = new Set<string>(KEYWORDS);
const BARE_KEY = /^[A-Za-z_$@][A-Za-z0-9_.$@-]*$/;
const BARE_WORD = /^[A-Za-z_][A-Za-z0-9_.-]*$/;

const quoteString = (s: string) => `'${s.replace(/'/g, "''")}'`;

function printKey(key: string): string {
  if (BARE_KEY.test(key) && !KEYWORD_SET.has(key.toUpperCase())) return key;
  return key.includes('"') ? `\`${key}\`` : `"${key}"`;
}

function printValue(value: Value): string {
  switch (value.type) {
    case 'string':
      return quoteString(value.value);
    case 'number':
      return String(value.value);
    case 'boolean':
      return value.value ? 'TRUE' : 'FALSE';
    case 'null':
      return 'NULL';
    case 'key':
      return printKey(value.name);
  }
}

const PRECEDENCE: Record<Expr['kind'], number> = {
  or: 1,
  and: 2,
  not: 3,
  compare: 4,
  like: 4,
  in: 4,
  isNull: 4,
  between: 4,
  text: 4,
};

/** Prints an expression in canonical form, with the parentheses its structure needs and no more. */
export function printWhere(expr: Expr | null): string {
  if (!expr) return '';
  const child = (node: Expr, min: number) =>
    PRECEDENCE[node.kind] < min ? `(${printWhere(node)})` : printWhere(node);
  const not = (negated: boolean) => (negated ? 'NOT ' : '');
  switch (expr.kind) {
    case 'or':
    case 'and': {
      const level = PRECEDENCE[expr.kind];
      // Left-associative: a right child of the same kind keeps its parentheses.
      return `${child(expr.left, level)} ${expr.kind.toUpperCase()} ${child(expr.right, level + 1)}`;
    }
    case 'not':
      return `NOT ${child(expr.operand, PRECEDENCE.not)}`;
    case 'compare':
      return `${printKey(expr.key)} ${expr.op} ${printValue(expr.value)}`;
    case 'like':
      return `${printKey(expr.key)} ${not(expr.negated)}${expr.caseInsensitive ? 'ILIKE' : 'LIKE'} ${quoteString(expr.pattern)}`;
    case 'in':
      return `${printKey(expr.key)} ${not(expr.negated)}IN (${expr.values.map(printValue).join(', ')})`;
    case 'isNull':
      return `${printKey(expr.key)} IS ${not(expr.negated)}NULL`;
    case 'between':
      return `${printKey(expr.key)} ${not(expr.negated)}BETWEEN ${printValue(expr.low)} AND ${printValue(expr.high)}`;
    case 'text':
      return BARE_WORD.test(expr.text) && !KEYWORD_SET.has(expr.text.toUpperCase())
        ? expr.text
        : quoteString(expr.text);
  }
}
