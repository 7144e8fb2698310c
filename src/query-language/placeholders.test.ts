import { describe, expect, it } from 'vitest';
import { parseWhere } from './parser';
import { maskPlaceholders, placeholders } from './placeholders';

describe('template placeholders', () => {
  it('are listed once each and masked as strings of the same length, so the query parses', () => {
    const where = '$service = {{svc}} AND (level = {{ lvl }} OR host = {{svc}})';
    expect(placeholders(where)).toEqual(['svc', 'lvl']);
    const masked = maskPlaceholders(where);
    expect(masked).toHaveLength(where.length);
    expect(() => parseWhere(masked)).not.toThrow();
    expect(maskPlaceholders('a = {{x}}')).toBe("a = '___'");
  });
});
