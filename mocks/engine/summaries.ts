import type { AggregateRow } from './aggregate';
import type { DatasetSpec } from './catalogue';
import { GENERATOR_VERSION, MINUTE } from './generator';

/**
 * Per-minute summaries: what one shape of aggregate search (its filter, group keys and aggregate
 * keys) needs of one dataset's whole minute: how many events the minute has, and the rows of those
 * that match, in event order. A monitor's list status, its history, its backtest and a dashboard's
 * chart all ask the same shape over overlapping ranges; with summaries each minute's events are
 * generated and filtered once, and a week of a monitor's history reads a few thousand rows instead
 * of generating half a million events.
 *
 * Summaries are kept in blocks of an hour, and handed to a `SummaryStore` (IndexedDB in the browser
 * demo) so a reload does not compute them again. A minute's logs never change (they are generated from
 * the dataset and the minute), so a block never goes stale; one with minutes missing is completed as
 * later searches compute them.
 */
export interface MinuteSummary {
  /** Events of the dataset in the minute: what the search's "Events scanned" counts. */
  events: number;
  rows: AggregateRow[];
}

export type HourBlock = (MinuteSummary | undefined)[];

/** Where hour blocks are kept between page loads. */
export interface SummaryStore {
  load(keys: string[]): Promise<(HourBlock | undefined)[]>;
  save(blocks: [string, HourBlock][]): void;
}

export const HOUR_MINUTES = 60;
/** The rows kept in memory at most (about 100 bytes each); the oldest blocks go first. */
const MAX_ROWS = 2_000_000;

/** The shape of an aggregate search: summaries are shared by every search of the same shape. */
export function queryShapeOf(where: string, groups: string[], keys: (string | null)[]): string {
  return JSON.stringify([where.trim(), groups, keys]);
}

export class Summaries {
  readonly #blocks = new Map<string, HourBlock>();
  readonly #rows = new Map<string, number>();
  #total = 0;
  /** Blocks with minutes added since the last `flush`, for the store. */
  readonly #changed = new Set<string>();

  constructor(private readonly store?: SummaryStore) {}

  /**
   * The key of the hour block holding `minute`; incidents move with the UTC day, so they are in it, and
   * so is the generator's version: blocks a browser kept from an older generator are never read.
   */
  static keyOf(shape: string, spec: DatasetSpec, minute: number, incidentsKey: string): string {
    return `${shape}|${spec.id}|${incidentsKey}|g${GENERATOR_VERSION}|${Math.floor(minute / HOUR_MINUTES)}`;
  }

  /** The summary of a minute, computed by `compute` the first time it is asked for. */
  minute(
    shape: string,
    spec: DatasetSpec,
    minute: number,
    incidentsKey: string,
    compute: () => MinuteSummary,
  ): MinuteSummary {
    const key = Summaries.keyOf(shape, spec, minute, incidentsKey);
    let block = this.#blocks.get(key);
    const index = minute % HOUR_MINUTES;
    const known = block?.[index];
    if (known) return known;
    const summary = compute();
    if (!block) block = [];
    block[index] = summary;
    this.#put(key, block);
    this.#changed.add(key);
    return summary;
  }

  /** Reads from the store the blocks of a range that are not in memory yet. */
  async preload(
    shape: string,
    specs: DatasetSpec[],
    range: { from: number; to: number },
    incidentsKey: string,
  ) {
    if (!this.store) return;
    const keys: string[] = [];
    const first = Math.floor(range.from / MINUTE / HOUR_MINUTES);
    const last = Math.floor((range.to - 1) / MINUTE / HOUR_MINUTES);
    for (const spec of specs)
      for (let hour = first; hour <= last; hour++) {
        const key = Summaries.keyOf(shape, spec, hour * HOUR_MINUTES, incidentsKey);
        if (this.#blocks.get(key)?.filter(Boolean).length !== HOUR_MINUTES) keys.push(key);
      }
    if (!keys.length) return;
    const loaded = await this.store.load(keys);
    loaded.forEach((stored, i) => {
      if (!stored) return;
      const key = keys[i] as string;
      // Minutes computed here since the load started are kept; the store fills in the rest.
      const block = this.#blocks.get(key) ?? [];
      stored.forEach((minute, index) => (block[index] ??= minute));
      this.#put(key, block);
    });
  }

  /** Hands the blocks changed since the last call to the store. */
  flush(): void {
    if (!this.store || !this.#changed.size) return;
    const blocks = [...this.#changed].flatMap((key): [string, HourBlock][] => {
      const block = this.#blocks.get(key);
      return block ? [[key, block]] : [];
    });
    this.#changed.clear();
    this.store.save(blocks);
  }

  #put(key: string, block: HourBlock): void {
    this.#total -= this.#rows.get(key) ?? 0;
    this.#blocks.delete(key);
    this.#blocks.set(key, block);
    const rows = block.reduce((n, m) => n + (m?.rows.length ?? 0), 0);
    this.#rows.set(key, rows);
    this.#total += rows;
    while (this.#total > MAX_ROWS && this.#blocks.size > 1) {
      const oldest = this.#blocks.keys().next().value as string;
      this.#total -= this.#rows.get(oldest) ?? 0;
      this.#blocks.delete(oldest);
      this.#rows.delete(oldest);
    }
  }
}
