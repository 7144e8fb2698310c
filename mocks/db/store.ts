import { createSeed, DB_VERSION } from './seed';
import type { DbState } from './types';

/** Where the state lives between requests: memory in Node, localStorage in the demo browser. */
export interface Persistence {
  load(): DbState | null;
  save(state: DbState): void;
  clear(): void;
}

const memoryPersistence = (): Persistence => ({
  load: () => null,
  save: () => undefined,
  clear: () => undefined,
});

/** The mock service's database: plain arrays in one object, seeded deterministically, persisted after writes. */
export class Db {
  state: DbState;
  readonly #persistence: Persistence;
  readonly #now: () => number;

  readonly #extraSeed: ((state: DbState, now: number) => void) | undefined;
  readonly #incidentsAt: () => number;

  constructor(
    options: {
      persistence?: Persistence;
      now?: () => number;
      /** A profile's data on top of the shared seed (mocks/profiles). */
      extraSeed?: (state: DbState, now: number) => void;
      /** Where the service placed its incidents when seeding (engine/incidents.ts); now, unsaid. */
      incidentsAt?: () => number;
    } = {},
  ) {
    this.#persistence = options.persistence ?? memoryPersistence();
    this.#now = options.now ?? Date.now;
    this.#incidentsAt = options.incidentsAt ?? this.#now;
    this.#extraSeed = options.extraSeed;
    const saved = this.#persistence.load();
    this.state = saved?.version === DB_VERSION ? saved : this.#seed();
  }

  #seed(): DbState {
    const state = createSeed(this.#now(), this.#incidentsAt());
    this.#extraSeed?.(state, this.#now());
    return state;
  }

  now(): number {
    return this.#now();
  }

  /** How many writes the data has had: an answer computed from it stays true until this moves. */
  generation = 0;

  /** Called by the framework after every successful write. */
  save(): void {
    this.generation++;
    this.#persistence.save(this.state);
  }

  /** "Reset demo data": back to the seed. */
  reset(): void {
    this.#persistence.clear();
    this.generation++;
    this.state = this.#seed();
  }
}

export function localStoragePersistence(storage: Storage, key = 'lookout.demo-db.v1'): Persistence {
  return {
    load: () => {
      try {
        const raw = storage.getItem(key);
        return raw ? (JSON.parse(raw) as DbState) : null;
      } catch {
        return null;
      }
    },
    save: (state) => storage.setItem(key, JSON.stringify(state)),
    clear: () => storage.removeItem(key),
  };
}

/**
 * Saves at most once per `delayMs` (at the page's next idle moment after it), the state as it then is,
 * instead of after each write: serialising the whole state costs tens of milliseconds of the page's
 * main thread, and every search is a write (it is remembered for usage), so a dashboard's dozen
 * searches would otherwise serialise it a dozen times while its charts draw. What is pending is
 * written at once when the page is hidden or left, so a reload keeps every write.
 */
export function coalescedPersistence(inner: Persistence, delayMs: number, page: EventTarget): Persistence {
  let pending: DbState | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    if (pending) inner.save(pending);
    pending = null;
  };
  page.addEventListener('pagehide', flush);
  page.addEventListener('visibilitychange', flush);
  return {
    load: () => inner.load(),
    save: (state) => {
      pending = state;
      // Then at an idle moment: never between a response and the paint that shows it.
      timer ??= setTimeout(() => {
        if (typeof globalThis.requestIdleCallback === 'function') {
          globalThis.requestIdleCallback(flush, { timeout: delayMs });
        } else flush();
      }, delayMs);
    },
    clear: () => {
      clearTimeout(timer);
      timer = undefined;
      pending = null;
      inner.clear();
    },
  };
}
