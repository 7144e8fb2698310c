import { describe, expect, it } from 'vitest';
import { uniqueKeys } from './keys';

describe('uniqueKeys', () => {
  it('keeps unique keys as they are and numbers the repeats, missing ones included', () => {
    expect(uniqueKeys(['a', 'b', 'a', undefined, undefined, 'a#2'], (x) => x)).toEqual([
      'a',
      'b',
      'a#2',
      '',
      '#2',
      'a#2#2',
    ]);
  });
});
