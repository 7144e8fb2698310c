import type { Expr, Value } from '../../src/query-language';
import { fieldOf, type FieldValue, type LogEvent } from './event';

export type Predicate = (event: LogEvent) => boolean;

const haystacks = new WeakMap<LogEvent, string>();

/** Free text searches the raw text and the attributes, case-insensitively. */
function haystack(event: LogEvent): string {
  let text = haystacks.get(event);
  if (text === undefined) {
    text = `${event.raw} ${Object.values(event.attrs).join(' ')}`.toLowerCase();
    haystacks.set(event, text);
  }
  return text;
}

const asNumber = (v: FieldValue | undefined): number | undefined => {
  if (typeof v === 'number') return v;
  if (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))) return Number(v);
  return undefined;
};

function resolve(value: Value, event: LogEvent): FieldValue | null | undefined {
  switch (value.type) {
    case 'null':
      return null;
    case 'key':
      return fieldOf(event, value.name);
    default:
      return value.value;
  }
}

/** -1, 0, 1, or undefined when the two cannot be compared. Numbers compare as numbers, else as text. */
function compareValues(left: FieldValue, right: FieldValue): number | undefined {
  const a = asNumber(left);
  const b = asNumber(right);
  if (a !== undefined && b !== undefined) return a === b ? 0 : a < b ? -1 : 1;
  if (typeof left === 'boolean' || typeof right === 'boolean')
    return String(left) === String(right) ? 0 : undefined;
  const x = String(left);
  const y = String(right);
  return x === y ? 0 : x < y ? -1 : 1;
}

function likeRegex(pattern: string, caseInsensitive: boolean): RegExp {
  const source = pattern
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace(/%/g, '.*')
    .replace(/_/g, '.');
  return new RegExp(`^${source}$`, caseInsensitive ? 'is' : 's');
}

/** Compiles a where-expression into a predicate; null matches every event. */
export function compileFilter(expr: Expr | null): Predicate {
  if (!expr) return () => true;
  switch (expr.kind) {
    case 'and': {
      const left = compileFilter(expr.left);
      const right = compileFilter(expr.right);
      return (e) => left(e) && right(e);
    }
    case 'or': {
      const left = compileFilter(expr.left);
      const right = compileFilter(expr.right);
      return (e) => left(e) || right(e);
    }
    case 'not': {
      const operand = compileFilter(expr.operand);
      return (e) => !operand(e);
    }
    case 'text': {
      const needle = expr.text.toLowerCase();
      return (e) => haystack(e).includes(needle);
    }
    case 'isNull':
      return (e) => (fieldOf(e, expr.key) === undefined) !== expr.negated;
    case 'like': {
      const regex = likeRegex(expr.pattern, expr.caseInsensitive);
      return (e) => {
        const v = fieldOf(e, expr.key);
        return v !== undefined && regex.test(String(v)) !== expr.negated;
      };
    }
    case 'in':
      return (e) => {
        const v = fieldOf(e, expr.key);
        if (v === undefined) return false; // as in SQL: a missing key is neither IN nor NOT IN
        const found = expr.values.some((value) => {
          const r = resolve(value, e);
          return r !== null && r !== undefined && compareValues(v, r) === 0;
        });
        return found !== expr.negated;
      };
    case 'between':
      return (e) => {
        const v = fieldOf(e, expr.key);
        const low = resolve(expr.low, e);
        const high = resolve(expr.high, e);
        if (v === undefined || low === null || low === undefined || high === null || high === undefined)
          return false;
        const inside = (compareValues(v, low) ?? -1) >= 0 && (compareValues(v, high) ?? 1) <= 0;
        return inside !== expr.negated;
      };
    case 'compare':
      return (e) => {
        const v = fieldOf(e, expr.key);
        const r = resolve(expr.value, e);
        if (r === null) return expr.op === '=' ? v === undefined : expr.op === '!=' ? v !== undefined : false;
        if (v === undefined || r === undefined) return false;
        const order = compareValues(v, r);
        if (order === undefined) return expr.op === '!=';
        switch (expr.op) {
          case '=':
            return order === 0;
          case '!=':
            return order !== 0;
          case '<':
            return order < 0;
          case '>':
            return order > 0;
          case '<=':
            return order <= 0;
          case '>=':
            return order >= 0;
        }
      };
  }
}
