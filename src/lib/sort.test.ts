import { describe, expect, it } from 'vitest';
import { formatSort, nextSort, parseSort, sortRows } from './sort';

const KEYS = ['name', 'size'] as const;

describe('table order', () => {
  it('reads the param: a column, descending with a minus, nothing else', () => {
    expect(parseSort('name', KEYS)).toEqual({ key: 'name', desc: false });
    expect(parseSort('-size', KEYS)).toEqual({ key: 'size', desc: true });
    expect(parseSort('colour', KEYS)).toBeUndefined();
    expect(parseSort('--name', KEYS)).toBeUndefined();
    expect(parseSort(3, KEYS)).toBeUndefined();
    expect(formatSort({ key: 'size', desc: true })).toBe('-size');
  });

  it('a second click on the same column turns it around; another column starts ascending', () => {
    expect(nextSort({ key: 'name', desc: false }, 'name')).toEqual({ key: 'name', desc: true });
    expect(nextSort({ key: 'name', desc: true }, 'size')).toEqual({ key: 'size', desc: false });
  });

  const rows = [
    { name: 'key 10', size: 3 },
    { name: 'Key 9', size: undefined },
    { name: 'alpha', size: 12 },
    { name: 'beta', size: 3 },
  ];
  const valueOf = { name: (r: (typeof rows)[number]) => r.name, size: (r: (typeof rows)[number]) => r.size };

  it('orders text as people read it and numbers as numbers', () => {
    expect(sortRows(rows, { key: 'name', desc: false }, valueOf).map((r) => r.name)).toEqual([
      'alpha',
      'beta',
      'Key 9',
      'key 10',
    ]);
    expect(sortRows(rows, { key: 'size', desc: false }, valueOf).map((r) => r.name)).toEqual([
      'key 10',
      'beta',
      'alpha',
      'Key 9',
    ]);
  });

  it('descending keeps ties in their order and empty values last', () => {
    expect(sortRows(rows, { key: 'size', desc: true }, valueOf).map((r) => r.name)).toEqual([
      'alpha',
      'key 10',
      'beta',
      'Key 9',
    ]);
    expect(rows[0]?.name).toBe('key 10'); // the input is left as it was
  });
});
