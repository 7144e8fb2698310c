import { describe, expect, it } from 'vitest';
import { completionContext, findProblem, highlightSpans } from './analysis';

describe('query editor analysis', () => {
  it('highlights tokens and marks what cannot be read', () => {
    expect(highlightSpans("status_code >= 500 AND msg = 'x").map((s) => s.kind)).toEqual([
      'key',
      'operator',
      'number',
      'keyword',
      'key',
      'operator',
      'invalid',
    ]);
  });

  it('finds the first problem with its span and message', () => {
    expect(findProblem('status_code = ')).toEqual({
      from: 14,
      to: 14,
      message: expect.stringContaining('Expected a value'),
    });
    expect(findProblem("status_code = 500 AND (level = 'error'")).toMatchObject({
      message: expect.stringContaining('")"'),
    });
    expect(findProblem('status_code = 500')).toBeNull();
  });

  it('knows when a value is being completed, and of which key', () => {
    expect(completionContext('status_code = ', 14)).toEqual({
      kind: 'value',
      key: 'status_code',
      quoted: false,
    });
    expect(completionContext("method = 'GE", 12)).toEqual({ kind: 'value', key: 'method', quoted: true });
    expect(completionContext('status_code = 500 AND me', 24)).toEqual({ kind: 'key' });
    expect(completionContext('', 0)).toEqual({ kind: 'key' });
  });
});
