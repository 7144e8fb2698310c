import { describe, expect, it } from 'vitest';
import { nameProblem, parseTags, tagsText } from './model';

describe('dataset tags and names', () => {
  it('are read as key=value pairs, and a mistake is named', () => {
    expect(parseTags('team=finance, environment = production')).toEqual({
      tags: { team: 'finance', environment: 'production' },
    });
    expect(parseTags('')).toEqual({ tags: {} });
    expect(parseTags('team finance')).toEqual({
      problem: '"team finance" is not a tag; write key=value, e.g. team=payments.',
    });
    expect(parseTags('a=1, a=2')).toEqual({ problem: 'The tag a is given twice.' });
    expect(tagsText({ team: 'finance', environment: 'test' })).toBe('team=finance, environment=test');
  });

  it('cannot be empty or hold a slash', () => {
    expect(nameProblem(' ', 'dataset')).toBe('Name the dataset.');
    expect(nameProblem('a/b', 'collection')).toBe('A collection name cannot contain "/".');
    expect(nameProblem('billing-worker', 'dataset')).toBeUndefined();
  });
});
