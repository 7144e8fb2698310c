import type { FieldValue } from './event';
import { HOUR_MINUTES, type HourBlock, type SummaryStore } from './summaries';

const STORE = 'blocks';
/** Blocks older than this are deleted when the demo starts: no search reaches further back. */
const KEEP_HOURS = 9 * 24;

/**
 * An hour block as stored: in columns, numbers in typed arrays. IndexedDB clones a few arrays far
 * faster than thousands of small row objects (measured: reading rows back took longer than
 * computing them again).
 */
interface Columns {
  events: Int32Array;
  /** Rows of each minute. */
  counts: Uint32Array;
  times: Float64Array;
  groups: (FieldValue | undefined)[][];
  values: (Float64Array | (FieldValue | undefined)[])[];
}

interface Record {
  key: string;
  hour: number;
  block: Columns;
}

/** A column of values: a typed array when every value is a number (NaN standing for none). */
function column(values: (FieldValue | undefined)[]): Float64Array | (FieldValue | undefined)[] {
  return values.every((v) => v === undefined || (typeof v === 'number' && !Number.isNaN(v)))
    ? Float64Array.from(values, (v) => (v === undefined ? NaN : (v as number)))
    : values;
}

export function encode(block: HourBlock): Columns {
  // A minute not computed yet is stored as -1 events, and read back as missing.
  const minutes = Array.from({ length: HOUR_MINUTES }, (_, i) => block[i] ?? { events: -1, rows: [] });
  const rows = minutes.flatMap((m) => m.rows);
  const width = (pick: 'groups' | 'values') => rows[0]?.[pick].length ?? 0;
  return {
    events: Int32Array.from(minutes, (m) => m.events),
    counts: Uint32Array.from(minutes, (m) => m.rows.length),
    times: Float64Array.from(rows, (r) => r.timestamp),
    groups: Array.from({ length: width('groups') }, (_, i) => rows.map((r) => r.groups[i])),
    values: Array.from({ length: width('values') }, (_, i) => column(rows.map((r) => r.values[i]))),
  };
}

export function decode(columns: Columns): HourBlock {
  const read = (col: Float64Array | (FieldValue | undefined)[], i: number) => {
    const v = col[i];
    return typeof v === 'number' && Number.isNaN(v) ? undefined : v;
  };
  let next = 0;
  return Array.from(columns.events, (events, minute) => {
    const rows = Array.from({ length: columns.counts[minute] as number }, () => {
      const i = next++;
      return {
        timestamp: columns.times[i] as number,
        groups: columns.groups.map((col) => col[i]),
        values: columns.values.map((col) => read(col, i)),
      };
    });
    return events < 0 ? undefined : { events, rows };
  });
}

const hourOf = (key: string) => Number(key.slice(key.lastIndexOf('|') + 1));

/**
 * The browser demo's summaries between page loads: IndexedDB, from the search worker. It holds
 * generated demo logs' rows only, never a credential. Where IndexedDB refuses (some private
 * windows), the summaries stay in memory and every load computes them again.
 */
export function indexedDbStore(name = 'lookout-demo-summaries'): SummaryStore {
  const opened = new Promise<IDBDatabase | null>((resolve) => {
    const request = indexedDB.open(name, 1);
    request.onupgradeneeded = () =>
      request.result.createObjectStore(STORE, { keyPath: 'key' }).createIndex('hour', 'hour');
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => resolve(null);
  });
  // Old blocks go once the demo has settled: a read-write sweep at start would hold up the first reads.
  setTimeout(
    () =>
      void opened.then((db) => {
        if (!db) return;
        const oldest = Math.floor(Date.now() / 3_600_000) - KEEP_HOURS;
        const tx = db.transaction(STORE, 'readwrite');
        tx.objectStore(STORE).index('hour').openCursor(IDBKeyRange.upperBound(oldest, true)).onsuccess = (
          e,
        ) => {
          const cursor = (e.target as IDBRequest<IDBCursorWithValue | null>).result;
          if (!cursor) return;
          cursor.delete();
          cursor.continue();
        };
      }),
    10_000,
  );
  return {
    async load(keys) {
      const db = await opened;
      if (!db) return keys.map(() => undefined);
      return new Promise((resolve) => {
        const out: (HourBlock | undefined)[] = keys.map(() => undefined);
        const tx = db.transaction(STORE, 'readonly');
        const store = tx.objectStore(STORE);
        keys.forEach((key, i) => {
          const request = store.get(key) as IDBRequest<Record | undefined>;
          request.onsuccess = () => {
            if (request.result) out[i] = decode(request.result.block);
          };
        });
        tx.oncomplete = () => resolve(out);
        tx.onerror = tx.onabort = () => resolve(keys.map(() => undefined));
      });
    },
    save(blocks) {
      void opened.then((db) => {
        if (!db || !blocks.length) return;
        const store = db.transaction(STORE, 'readwrite').objectStore(STORE);
        for (const [key, block] of blocks)
          store.put({ key, hour: hourOf(key), block: encode(block) } satisfies Record);
      });
    },
  };
}
