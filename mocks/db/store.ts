import { createSeed, DB_VERSION } from './seed';
import type { DbState } from './types';

/** Where the state lives between requests: memory in Node, localStorage in the demo browser. */
export interface Persistence {
  load(): DbState | null;
  save(state: DbState): void;
  clear(): void;
}

export const memoryPersistence = (): Persistence => ({
  load: () => null,
  save: () => undefined,
  clear: () => undefined,
});

/** The mock service's database: plain arrays in one object, seeded deterministically, persisted after writes. */
export class Db {
  state: DbState;
  readonly #persistence: Persistence;
  readonly #now: () => number;

  constructor(options: { persistence?: Persistence; now?: () => number } = {}) {
    this.#persistence = options.persistence ?? memoryPersistence();
    this.#now = options.now ?? Date.now;
    const saved = this.#persistence.load();
    this.state = saved?.version === DB_VERSION ? saved : createSeed(this.#now());
  }

  now(): number {
    return this.#now();
  }

  /** Called by the framework after every successful write. */
  save(): void {
    this.#persistence.save(this.state);
  }

  /** "Reset demo data": back to the seed. */
  reset(): void {
    this.#persistence.clear();
    this.state = createSeed(this.#now());
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
