import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calendarWindows } from './calendar-windows';

const DAY = 86_400_000;
// Any moment from 2000 to 2099.
const moments = fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2099, 11, 31) });

describe('calendar ranges', () => {
  it('this month starts at its first midnight, holds now, ends by the next and is compared with as long a stretch of last month', () => {
    fc.assert(
      fc.property(moments, (now) => {
        const { current, previous, days } = calendarWindows('This month', now, 'UTC');
        const date = new Date(now);
        expect(current.from).toBe(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1));
        expect(current.from).toBeLessThanOrEqual(now);
        expect(current.to).toBeGreaterThan(now);
        expect(current.to - current.from).toBe(days * DAY);
        expect(current.to).toBeLessThanOrEqual(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1));
        expect(previous.from).toBe(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - 1, 1));
        // As long as this month's stretch, or the whole of last month when it was shorter.
        expect(previous.to).toBe(Math.min(previous.from + days * DAY, current.from));
      }),
    );
  });

  it('last month and the month before tile the calendar: each ends where the next begins', () => {
    fc.assert(
      fc.property(moments, (now) => {
        const last = calendarWindows('Last month', now, 'UTC');
        const thisMonth = calendarWindows('This month', now, 'UTC');
        expect(last.current.to).toBe(thisMonth.current.from);
        expect(last.previous.to).toBe(last.current.from);
        expect([28, 29, 30, 31]).toContain(last.days);
        expect(last.current.to - last.current.from).toBe(last.days * DAY);
      }),
    );
  });

  it("starts the month at the browser's midnight when the person reads local time", () => {
    const now = new Date(2026, 2, 15, 12).getTime();
    const { current } = calendarWindows('This month', now, 'local');
    expect(current.from).toBe(new Date(2026, 2, 1).getTime());
  });
});
