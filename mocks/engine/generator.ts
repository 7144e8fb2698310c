import { createDraws, createPrng, hashSecret } from '../db/prng';
import type { DatasetSpec } from './catalogue';
import type { LogEvent } from './event';
import { activeIncident, incidentsKey, type Incident } from './incidents';
import { incidentRate, WRITERS } from './writers';

export const MINUTE = 60_000;

/**
 * What a minute of the demo's logs holds, as a number: the browser demo keeps per-minute summaries
 * between visits (summary-store.ts), keyed by it, so a change to the generator or its writers must
 * move it. generator.test.ts fails when the minutes change and it does not.
 */
export const GENERATOR_VERSION = 2;
/** Sequence numbers: minute index × this + position in the minute, so they order and never collide. */
export const SEQUENCE_STRIDE = 10_000;

/**
 * Logs are generated per dataset and minute from a PRNG seeded with both, so any minute of history is
 * the same every time it is read and nothing needs to be stored: memory stays bounded by the cache.
 */
function seedOf(spec: DatasetSpec, minute: number): number {
  let base = BASES.get(spec.id);
  if (base === undefined) BASES.set(spec.id, (base = parseInt(hashSecret(spec.id).slice(0, 8), 16)));
  return (base ^ Math.imul(minute, 2654435761)) >>> 0;
}
/** Each dataset's part of its minutes' seeds: hashed once, not once a minute (a week is 10,080 of them). */
const BASES = new Map<string, number>();

/** Traffic through the day (quiet at 04:00 UTC, busiest at 16:00) and quieter at weekends. */
function trafficShape(timestamp: number): number {
  const hour = (timestamp % 86_400_000) / 3_600_000;
  const daily = 0.3 + 0.7 * (0.5 - 0.5 * Math.cos((2 * Math.PI * (hour - 4)) / 24));
  // 1 January 1970 was a Thursday (4); counted without a Date, as this runs for every minute of a range.
  const weekday = (Math.floor(timestamp / 86_400_000) + 4) % 7;
  return daily * (weekday === 0 || weekday === 6 ? 0.65 : 1);
}

/** How many events a dataset has in one minute; the same first draw generateMinute makes. */
export function minuteCount(spec: DatasetSpec, minute: number, incidents: Incident[]): number {
  return countFrom(createDraws(seedOf(spec, minute)), spec, minute, incidents);
}

/**
 * The first two draws of a minute: its volume around the mean, rounded up or down at random in
 * proportion, so a quiet log (0.3 a minute at night) still has an event every few minutes.
 */
function countFrom(next: () => number, spec: DatasetSpec, minute: number, incidents: Incident[]): number {
  const start = minute * MINUTE;
  const incident = activeIncident(incidents, spec.kind, start);
  const mean =
    spec.peakPerMinute * trafficShape(start) * (incident ? incidentRate(incident.id, spec.kind) : 1);
  const expected = mean * (0.75 + 0.5 * next());
  const whole = Math.floor(expected);
  return Math.min(SEQUENCE_STRIDE - 1, whole + (next() < expected - whole ? 1 : 0));
}

/** Every event of one dataset in one minute, oldest first. */
export function generateMinute(spec: DatasetSpec, minute: number, incidents: Incident[]): LogEvent[] {
  const rng = createPrng(seedOf(spec, minute));
  const count = countFrom(rng.next, spec, minute, incidents);
  const offsets = Array.from({ length: count }, () => Math.floor(rng.next() * MINUTE)).sort((a, b) => a - b);
  const write = WRITERS[spec.kind];
  return offsets.map((offset, i) => {
    const timestamp = minute * MINUTE + offset;
    const written = write(rng, timestamp, activeIncident(incidents, spec.kind, timestamp)?.id);
    return { logId: spec.id, timestamp, sequence: minute * SEQUENCE_STRIDE + i, ...written };
  });
}

/** A small LRU of generated minutes, so paging and repeated searches do not regenerate. */
export class MinuteCache {
  readonly #entries = new Map<string, LogEvent[]>();

  constructor(private readonly capacity = 4000) {}

  /** How many dataset-minutes are kept. */
  get size(): number {
    return this.#entries.size;
  }

  /**
   * A minute's events, kept unless they are read once only (`keep: false`: summarising a long range,
   * where keeping each minute a while would only make the garbage collector carry it).
   */
  get(spec: DatasetSpec, minute: number, incidents: Incident[], keep = true): LogEvent[] {
    // Incidents move with the time of day, and with them the minutes they touch.
    const key = `${spec.id}:${minute}:${incidentsKey(incidents)}`;
    if (!keep) return this.#entries.get(key) ?? generateMinute(spec, minute, incidents);
    let events = this.#entries.get(key);
    if (events) {
      this.#entries.delete(key);
    } else {
      events = generateMinute(spec, minute, incidents);
    }
    this.#entries.set(key, events);
    if (this.#entries.size > this.capacity) this.#entries.delete(this.#entries.keys().next().value as string);
    return events;
  }
}
