import { describe, expect, it } from 'vitest';
import { monthStart, todayWindow, usageWindow } from './ingestion';

describe('ingestion windows', () => {
  const now = Date.UTC(2026, 10, 21, 16, 5);

  it('count from the first of the month and the start of the day, UTC, to the end of the hour', () => {
    expect(monthStart(now)).toBe(Date.UTC(2026, 10, 1));
    expect(usageWindow(now)).toEqual({ from: Date.UTC(2026, 10, 1), to: Date.UTC(2026, 10, 21, 17) });
    expect(todayWindow(now)).toEqual({ from: Date.UTC(2026, 10, 21), to: Date.UTC(2026, 10, 21, 17) });
  });

  it("the month's last hour still counts the month (it used to count an empty window)", () => {
    expect(usageWindow(Date.UTC(2026, 10, 30, 23, 30))).toEqual({
      from: Date.UTC(2026, 10, 1),
      to: Date.UTC(2026, 11, 1),
    });
  });
});
