import { AVERAGE_BYTES, type DatasetSpec } from './catalogue';
import { MINUTE, minuteCount } from './generator';
import type { Incident } from './incidents';

export interface Window {
  from: number;
  to: number;
}

const HOUR_MINUTES = 60;
const DAY_MINUTES = 24 * HOUR_MINUTES;
/** Hours kept per engine: 90 days of nine datasets twice over (a window and the one it compares with). */
const MAX_HOURS_KEPT = 50_000;
/**
 * Whole UTC days kept per engine: a year of nine datasets, or 110 days of an organisation grown to
 * 900 (the scale bench): a month of 900 datasets is 650,000 hours, past what the hours keep.
 */
const MAX_DAYS_KEPT = 100_000;

/**
 * Events each dataset ingested, counted exactly: every minute of a range is the generator's own count
 * for it (the same volume a search finds), so a window's total is the sum of its slices and of its
 * datasets, a longer window never counts less, and a window that grows with the clock never shrinks.
 * Whole hours and whole days are counted once and kept: a month of nine datasets is 390,000 minutes
 * to count, of 900 datasets 39 million (three seconds, once).
 */
export class IngestCounter {
  readonly #hours = new Map<string, number>();
  readonly #days = new Map<string, number>();

  /** Events of `spec` in the minutes [first, end) (minute indexes since the epoch). */
  events(spec: DatasetSpec, first: number, end: number, incidents: Incident[]): number {
    let total = 0;
    let minute = first;
    while (minute < end) {
      const hourEnd = (Math.floor(minute / HOUR_MINUTES) + 1) * HOUR_MINUTES;
      if (minute % DAY_MINUTES === 0 && minute + DAY_MINUTES <= end) {
        total += this.#day(spec, minute / DAY_MINUTES, incidents);
        minute += DAY_MINUTES;
      } else if (minute % HOUR_MINUTES === 0 && hourEnd <= end) {
        total += this.#hour(spec, minute / HOUR_MINUTES, incidents);
        minute = hourEnd;
      } else {
        total += minuteCount(spec, minute, incidents);
        minute++;
      }
    }
    return total;
  }

  #day(spec: DatasetSpec, day: number, incidents: Incident[]): number {
    const key = `${spec.id}:${incidents[0]?.start ?? 0}:${day}`;
    let events = this.#days.get(key);
    if (events === undefined) {
      events = 0;
      for (let h = day * 24; h < (day + 1) * 24; h++) events += this.#hour(spec, h, incidents, false);
      if (this.#days.size >= MAX_DAYS_KEPT) this.#days.clear();
      this.#days.set(key, events);
    }
    return events;
  }

  /** An hour's events; kept unless its day is being counted (then the day is kept instead). */
  #hour(spec: DatasetSpec, hour: number, incidents: Incident[], keep = true): number {
    // Incidents move with the UTC day, and with them the hours they touch.
    const key = `${spec.id}:${incidents[0]?.start ?? 0}:${hour}`;
    let events = this.#hours.get(key);
    if (events === undefined) {
      events = 0;
      for (let m = hour * HOUR_MINUTES; m < (hour + 1) * HOUR_MINUTES; m++)
        events += minuteCount(spec, m, incidents);
      if (!keep) return events;
      if (this.#hours.size >= MAX_HOURS_KEPT) this.#hours.clear();
      this.#hours.set(key, events);
    }
    return events;
  }
}

/**
 * Bytes a dataset ingested in each of `slices` equal slices of the window: its events (exact, minute by
 * minute) times the average event size of its kind. A minute belongs to the slice its start is in, so
 * the slices share the window's minutes out without a gap or an overlap.
 */
export function ingestedBytes(
  counter: IngestCounter,
  spec: DatasetSpec,
  window: Window,
  slices: number,
  incidents: Incident[],
): number[] {
  const sliceMs = (window.to - window.from) / slices;
  const minuteOf = (i: number) => Math.ceil((i === slices ? window.to : window.from + i * sliceMs) / MINUTE);
  return Array.from(
    { length: slices },
    (_, i) => counter.events(spec, minuteOf(i), minuteOf(i + 1), incidents) * AVERAGE_BYTES[spec.kind],
  );
}

/** Bytes a search or export of these datasets over a window reads: their mean volume, without sampling. */
export function meanScannedBytes(specs: DatasetSpec[], window: Window): number {
  const minutes = (window.to - window.from) / MINUTE;
  // 0.6: the mean of the generator's traffic shape over a week (quiet nights, quieter weekends).
  return Math.round(
    specs.reduce((sum, s) => sum + s.peakPerMinute * 0.6 * minutes * AVERAGE_BYTES[s.kind], 0),
  );
}
