import { Db, type Persistence } from './db/store';
import { runSearch, SearchEngine, type Searcher } from './engine/search';
import type { Backend } from './framework';
import { implementations } from './handlers';
import { lookoutProfile, type Profile } from './profiles/profile';
import { RateLimiter, type RateLimitConfig } from './rate-limit';

export interface BackendOptions {
  persistence?: Persistence;
  now?: () => number;
  rateLimit?: RateLimitConfig;
  /** Where searches run, when not in this thread's engine (the browser demo's worker). */
  searcher?: Searcher;
  /** How the service answers (mocks/profiles); the seed's service by default. */
  profile?: Profile;
  /**
   * Compresses the large lists kept between writes, as a service's front does (gzip): given by the
   * HTTP server; the browser demo's answers are not sent over a network.
   */
  compress?: (text: string) => Uint8Array;
  /** Milliseconds between two events of an assistant's stream (none by default: tests read at once). */
  streamPaceMs?: number;
  /** Where its incidents are placed from (engine/incidents.ts): when the service starts, unsaid. */
  incidentsAt?: number | undefined;
}

/** One mock service: database, rate limiter and the handlers of every area. */
export function createBackend(options: BackendOptions = {}): Backend {
  const now = options.now ?? Date.now;
  const engine = new SearchEngine(now, { incidentsAt: options.incidentsAt });
  const profile = options.profile ?? lookoutProfile;
  return {
    db: new Db({
      ...(options.persistence ? { persistence: options.persistence } : {}),
      now,
      ...(profile.seed ? { extraSeed: profile.seed } : {}),
      incidentsAt: () => engine.placed.at(),
    }),
    rateLimiter: new RateLimiter(options.rateLimit ?? profile.rateLimit, now),
    profile,
    engine,
    searcher: options.searcher ?? ((body, catalogue) => runSearch(engine, body, catalogue)),
    implementations,
    streams: { paceMs: options.streamPaceMs ?? 0, sessions: new Map() },
    ...(options.compress ? { compress: options.compress } : {}),
  };
}
