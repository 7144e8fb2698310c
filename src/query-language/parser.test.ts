import { describe, expect, it } from 'vitest';
import { QuerySyntaxError } from './errors';
import { parseWhere } from './parser';
import { printWhere } from './printer';

const roundTrip = (q: string) => printWhere(parseWhere(q));

describe('parseWhere', () => {
  it('reads comparisons, booleans and precedence', () => {
    expect(parseWhere("status_code >= 500 AND $environment = 'prod' OR NOT level = 'debug'")).toEqual({
      kind: 'or',
      left: {
        kind: 'and',
        left: { kind: 'compare', key: 'status_code', op: '>=', value: { type: 'number', value: 500 } },
        right: { kind: 'compare', key: '$environment', op: '=', value: { type: 'string', value: 'prod' } },
      },
      right: {
        kind: 'not',
        operand: { kind: 'compare', key: 'level', op: '=', value: { type: 'string', value: 'debug' } },
      },
    });
  });

  it('reads free text: bare words, numbers and phrases, joined by implicit AND', () => {
    expect(parseWhere("username AND (500 OR 404) 'connection refused'")).toEqual({
      kind: 'and',
      left: {
        kind: 'and',
        left: { kind: 'text', text: 'username' },
        right: { kind: 'or', left: { kind: 'text', text: '500' }, right: { kind: 'text', text: '404' } },
      },
      right: { kind: 'text', text: 'connection refused' },
    });
  });

  it('reads the SQL forms people reach for', () => {
    expect(parseWhere("path LIKE '/api/%'")).toMatchObject({
      kind: 'like',
      pattern: '/api/%',
      caseInsensitive: false,
      negated: false,
    });
    expect(parseWhere("msg NOT ILIKE '%Timeout%'")).toMatchObject({
      kind: 'like',
      caseInsensitive: true,
      negated: true,
    });
    expect(parseWhere("region in ('eu', 'us')")).toMatchObject({
      kind: 'in',
      values: [{ value: 'eu' }, { value: 'us' }],
      negated: false,
    });
    expect(parseWhere('user IS NOT NULL')).toEqual({ kind: 'isNull', key: 'user', negated: true });
    expect(parseWhere('latency_ms BETWEEN 100 AND 250')).toMatchObject({
      kind: 'between',
      low: { value: 100 },
      high: { value: 250 },
    });
    expect(parseWhere('a <> -1.5e3')).toMatchObject({ op: '!=', value: { type: 'number', value: -1500 } });
    expect(parseWhere('ok = true AND b = NULL AND c = other_key')).toBeTruthy();
  });

  it('reads reserved, $-prefixed and quoted keys', () => {
    expect(parseWhere("@raw ILIKE '%panic%'")).toMatchObject({ key: '@raw' });
    expect(parseWhere('"user agent" = \'curl\'')).toMatchObject({ key: 'user agent' });
    expect(parseWhere('`odd"key` = 1')).toMatchObject({ key: 'odd"key' });
  });

  it('returns null for an empty query', () => {
    expect(parseWhere('   ')).toBeNull();
  });

  it.each([
    ['status_code = ', 14, ["a value such as 'text', 42, TRUE or another key"]],
    ['(a = 1', 6, [')']],
    ["a = 'open", 4, ["'"]],
    ['a = 1)', 5, ['AND', 'OR', 'end of query']],
    ['a IN 1', 5, ['(']],
    ['a = 1 AND', 9, ['a key', 'a word to search for', '(', 'NOT']],
    ['a BETWEEN 1 2', 12, ['AND']],
    ['a ~ 1', 2, ['a key', 'a value', 'an operator']],
  ])('explains %j at %i', (query, start, expected) => {
    const error = (() => {
      try {
        parseWhere(query);
      } catch (e) {
        return e;
      }
      return null;
    })();
    expect(error).toBeInstanceOf(QuerySyntaxError);
    expect((error as QuerySyntaxError).start).toBe(start);
    expect((error as QuerySyntaxError).end).toBeGreaterThan(start);
    expect((error as QuerySyntaxError).expected).toEqual(expected);
  });
});

describe('printWhere', () => {
  it('prints canonically with only the parentheses needed', () => {
    expect(roundTrip('a=1 and (b=2 or c=3)')).toBe('a = 1 AND (b = 2 OR c = 3)');
    expect(roundTrip('(a=1 and b=2) or c=3')).toBe('a = 1 AND b = 2 OR c = 3');
    expect(roundTrip('not (a=1 or b=2)')).toBe('NOT (a = 1 OR b = 2)');
  });

  it('quotes what would read differently bare, and escapes quotes', () => {
    expect(roundTrip("'and' 'it''s' '500'")).toBe("'and' AND 'it''s' AND '500'");
    expect(roundTrip('"user agent" = \'x\'')).toBe('"user agent" = \'x\'');
  });
});
