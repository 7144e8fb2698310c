import { DAY, formatDate, isTime, MINUTE, partsOf, type DisplaySettings } from './time';

/*
 * Times read closer than a date and a minute: chart axes, and an event's time to the millisecond.
 * Apart from time.ts, which every page loads, as only the pages that draw them load these.
 */

/** The time of day, for chart axes: "16:05", or "16:05:30" with `seconds`. */
export function formatClock(timestamp: number, chosen: DisplaySettings, seconds = false): string {
  if (!isTime(timestamp)) return String(timestamp);
  const p = partsOf(timestamp, chosen.timeZone);
  return seconds ? `${p.hour}:${p.minute}:${p.second}` : `${p.hour}:${p.minute}`;
}

/** A short date and time for chart axes over days: "21/11 16:05" in the chosen order. */
export function formatDayClock(timestamp: number, chosen: DisplaySettings, seconds = false): string {
  if (!isTime(timestamp)) return String(timestamp);
  const date = formatDate(timestamp, chosen);
  const dayMonth = chosen.dateFormat === 'YYYY-MM-DD' ? date.slice(5) : date.slice(0, 5);
  return `${dayMonth} ${formatClock(timestamp, chosen, seconds)}`;
}

/**
 * Of the ticks an axis shows, in order, those that name their day: none when all fall on one day;
 * when they cross midnight, the first and each first of a later day ("27/11 22:00, 23:00,
 * 28/11 00:00, 01:00"), as the person reads days in their zone.
 */
function ticksNamingTheirDay(ticks: readonly number[], chosen: DisplaySettings): ReadonlySet<number> {
  const days = ticks.map((t) => formatDate(t, chosen));
  if (new Set(days).size < 2) return new Set();
  return new Set(ticks.filter((_, i) => i === 0 || days[i] !== days[i - 1]));
}

/**
 * The tick labels of a time axis spanning `span` ms, its slices `step` ms wide: the time of day within
 * a day, the date with it beyond (an axis over three days that said only "16:05" three times would not
 * say which day), and the seconds when slices are shorter than a minute (an axis over two minutes that
 * said "14:49" six times would not say which slice). Within a day, an axis whose `ticks` (those it
 * shows) cross midnight names the day where one begins.
 */
export function axisTimeFormat(
  span: number,
  chosen: DisplaySettings,
  step?: number,
  ticks: readonly number[] = [],
): (timestamp: number) => string {
  if (span > DAY) return (timestamp) => formatDayClock(timestamp, chosen);
  const seconds = (step ?? span / 10) < MINUTE;
  const dated = ticksNamingTheirDay(ticks, chosen);
  return (timestamp) =>
    dated.has(timestamp)
      ? formatDayClock(timestamp, chosen, seconds)
      : formatClock(timestamp, chosen, seconds);
}

/** An event's time to the millisecond, with its zone: "2026-11-21 04:35:09.120 UTC". */
export function formatEventTime(timestamp: number, chosen: DisplaySettings): string {
  if (!isTime(timestamp)) return String(timestamp);
  const p = partsOf(timestamp, chosen.timeZone);
  const ms = String(((timestamp % 1000) + 1000) % 1000).padStart(3, '0');
  return `${formatDate(timestamp, chosen)} ${p.hour}:${p.minute}:${p.second}.${ms} ${p.timeZoneName}`;
}
