import type { components } from '../../api/schema.gen';
import { toTypedTime } from '../../lib/input-time';
import { DAY, MINUTE, type DisplaySettings } from '../../lib/time';
import { WEEKDAYS, windowsOf, type Span, type Weekday } from '../../monitor-rules/downtimes';

type Schemas = components['schemas'];
export type Downtime = Schemas['Downtime'];
export type DowntimeWrite = Schemas['DowntimeWrite'];
type Zone = Pick<DisplaySettings, 'timeZone' | 'dateFormat'>;

/**
 * A downtime as its form holds it: a recurring window's days and hours as the person types them, on
 * their display zone's clock (the service keeps them on the UTC day: `toServiceClock` converts).
 */
export interface DowntimeDraft {
  name: string;
  description: string;
  monitors: string[];
  strategy: 'DELAY' | 'DROP';
  suppressRecovery: boolean;
  kind: 'once' | 'recurring';
  /** A one-off window (DateTimeField reads and writes it on the person's clock). */
  start: number | undefined;
  end: number | undefined;
  /** A recurring window: days, and hours as hh:mm, in the person's zone. */
  days: Weekday[];
  from: string;
  to: string;
  invert: boolean;
}

const pad = (n: number) => String(n).padStart(2, '0');
const clockText = (minute: number) => `${pad(Math.floor(minute / 60))}:${pad(minute % 60)}`;
const MINUTES_A_DAY = 1440;

/** "09:30" as minutes of the day; undefined when it is not a time of day. */
function minuteOf(text: string): number | undefined {
  const match = /^\s*(\d{1,2}):(\d{2})\s*$/.exec(text);
  if (!match) return undefined;
  const [hours, minutes] = [Number(match[1]), Number(match[2])];
  return hours < 24 && minutes < 60 ? hours * 60 + minutes : undefined;
}

/** Minutes the zone is ahead of UTC at a time (0 in UTC). */
const offsetAt = (zone: DisplaySettings['timeZone'], at: number) =>
  zone === 'UTC' ? 0 : -new Date(at).getTimezoneOffset();

const shiftDay = (day: Weekday, by: number): Weekday =>
  WEEKDAYS[(((WEEKDAYS.indexOf(day) + by) % 7) + 7) % 7] ?? day;

/** Minutes of one clock read on another `offset` minutes away, and the days that moves it by. */
function moved(minute: number, offset: number): { minute: number; days: number } {
  const shifted = minute + offset;
  return {
    minute: ((shifted % MINUTES_A_DAY) + MINUTES_A_DAY) % MINUTES_A_DAY,
    days: Math.floor(shifted / MINUTES_A_DAY),
  };
}

interface Clock {
  days: Weekday[];
  from: number;
  to: number;
}

/**
 * A recurring window typed in the person's zone, as the service keeps it (the UTC day), by the zone's
 * offset at `at` (when it is saved). The days follow the start: 00:30 on Monday in UTC+1 is 23:30 on
 * Sunday in UTC. After a change of summer time the window stays put in UTC, so its hours move by one on
 * the person's clock: `occurrences` shows that before it is saved.
 */
export function toServiceClock(clock: Clock, zone: DisplaySettings['timeZone'], at: number): Clock {
  const offset = offsetAt(zone, at);
  const start = moved(clock.from, -offset);
  return {
    days: clock.days.map((d) => shiftDay(d, start.days)),
    from: start.minute,
    to: moved(clock.to, -offset).minute,
  };
}

/** The service's window on the person's clock, by the zone's offset at `at`. */
export function fromServiceClock(clock: Clock, zone: DisplaySettings['timeZone'], at: number): Clock {
  const offset = offsetAt(zone, at);
  const start = moved(clock.from, offset);
  return {
    days: clock.days.map((d) => shiftDay(d, start.days)),
    from: start.minute,
    to: moved(clock.to, offset).minute,
  };
}

export function emptyDowntime(monitors: string[], now: number): DowntimeDraft {
  const hour = Math.ceil(now / (60 * MINUTE)) * 60 * MINUTE;
  return {
    name: '',
    description: '',
    monitors,
    strategy: 'DELAY',
    suppressRecovery: false,
    kind: 'recurring',
    start: hour,
    end: hour + 2 * 60 * MINUTE,
    days: ['Saturday', 'Sunday'],
    from: '02:00',
    to: '04:00',
    invert: false,
  };
}

