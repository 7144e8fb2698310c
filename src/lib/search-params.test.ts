import { describe, expect, it } from 'vitest';
import { optionalString } from './search-params';

describe('optionalString', () => {
  it('keeps non-empty strings and drops everything else', () => {
    expect(optionalString('/roles')).toBe('/roles');
    for (const value of ['', 1, null, undefined, ['/x'], { a: 1 }])
      expect(optionalString(value)).toBeUndefined();
  });
});
