import { describe, expect, it } from 'vitest';
import { downloadTarget } from './item-actions';

const origins = { console: 'https://lookout.example.com', service: 'https://api.eu.bronto.io' };
const target = (location: string) => downloadTarget(location, '1', origins);

describe('downloadTarget', () => {
  it('offers this export’s own file through the API, and links on the storage or an own origin', () => {
    expect(target('/exports/1/file')).toEqual({ kind: 'api', exportId: '1' });
    for (const href of [
      'https://exports-eu.s3.eu-west-1.amazonaws.com/org/1.ndjson.zst?X-Amz-Signature=ab',
      'https://s3.us-east-1.amazonaws.com/exports/1.zst?X-Amz-Signature=ab',
      'https://bucket.s3-eu-west-1.amazonaws.com/1.zst',
      'https://bucket.s3.amazonaws.com/1.zst',
      'https://api.eu.bronto.io/exports/1/file',
      'https://lookout.example.com/downloads/1',
    ])
      expect(target(href)).toEqual({ kind: 'link', href });
  });

  it('refuses every other host, scheme or form, showing the address as text where it is one', () => {
    for (const bad of [
      'https://evil.example/x.ndjson',
      'https://s3.amazonaws.com.evil.example/x',
      'https://evil-s3.amazonaws.com.example/x',
      'http://bucket.s3.eu-west-1.amazonaws.com/1.zst',
      'https://api.us.bronto.io/exports/1/file',
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      '//evil.example/x',
      '/\\evil.example/x',
      '/exports/2/file',
      'ftp://x.example/f',
      'https://user:secret@storage.example/exports/1',
      '',
    ])
      expect(target(bad).kind, bad).toBe('refused');
    expect(target('https://evil.example/x.ndjson')).toEqual({
      kind: 'refused',
      reason: expect.stringContaining('evil.example, which is not the service’s storage'),
      text: 'https://evil.example/x.ndjson',
    });
  });

  it('shows an address with credentials in it as text, never as a link', () => {
    expect(target('https://user:secret@bucket.s3.amazonaws.com/e/1')).toEqual({
      kind: 'refused',
      reason: expect.stringContaining('user name or password'),
      text: 'https://user:secret@bucket.s3.amazonaws.com/e/1',
    });
  });
});
