const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400_000],
  ['month', 30 * 86_400_000],
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
  ['second', 1000],
];

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

/** "3 hours ago", "in 2 days": the largest unit that fits. */
export function formatRelative(timestamp: number, now = Date.now()): string {
  const diff = timestamp - now;
  for (const [unit, ms] of UNITS) {
    if (Math.abs(diff) >= ms || unit === 'second') return relative.format(Math.round(diff / ms), unit);
  }
  return relative.format(0, 'second');
}

/** An absolute time with its zone, always: "2026-11-21 04:35 UTC". */
export function formatTimestamp(timestamp: number): string {
  return new Date(timestamp).toISOString().slice(0, 16).replace('T', ' ') + ' UTC';
}

/** The range a search or dashboard starts with. */
export const DEFAULT_RANGE = 'Last 1 hour';

/** The relative ranges offered first; any "Last N <unit>" may be typed as well. */
export const RANGE_PRESETS = [
  'Last 5 minutes',
  'Last 15 minutes',
  'Last 1 hour',
  'Last 4 hours',
  'Last 24 hours',
  'Last 2 days',
  'Last 7 days',
];
