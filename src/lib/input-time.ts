import type { DisplaySettings } from './time';

const pad = (n: number) => String(n).padStart(2, '0');

/** The zone as a label says it: "UTC", or the browser's zone by name. */
export function zoneName(zone: DisplaySettings['timeZone']): string {
  return zone === 'UTC' ? 'UTC' : Intl.DateTimeFormat().resolvedOptions().timeZone || 'your zone';
}

/** How a typed time is laid out in each date format, for placeholders and messages. */
export const TYPED_TIME_PATTERN: Record<DisplaySettings['dateFormat'], string> = {
  'YYYY-MM-DD': 'YYYY-MM-DD hh:mm',
  'DD/MM/YYYY': 'DD/MM/YYYY hh:mm',
  'MM/DD/YYYY': 'MM/DD/YYYY hh:mm',
};

/** Wall-clock parts on the display zone's clock, as a timestamp (undefined when no such moment). */
function wallTime(parts: number[], zone: DisplaySettings['timeZone']): number | undefined {
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0] = parts;
  const ms =
    zone === 'UTC'
      ? Date.UTC(year, month - 1, day, hour, minute, second)
      : new Date(year, month - 1, day, hour, minute, second).getTime();
  // Date rolls 31/02 over into March: a day or time that does not exist is no time at all.
  const back = new Date(ms);
  const [y, m, d] =
    zone === 'UTC'
      ? [back.getUTCFullYear(), back.getUTCMonth() + 1, back.getUTCDate()]
      : [back.getFullYear(), back.getMonth() + 1, back.getDate()];
  return y === year && m === month && d === day && hour < 24 && minute < 60 && second < 60 ? ms : undefined;
}

/**
 * A time as a person types it, in their date format on their display zone's clock: "2026-11-21 04:35"
 * (seconds shown only when there are some, so a zoom's window reads back exactly).
 */
export function toTypedTime(ms: number, chosen: Pick<DisplaySettings, 'timeZone' | 'dateFormat'>): string {
  const d = new Date(ms);
  const utc = chosen.timeZone === 'UTC';
  const [year, month, day, hour, minute, second] = utc
    ? [
        d.getUTCFullYear(),
        d.getUTCMonth() + 1,
        d.getUTCDate(),
        d.getUTCHours(),
        d.getUTCMinutes(),
        d.getUTCSeconds(),
      ]
    : [d.getFullYear(), d.getMonth() + 1, d.getDate(), d.getHours(), d.getMinutes(), d.getSeconds()];
  const date =
    chosen.dateFormat === 'DD/MM/YYYY'
      ? `${pad(day)}/${pad(month)}/${year}`
      : chosen.dateFormat === 'MM/DD/YYYY'
        ? `${pad(month)}/${pad(day)}/${year}`
        : `${year}-${pad(month)}-${pad(day)}`;
  return `${date} ${pad(hour)}:${pad(minute)}${second ? `:${pad(second)}` : ''}`;
}

/** What `toTypedTime` writes, read back; a date alone is its midnight. Undefined when it is not a time. */
export function fromTypedTime(
  text: string,
  chosen: Pick<DisplaySettings, 'timeZone' | 'dateFormat'>,
): number | undefined {
  const match = /^\s*(\d{1,4})[-/](\d{1,2})[-/](\d{1,4})(?:[ T]+(\d{1,2}):(\d{2})(?::(\d{2}))?)?\s*$/.exec(
    text,
  );
  if (!match) return undefined;
  const [a, b, c, hour = '0', minute = '0', second = '0'] = match.slice(1);
  const [year, month, day] =
    chosen.dateFormat === 'DD/MM/YYYY'
      ? [c, b, a]
      : chosen.dateFormat === 'MM/DD/YYYY'
        ? [c, a, b]
        : [a, b, c];
  if (year?.length !== 4) return undefined;
  return wallTime([year, month, day, hour, minute, second].map(Number), chosen.timeZone);
}
