import { AVERAGE_BYTES, type DatasetSpec } from './catalogue';
import { MINUTE, minuteCount } from './generator';
import type { Incident } from './incidents';

export interface Window {
  from: number;
  to: number;
}

const HOUR_MINUTES = 60;
/** Hours kept per engine: 90 days of nine datasets twice over (a window and the one it compares with). */
const MAX_HOURS_KEPT = 50_000;

/**
 * Events each dataset ingested, counted exactly: every minute of a range is the generator's own count
 * for it (the same volume a search finds), so a window's total is the sum of its slices and of its
 * datasets, a longer window never counts less, and a window that grows with the clock never shrinks.
 * Whole hours are counted once and kept: a month of nine datasets is 390,000 minutes to count.
 */
export class IngestCounter {
  readonly #hours = new Map<string, number>();

  /** Events of `spec` in the minutes [first, end) (minute indexes since the epoch). */
  events(spec: DatasetSpec, first: number, end: number, incidents: Incident[]): number {
    let total = 0;
    let minute = first;
    while (minute < end) {
      const hourEnd = (Math.floor(minute / HOUR_MINUTES) + 1) * HOUR_MINUTES;
      if (minute % HOUR_MINUTES === 0 && hourEnd <= end) {
        total += this.#hour(spec, minute / HOUR_MINUTES, incidents);
        minute = hourEnd;
      } else {
        total += minuteCount(spec, minute, incidents);
        minute++;
      }
    }
    return total;
  }

  #hour(spec: DatasetSpec, hour: number, incidents: Incident[]): number {
    // Incidents move with the UTC day, and with them the hours they touch.
    const key = `${spec.id}:${incidents[0]?.start ?? 0}:${hour}`;
    let events = this.#hours.get(key);
    if (events === undefined) {
      events = 0;
      for (let m = hour * HOUR_MINUTES; m < (hour + 1) * HOUR_MINUTES; m++)
        events += minuteCount(spec, m, incidents);
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