/** A saved downtime as a draft, its recurring hours on the person's clock as of `now`. */
export function draftOfDowntime(downtime: Downtime, now: number, zone: Zone): DowntimeDraft {
  const blank = emptyDowntime(downtime.from ?? [], now);
  const fixed = downtime.static_time_range;
  const dynamic = downtime.dynamic_time_range;
  const local = dynamic
    ? fromServiceClock(
        {
          days: (dynamic.repeat_days?.length ? dynamic.repeat_days : [...WEEKDAYS]) as Weekday[],
          from: dynamic.from_minute_of_day,
          to: dynamic.to_minute_of_day,
        },
        zone.timeZone,
        now,
      )
    : undefined;
  return {
    ...blank,
    name: downtime.name,
    description: downtime.description ?? '',
    strategy: downtime.alert_strategy === 'DROP' ? 'DROP' : 'DELAY',
    suppressRecovery: downtime.suppress_recovery_alert ?? false,
    kind: fixed ? 'once' : 'recurring',
    ...(fixed ? { start: fixed.from, end: fixed.to } : {}),
    ...(local
      ? {
          days: WEEKDAYS.filter((d) => local.days.includes(d)),
          from: clockText(local.from),
          to: clockText(local.to),
          invert: dynamic?.invert ?? false,
        }
      : {}),
  };
}

export type DowntimeField = 'name' | 'description' | 'monitors' | 'start' | 'end' | 'days' | 'from' | 'to';

export function validateDowntime(draft: DowntimeDraft): Partial<Record<DowntimeField, string>> {
  const problems: Partial<Record<DowntimeField, string>> = {};
  if (!draft.name.trim()) problems.name = 'Name the downtime.';
  else if (draft.name.length > 255) problems.name = 'At most 255 characters.';
  if (!draft.description.trim()) problems.description = 'Say why alerts are held (the service asks for it).';
  else if (draft.description.length > 4000) problems.description = 'At most 4,000 characters.';
  if (!draft.monitors.length) problems.monitors = 'Choose the monitors it silences.';
  if (draft.kind === 'once') {
    const { start, end } = draft;
    if (start === undefined) problems.start = 'Type when it starts, as the placeholder shows.';
    if (end === undefined) problems.end = 'Type when it ends, as the placeholder shows.';
    else if (start !== undefined && end <= start) problems.end = 'Must be after the start.';
  } else {
    if (!draft.days.length) problems.days = 'Choose at least one day.';
    if (minuteOf(draft.from) === undefined) problems.from = 'A time of day, such as 02:00.';
    if (minuteOf(draft.to) === undefined) problems.to = 'A time of day, such as 04:00.';
  }
  return problems;
}

/** The body the service takes; call it only on a draft without problems. */
export function writeOfDowntime(draft: DowntimeDraft, zone: Zone, now: number): DowntimeWrite {
  const common = {
    name: draft.name.trim(),
    description: draft.description.trim(),
    from: draft.monitors,
    alert_strategy: draft.strategy,
    suppress_recovery_alert: draft.suppressRecovery,
  };
  if (draft.kind === 'once') {
    return {
      ...common,
      static_time_range: { from: draft.start ?? 0, to: draft.end ?? 0 },
    };
  }
  const clock = toServiceClock(
    { days: draft.days, from: minuteOf(draft.from) ?? 0, to: minuteOf(draft.to) ?? 0 },
    zone.timeZone,
    now,
  );
  return {
    ...common,
    dynamic_time_range: {
      from_minute_of_day: clock.from,
      to_minute_of_day: clock.to,
      invert: draft.invert,
      repeat_days: WEEKDAYS.filter((d) => clock.days.includes(d)),
    },
  };
}

/** The windows a downtime applies in over the next `days`, from `now` (an active one from its start). */
export function upcoming(downtime: DowntimeWrite | Downtime, now: number, days = 14): Span[] {
  return windowsOf(downtime, { from: now - DAY, to: now + days * DAY }).filter((w) => w.to > now);
}

/** The active window at `now`, if any. */
export function activeWindow(downtime: DowntimeWrite | Downtime, now: number): Span | undefined {
  return windowsOf(downtime, { from: now - 31 * DAY, to: now + DAY }).find(
    (w) => w.from <= now && now < w.to,
  );
}

/**
 * The clock times of each window on the person's clock ("02:00–04:00"): when they are not all the same
 * (summer time began or ended), the form says so beside the list.
 */
export function clockTimesOf(windows: Span[], zone: Zone): string[] {
  return windows.map((w) => `${toTypedTime(w.from, zone).slice(-5)}–${toTypedTime(w.to, zone).slice(-5)}`);
}
