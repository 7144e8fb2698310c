import { describe, expect, it } from 'vitest';
import { exportPollInterval, POLL_MS } from './api';

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
