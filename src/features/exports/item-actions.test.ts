import { describe, expect, it } from 'vitest';
import { downloadTarget } from './item-actions';

describe('downloadTarget', () => {
  it('allows only http(s) links or this export’s own file through the API', () => {
    expect(downloadTarget('https://storage.example/exports/1?sig=x', '1')).toEqual({
      kind: 'link',
      href: 'https://storage.example/exports/1?sig=x',
    });
    expect(downloadTarget('/exports/1/file', '1')).toEqual({ kind: 'api', exportId: '1' });
    for (const bad of [
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      '//evil.example/x',
      '/exports/2/file',
      'ftp://x.example/f',
      'https://user:secret@storage.example/exports/1',
      '',
    ]) {
      expect(downloadTarget(bad, '1').kind).toBe('refused');
    }
  });
});

describe('a download location with credentials in it', () => {
  it('is shown as text, never as a link', () => {
    expect(downloadTarget('https://user:secret@storage.example/e/1', '1')).toEqual({
      kind: 'refused',
      reason: expect.stringContaining('user name or password'),
      text: 'https://user:secret@storage.example/e/1',
    });
  });
});
