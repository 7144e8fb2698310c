import { describe, expect, it } from 'vitest';
import { textWords } from './text-words';

describe('textWords', () => {
  it('finds the free-text words of a query, through AND and OR', () => {
    expect(textWords(`timeout AND (status_code >= 500 OR 'connection reset')`)).toEqual([
      'timeout',
      'connection reset',
    ]);
  });
  it('highlights nothing for no query, a query without free text, or one that does not parse', () => {
    expect(textWords(undefined)).toEqual([]);
    expect(textWords('status_code >= 500')).toEqual([]);
    expect(textWords('status_code >=')).toEqual([]);
  });
});
