import { useSyncExternalStore } from 'react';

/**
 * What the service said of its rate limit, from the RateLimit-* headers of every response. The shell
 * shows it; after a 429 nothing is sent until `blockedUntil`.
 */
export interface RateLimitState {
  limit: number | null;
  remaining: number | null;
  /** When the current window resets (ms since epoch). */
  resetAt: number | null;
  /** Set by a 429: the console sends nothing before this time. */
  blockedUntil: number | null;
}

/**
 * The key's window. The service says how many requests it allows (RateLimit-Limit) and when the
 * current window resets, not how long a window is: this is the live service's documented five
 * minutes. Against a service with a shorter window, budgets made with it err on the safe side.
 */
export const KEY_WINDOW_SECONDS = 300;
/** The live service's documented limit per window, until a response says the key's own. */
export const DOCUMENTED_LIMIT = 100;

/**
 * How the key's requests are shared by what asks by itself: one dashboard's auto-refresh takes at most
 * half, a live tail a quarter, so both together leave a quarter for what the person opens.
 */
export const KEY_SHARES = { dashboardRefresh: 0.5, liveTail: 0.25 } as const;

const EMPTY: RateLimitState = { limit: null, remaining: null, resetAt: null, blockedUntil: null };
/** When a 429 carries no RateLimit-Reset, wait this long before trying again. */
const DEFAULT_BLOCK_SECONDS = 30;

let state = EMPTY;
const listeners = new Set<() => void>();

function set(next: RateLimitState) {
  state = next;
  listeners.forEach((listener) => listener());
}

export const rateLimitStore = {
  getSnapshot: (): RateLimitState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Records the headers of a response; a 429 blocks until the window resets. */
  record(headers: Headers, status: number, now = Date.now()): void {
    const read = (name: string) => {
      const value = headers.get(name);
      const number = value === null ? NaN : Number(value);
      return Number.isFinite(number) ? number : null;
    };
    const limit = read('RateLimit-Limit');
    const remaining = read('RateLimit-Remaining');
    const reset = read('RateLimit-Reset');
    const resetAt = reset === null ? state.resetAt : now + reset * 1000;
    const blockedUntil = status === 429 ? now + (reset ?? DEFAULT_BLOCK_SECONDS) * 1000 : state.blockedUntil;
    if (limit === null && remaining === null && reset === null && status !== 429) return;
    set({ limit: limit ?? state.limit, remaining: remaining ?? state.remaining, resetAt, blockedUntil });
  },
  /** The time before which nothing may be sent, or null when requests may go. */
  blockedUntil(now = Date.now()): number | null {
    if (state.blockedUntil !== null && state.blockedUntil > now) return state.blockedUntil;
    if (state.blockedUntil !== null) set({ ...state, blockedUntil: null });
    return null;
  },
  reset(): void {
    set(EMPTY);
  },
};

/** The rate limit as the last response told it, re-rendering the caller whenever a response changes it. */
export function useRateLimit(): RateLimitState {
  return useSyncExternalStore(rateLimitStore.subscribe, rateLimitStore.getSnapshot);
}
