import { Db, type Persistence } from './db/store';
import { runSearch, SearchEngine, type Searcher } from './engine/search';
import type { Backend } from './framework';
import { implementations } from './handlers';
import { DEFAULT_RATE_LIMIT, RateLimiter, type RateLimitConfig } from './rate-limit';

export interface BackendOptions {
  persistence?: Persistence;
  now?: () => number;
  rateLimit?: RateLimitConfig;
  /** Where searches run, when not in this thread's engine (the browser demo's worker). */
  searcher?: Searcher;
}

/** One mock service: database, rate limiter and the handlers of every area. */
export function createBackend(options: BackendOptions = {}): Backend {
  const now = options.now ?? Date.now;
  const engine = new SearchEngine(now);
  return {
    db: new Db({ ...(options.persistence ? { persistence: options.persistence } : {}), now }),
    rateLimiter: new RateLimiter(options.rateLimit ?? DEFAULT_RATE_LIMIT, now),
    engine,
    searcher: options.searcher ?? ((body, catalogue) => runSearch(engine, body, catalogue)),
    implementations,
  };
}
