import { describe, expect, it } from 'vitest';
import { nameProblem } from './model';

describe('dataset names', () => {
  it('cannot be empty or hold a slash', () => {
    expect(nameProblem(' ', 'dataset')).toBe('Name the dataset.');
    expect(nameProblem('a/b', 'collection')).toBe('A collection name cannot contain "/".');
    expect(nameProblem('billing-worker', 'dataset')).toBeUndefined();
  });
});
