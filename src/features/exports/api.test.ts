import { describe, expect, it } from 'vitest';
import { downloadTarget, exportPollInterval, POLL_MS } from './api';

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

describe('exportPollInterval', () => {
  const now = 10 * 3_600_000;
  const plenty = { limit: 100, remaining: 90, resetAt: now + 200_000 };
  it('polls every 5 s only while an export of the last hour is unfinished', () => {
    expect(exportPollInterval([{ status: 'IN_PROGRESS', created_at: now - 60_000 }], now, plenty)).toBe(
      POLL_MS,
    );
    expect(exportPollInterval([{ status: 'CREATED', created_at: now - 2 * 3_600_000 }], now, plenty)).toBe(
      false,
    );
    expect(exportPollInterval([{ status: 'COMPLETE', created_at: now }], now, plenty)).toBe(false);
    // FAILED is finished: nothing more will come of it.
    expect(exportPollInterval([{ status: 'FAILED', created_at: now }], now, plenty)).toBe(false);
  });

  it('backs off when the rate limit runs low, and waits for the window when it is nearly out', () => {
    const running = [{ status: 'IN_PROGRESS' as const, created_at: now - 60_000 }];
    expect(exportPollInterval(running, now, { ...plenty, remaining: 15 })).toBe(30_000);
    expect(exportPollInterval(running, now, { ...plenty, remaining: 1 })).toBe(200_000);
  });
});
