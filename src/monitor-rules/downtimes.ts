/**
 * Downtimes: when each one applies, and what becomes of an alert or a notification that falls in one.
 * Pure, and shared: the mock's notifications and the console's replay of a downtime not yet saved both
 * read it, so the replay says what the service would do. A recurring window's minutes are minutes of
 * the UTC day (the vendor's contract names no zone; `x-assumed` in the contract), and its days are UTC
 * days: the console converts what a person types in their zone.
 */
import { DAY, MINUTE } from './window';

export const WEEKDAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** The parts of a downtime read here: the contract's Downtime and DowntimeWrite both fit. */
export interface DowntimeSpec {
  from?: string[];
  alert_strategy?: string;
  suppress_recovery_alert?: boolean;
  static_time_range?: { from: number; to: number };
  dynamic_time_range?: {
    from_minute_of_day?: number;
    to_minute_of_day?: number;
    invert?: boolean;
    repeat_days?: string[];
  };
}

export interface Span {
  from: number;
  to: number;
}

/** The UTC weekday of a time. */
const weekdayOf = (time: number): Weekday => WEEKDAYS[(new Date(time).getUTCDay() + 6) % 7] ?? 'Monday';

/** Overlapping or touching spans as one, in order. */
function merged(spans: Span[]): Span[] {
  const out: Span[] = [];
  for (const span of [...spans].sort((a, b) => a.from - b.from)) {
    const last = out.at(-1);
    if (last && span.from <= last.to) last.to = Math.max(last.to, span.to);
    else out.push({ ...span });
  }
  return out;
}

const clipped = (spans: Span[], range: Span): Span[] =>
  spans
    .map((s) => ({ from: Math.max(s.from, range.from), to: Math.min(s.to, range.to) }))
    .filter((s) => s.from < s.to);

/**
 * The recurring window's own spans (before any inversion) on the days it names, from the day before
 * `range` (a window may run past midnight) to its end. A window whose end is not after its start runs
 * into the next day; equal minutes are a whole day.
 */
function dailySpans(dynamic: NonNullable<DowntimeSpec['dynamic_time_range']>, range: Span): Span[] {
  const start = (dynamic.from_minute_of_day ?? 0) * MINUTE;
  const end = (dynamic.to_minute_of_day ?? 0) * MINUTE;
  const days = dynamic.repeat_days?.length ? new Set(dynamic.repeat_days) : new Set<string>(WEEKDAYS);
  const spans: Span[] = [];
  for (let day = Math.floor(range.from / DAY) * DAY - DAY; day < range.to; day += DAY) {
    if (!days.has(weekdayOf(day))) continue;
    spans.push({ from: day + start, to: day + end + (end <= start ? DAY : 0) });
  }
  return merged(spans);
}

/** The complement of spans within a range. */
function outside(spans: Span[], range: Span): Span[] {
  const out: Span[] = [];
  let at = range.from;
  for (const span of spans) {
    if (span.from > at) out.push({ from: at, to: Math.min(span.from, range.to) });
    at = Math.max(at, span.to);
  }
  if (at < range.to) out.push({ from: at, to: range.to });
  return out.filter((s) => s.from < s.to);
}

/**
 * When a downtime applies within a range, as ordered, separate spans. An inverted window applies
 * outside its hours on the days it names, and all day on the others (the vendor's "business hours").
 * A downtime with neither range (or a range that is not numbers) applies never.
 */
export function windowsOf(downtime: DowntimeSpec, range: Span): Span[] {
  const fixed = downtime.static_time_range;
  if (fixed) {
    return Number.isFinite(fixed.from) && Number.isFinite(fixed.to) ? clipped([fixed], range) : [];
  }
  const dynamic = downtime.dynamic_time_range;
  if (!dynamic) return [];
  const wide = { from: range.from - DAY, to: range.to + DAY };
  const own = dailySpans(dynamic, wide);
  return clipped(dynamic.invert ? outside(own, wide) : own, range);
}

/** DELAY (the service's default when none is given), DROP, or a strategy this module does not know. */
function strategyOf(downtime: DowntimeSpec): 'DELAY' | 'DROP' | undefined {
  const strategy = downtime.alert_strategy ?? 'DELAY';
  return strategy === 'DELAY' || strategy === 'DROP' ? strategy : undefined;
}

/** A downtime that covers a monitor, with its spans over the range read. */
export interface Covering<D extends DowntimeSpec = DowntimeSpec> {
  downtime: D;
  windows: Span[];
}

export function coveringOf<D extends DowntimeSpec>(
  downtimes: D[],
  monitorId: string,
  range: Span,
): Covering<D>[] {
  return downtimes
    .filter((d) => d.from?.includes(monitorId))
    .map((downtime) => ({ downtime, windows: windowsOf(downtime, range) }))
    .filter((c) => c.windows.length > 0);
}

/** What becomes of an alert or a notification: sent, dropped, held until a time, or held by a strategy unknown here. */
export type Fate<D extends DowntimeSpec = DowntimeSpec> =
  | { kind: 'sent' }
  | { kind: 'dropped'; by: D }
  | { kind: 'delayed'; until: number; by: D }
  | { kind: 'unknown'; by: D };

/**
 * The fate of what a monitor sends at `time` with the status it reports. A recovery (OK) is let through
 * unless the downtime suppresses recoveries too. Where downtimes overlap, a DROP wins; among DELAYs the
 * one ending last holds it.
 */
export function fateOf<D extends DowntimeSpec>(
  time: number,
  status: string | undefined,
  covering: Covering<D>[],
): Fate<D> {
  let held: { until: number; by: D } | undefined;
  let unknown: D | undefined;
  for (const { downtime, windows } of covering) {
    const window = windows.find((w) => w.from <= time && time < w.to);
    if (!window) continue;
    if (status === 'OK' && !downtime.suppress_recovery_alert) continue;
    const strategy = strategyOf(downtime);
    if (strategy === 'DROP') return { kind: 'dropped', by: downtime };
    if (strategy === undefined) unknown ??= downtime;
    else if (!held || window.to > held.until) held = { until: window.to, by: downtime };
  }
  if (held) return { kind: 'delayed', ...held };
  return unknown ? { kind: 'unknown', by: unknown } : { kind: 'sent' };
}
