import { describe, expect, it } from 'vitest';
import {
  ignoredParamsStore,
  oneOf,
  searchParams,
  someOf,
  text,
  textMap,
  texts,
  whole,
} from './search-params';

describe('search-param readers', () => {
  it('reads text as a person typed it, and nothing else', () => {
    expect(text('/roles')).toBe('/roles');
    expect(text(123)).toBe('123');
    expect(text(true)).toBe('true');
    for (const value of ['', null, undefined, ['/x'], { a: 1 }, Number.NaN])
      expect(text(value)).toBeUndefined();
  });

  it('reads lists, choices and numbers strictly', () => {
    expect(texts('a')).toEqual(['a']);
    expect(texts(['a', 1, {}])).toEqual(['a', '1']);
    expect(texts([{}])).toBeUndefined();
    expect(texts([])).toEqual([]);
    expect(oneOf(['edit'] as const)('edit')).toBe('edit');
    expect(oneOf(['edit'] as const)('EDIT')).toBeUndefined();
    expect(someOf(['A', 'B'] as const)(['A', 'x', 'A'])).toEqual(['A']);
    expect(whole(1, 10)(10)).toBe(10);
    expect(whole(1, 10)(1.5)).toBeUndefined();
    expect(textMap({ a: 'x', b: 2 })).toEqual({ a: 'x' });
    expect(textMap(['x'])).toBeUndefined();
  });

  it('returns every declared key, so the raw URL never shows through, and names what it dropped', () => {
    const read = searchParams<{ q?: string; n?: number }>({ q: text, n: whole(0, 5) });
    const raw = { q: [1], n: 9, other: 'kept' };
    const state = read(raw);
    expect(state).toEqual({ q: undefined, n: undefined });
    expect(Object.keys(state)).toEqual(['q', 'n']);
    expect(ignoredParamsStore.get()?.keys).toEqual(['q', 'n']);
    ignoredParamsStore.clear();
    read({ q: 'fine' });
    expect(ignoredParamsStore.get()).toBeNull();
  });
});
