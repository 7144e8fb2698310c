import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RELEASE_SPACING_MS, waitForWindow } from './rate-limit-queue';

describe('what waits for the rate limit goes again in priority', () => {
  beforeEach(() => vi.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => vi.useRealTimers());

  it('asks nothing before the window resets, then what is on screen first, top to bottom, a moment apart', () => {
    const asked: string[] = [];
    const waiter = (name: string, rank: number) => ({ rank: () => rank, retry: () => asked.push(name) });
    waitForWindow(1_010_000, waiter('below the fold', 1e6 + 400));
    waitForWindow(1_010_000, waiter('second row', 320));
    waitForWindow(1_010_000, waiter('first row', 40));
    vi.advanceTimersByTime(10_000);
    expect(asked).toEqual([]);
    vi.advanceTimersByTime(250);
    expect(asked).toEqual(['first row']);
    vi.advanceTimersByTime(RELEASE_SPACING_MS);
    expect(asked).toEqual(['first row', 'second row']);
    vi.advanceTimersByTime(RELEASE_SPACING_MS);
    expect(asked).toEqual(['first row', 'second row', 'below the fold']);
  });

  it('forgets what stopped waiting (a widget scrolled away and unmounted), and waits for the latest reset', () => {
    const asked: string[] = [];
    const stop = waitForWindow(1_005_000, { rank: () => 0, retry: () => asked.push('gone') });
    waitForWindow(1_020_000, { rank: () => 1, retry: () => asked.push('kept') });
    stop();
    vi.advanceTimersByTime(6_000);
    expect(asked).toEqual([]);
    vi.advanceTimersByTime(15_000);
    expect(asked).toEqual(['kept']);
  });
});
