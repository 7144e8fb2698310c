import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it('keeps paths of the console', () => {
    expect(safeRedirect('/roles/Admin?x=1')).toBe('/roles/Admin?x=1');
  });
  it.each([
    'https://evil.example',
    '//evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    '',
    undefined,
    '/sign-in',
  ])('falls back for %s', (target) => {
    expect(safeRedirect(target)).toBe('/');
  });
});
