/** Durations in milliseconds, the one home of these constants in the console. */
export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** The largest time a Date can hold, either side of 1970. */
const MAX_TIME = 8.64e15;

/**
 * Whether a value from the service is a time a clock can show. Anything else (a time out of range, a
 * number that arrived as text, nothing) is shown as the value it is, never as an error: every formatter
 * below does so.
 */
export const isTime = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= MAX_TIME;

/** The machine-readable form for `<time dateTime>`, or undefined for a value that is not a time. */
export const isoTime = (value: unknown): string | undefined =>
  isTime(value) ? new Date(value).toISOString() : undefined;

/**
 * How times are shown: in UTC (the default, as the service writes them) or the browser's zone, with
 * the date written the way the person reads it. Every formatter below takes them explicitly: components
 * read them as React state (src/components/use-display-settings.ts), so a change redraws every time on
 * screen. Kept for this tab (sessionStorage) and, for a person, in their preferences at the service.
 */
export interface DisplaySettings {
  timeZone: 'UTC' | 'local';
  dateFormat: DateFormat;
  /** Light or dark, or as the system says (src/app/theme.ts applies it). */
  theme: Theme;
  /**
   * Bytes a search may read before the Logs page asks first (the service's explain_only estimate);
   * 0 never asks. Not about display, but a person's setting all the same, kept with these.
   */
  askAbove: AskAbove;
}

/** The thresholds offered for asking before a costly search: 100 MB, 1 GB (the default), 10 GB, 100 GB, never. */
export const ASK_ABOVE = [100e6, 1e9, 10e9, 100e9, 0] as const;
type AskAbove = (typeof ASK_ABOVE)[number];

const THEMES = ['system', 'light', 'dark'] as const;
type Theme = (typeof THEMES)[number];

export const DATE_FORMATS = ['YYYY-MM-DD', 'DD/MM/YYYY', 'MM/DD/YYYY'] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];

const SETTINGS_KEY = 'lookout.display';
const DEFAULT_SETTINGS: DisplaySettings = {
  timeZone: 'UTC',
  dateFormat: 'YYYY-MM-DD',
  theme: 'system',
  askAbove: 1e9,
};

function loadSettings(): DisplaySettings {
  try {
    return readSettings(JSON.parse(globalThis.sessionStorage?.getItem(SETTINGS_KEY) ?? 'null'));
  } catch {
    return DEFAULT_SETTINGS;
  }
}

/** Settings from anything stored (this tab, the service's preferences); what is not understood is the default. */
export function readSettings(saved: unknown): DisplaySettings {
  const given = (saved ?? {}) as {
    timeZone?: unknown;
    dateFormat?: unknown;
    theme?: unknown;
    askAbove?: unknown;
  };
  return {
    timeZone: given.timeZone === 'local' ? 'local' : 'UTC',
    dateFormat: DATE_FORMATS.find((f) => f === given.dateFormat) ?? DEFAULT_SETTINGS.dateFormat,
    theme: THEMES.find((t) => t === given.theme) ?? DEFAULT_SETTINGS.theme,
    askAbove: ASK_ABOVE.find((a) => a === given.askAbove) ?? DEFAULT_SETTINGS.askAbove,
  };
}

let settings = loadSettings();
const listeners = new Set<() => void>();

export const getDisplaySettings = (): DisplaySettings => settings;

export function setDisplaySettings(next: DisplaySettings): void {
  settings = next;
  globalThis.sessionStorage?.setItem(SETTINGS_KEY, JSON.stringify(next));
  listeners.forEach((listener) => listener());
}

export function subscribeDisplaySettings(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The parts of a time in the zone of the settings, zero-padded, with the zone's short name. */
export function partsOf(timestamp: number, zone: DisplaySettings['timeZone']) {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      ...(zone === 'UTC' ? { timeZone: 'UTC' } : {}),
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
      timeZoneName: 'short',
    });
    formatters.set(zone, formatter);
  }
  const parts: Record<string, string> = {};
  for (const part of formatter.formatToParts(timestamp)) parts[part.type] = part.value;
  return parts as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second' | 'timeZoneName', string>;
}

/** The date alone, in the chosen format: "2026-11-21", "21/11/2026" or "11/21/2026". */
export function formatDate(timestamp: number, chosen: DisplaySettings): string {
  if (!isTime(timestamp)) return String(timestamp);
  const p = partsOf(timestamp, chosen.timeZone);
  return chosen.dateFormat === 'DD/MM/YYYY'
    ? `${p.day}/${p.month}/${p.year}`
    : chosen.dateFormat === 'MM/DD/YYYY'
      ? `${p.month}/${p.day}/${p.year}`
      : `${p.year}-${p.month}-${p.day}`;
}

/** An absolute time with its zone, always: "2026-11-21 04:35 UTC" (or the chosen zone and format). */
export function formatTimestamp(timestamp: number, chosen: DisplaySettings, seconds = false): string {
  if (!isTime(timestamp)) return String(timestamp);
  const p = partsOf(timestamp, chosen.timeZone);
  return `${formatDate(timestamp, chosen)} ${p.hour}:${p.minute}${seconds ? `:${p.second}` : ''} ${p.timeZoneName}`;
}

/**
 * An absolute window, short: "2026-11-21 04:35 → 06:00 UTC" within a day, both dates beyond one; the
 * zone once, at the end; seconds where an end is not on a whole minute. A chart's slice says the window
 * a click on it opens, in these words.
 */
export function formatWindow(from: number, to: number, chosen: DisplaySettings): string {
  if (!isTime(from) || !isTime(to)) return `${String(from)} → ${String(to)}`;
  // Offsets of zones are whole minutes: a time on a minute in UTC is on one everywhere.
  const seconds = from % MINUTE !== 0 || to % MINUTE !== 0;
  const start = formatTimestamp(from, chosen, seconds);
  const end = formatTimestamp(to, chosen, seconds);
  const zone = ` ${partsOf(to, chosen.timeZone).timeZoneName}`;
  const sameDay = formatDate(from, chosen) === formatDate(to, chosen);
  return `${start.replace(zone, '')} → ${sameDay ? end.slice(end.indexOf(' ') + 1) : end}`;
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
