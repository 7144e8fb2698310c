import { DAY, HOUR, isTime, MINUTE, SECOND } from './time';

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * DAY],
  ['month', 30 * DAY],
  ['day', DAY],
  ['hour', HOUR],
  ['minute', MINUTE],
  ['second', SECOND],
];

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

/** "3 hours ago", "in 2 days": the largest unit that fits. */
export function formatRelative(timestamp: number, now = Date.now()): string {
  if (!isTime(timestamp)) return String(timestamp);
  const diff = timestamp - now;
  for (const [unit, ms] of UNITS) {
    if (Math.abs(diff) >= ms || unit === 'second') return relative.format(Math.round(diff / ms), unit);
  }
  return relative.format(0, 'second');
}
