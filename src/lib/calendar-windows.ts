import type { CalendarRange } from './calendar-range';
import type { DisplaySettings } from './time';

export interface Window {
  from: number;
  to: number;
}

/** Midnight of the first of a month, `shift` months from the one `now` falls in, in the zone. */
function monthStart(now: number, zone: DisplaySettings['timeZone'], shift = 0): number {
  const date = new Date(now);
  return zone === 'UTC'
    ? Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + shift, 1)
    : new Date(date.getFullYear(), date.getMonth() + shift, 1).getTime();
}

/**
 * A calendar range's window in whole days from its month's first midnight, the window it is compared
 * with, and its days. This month runs to the end of today (its last day still filling) and is
 * compared with as many days from the start of last month; last month is compared with the month
 * before. In a zone with summer time a day is 23 or 25 hours, so the days are the window split evenly.
 */
export function calendarWindows(
  range: CalendarRange,
  now: number,
  zone: DisplaySettings['timeZone'],
): { current: Window; previous: Window; days: number } {
  const days = (from: number, to: number) => Math.max(1, Math.round((to - from) / 86_400_000));
  if (range === 'Last month') {
    const current = { from: monthStart(now, zone, -1), to: monthStart(now, zone) };
    return {
      current,
      previous: { from: monthStart(now, zone, -2), to: current.from },
      days: days(current.from, current.to),
    };
  }
  const from = monthStart(now, zone);
  const elapsed = Math.floor((now - from) / 86_400_000) + 1;
  const to = Math.min(from + elapsed * 86_400_000, monthStart(now, zone, 1));
  const before = monthStart(now, zone, -1);
  return {
    current: { from, to },
    previous: { from: before, to: Math.min(before + (to - from), from) },
    days: days(from, to),
  };
}
