import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Expr, Value } from './ast';
import { QuerySyntaxError } from './errors';
import { parseWhere } from './parser';
import { printWhere } from './printer';
import { COMPARISON_OPERATORS } from './tokens';

const key = fc.oneof(
  fc.stringMatching(/^[a-z_$@][a-z0-9_.$@-]{0,12}$/),
  fc
    .string({ minLength: 1, maxLength: 10 })
    .filter((s) => !s.includes('`') && s.trim() === s && s.length > 0),
);
const value: fc.Arbitrary<Value> = fc.oneof(
  fc.string({ maxLength: 12 }).map((v) => ({ type: 'string' as const, value: v })),
  fc
    .double({ noNaN: true, noDefaultInfinity: true })
    .filter((n) => !Object.is(n, -0))
    .map((v) => ({ type: 'number' as const, value: v })),
  fc.integer({ min: -1000, max: 100000 }).map((v) => ({ type: 'number' as const, value: v })),
  fc.boolean().map((v) => ({ type: 'boolean' as const, value: v })),
  fc.constant({ type: 'null' as const }),
  key.map((name) => ({ type: 'key' as const, name })),
);

const leaf: fc.Arbitrary<Expr> = fc.oneof(
  fc.record({
    kind: fc.constant('compare' as const),
    key,
    op: fc.constantFrom(...COMPARISON_OPERATORS),
    value,
  }),
  fc.record({
    kind: fc.constant('like' as const),
    key,
    pattern: fc.string({ maxLength: 8 }),
    caseInsensitive: fc.boolean(),
    negated: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('in' as const),
    key,
    values: fc.array(value, { minLength: 1, maxLength: 4 }),
    negated: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('isNull' as const), key, negated: fc.boolean() }),
  fc.record({ kind: fc.constant('between' as const), key, low: value, high: value, negated: fc.boolean() }),
  fc.record({ kind: fc.constant('text' as const), text: fc.string({ minLength: 1, maxLength: 12 }) }),
);

const { expr } = fc.letrec<{ expr: Expr }>((tie) => ({
  expr: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leaf,
    fc.record({ kind: fc.constant('and' as const), left: tie('expr'), right: tie('expr') }),
    fc.record({ kind: fc.constant('or' as const), left: tie('expr'), right: tie('expr') }),
    fc.record({ kind: fc.constant('not' as const), operand: tie('expr') }),
  ),
}));

describe('the where language, by property', () => {
  it('prints any expression so that it parses back to the same expression', () => {
    fc.assert(
      fc.property(expr, (tree) => {
        expect(parseWhere(printWhere(tree))).toEqual(tree);
      }),
      { numRuns: 600 },
    );
  });

  it('never throws anything but its own error, whatever the input', () => {
    const alphabet = fc.constantFrom(...`abc_$@.-'"\`()=<>!, *%019 \tANDORNTLIKEISUL`.split(''));
    fc.assert(
      fc.property(
        fc.oneof(fc.string({ maxLength: 40 }), fc.string({ unit: alphabet, maxLength: 40 })),
        (input) => {
          try {
            parseWhere(input);
          } catch (error) {
            expect(error).toBeInstanceOf(QuerySyntaxError);
            const e = error as QuerySyntaxError;
            expect(e.start).toBeGreaterThanOrEqual(0);
            expect(e.end).toBeGreaterThan(e.start);
            expect(e.start).toBeLessThanOrEqual(input.length);
          }
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('keeps the meaning of what it parses when printed and parsed again', () => {
    const alphabet = fc.constantFrom(...`ab_'() =<>1 ANDORNT`.split(''));
    fc.assert(
      fc.property(fc.string({ unit: alphabet, maxLength: 30 }), (input) => {
        let tree: Expr | null;
        try {
          tree = parseWhere(input);
        } catch {
          return;
        }
        expect(parseWhere(printWhere(tree))).toEqual(tree);
      }),
      { numRuns: 2000 },
    );
  });
});
