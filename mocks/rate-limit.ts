/** Fixed-window rate limiting per credential, as the service's RateLimit-* headers describe it. */

export interface RateLimitConfig {
  requests: number;
  windowSeconds: number;
}

/** Generous for a person clicking through the demo; the service's own example is 100 per 5 minutes. */
export const DEFAULT_RATE_LIMIT: RateLimitConfig = { requests: 1200, windowSeconds: 60 };

/** Parses MOCK_RATE_LIMIT=<requests>/<seconds>, e.g. "100/300". */
export function parseRateLimit(value: string | undefined): RateLimitConfig {
  if (!value) return DEFAULT_RATE_LIMIT;
  const match = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(value);
  if (!match || Number(match[1]) < 1 || Number(match[2]) < 1) {
    throw new Error(`MOCK_RATE_LIMIT must look like <requests>/<seconds>, e.g. 100/300; got "${value}"`);
  }
  return { requests: Number(match[1]), windowSeconds: Number(match[2]) };
}

/** Refused credentials allowed per rate-limit window, across all of them. */
export const FAILED_CREDENTIALS = 30;
/** The window every refused credential counts in (no credential is named like this). */
const REFUSED = '#refused';

export interface RateLimitDecision {
  allowed: boolean;
  headers: Record<string, string>;
}

export class RateLimiter {
  readonly #windows = new Map<string, { start: number; used: number }>();

  constructor(
    public config: RateLimitConfig,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one request for `credential` and returns the headers to send with the answer. */
  take(credential: string, limit = this.config.requests): RateLimitDecision {
    const now = this.now();
    const windowMs = this.config.windowSeconds * 1000;
    let window = this.#windows.get(credential);
    if (!window || now - window.start >= windowMs) {
      window = { start: now, used: 0 };
      this.#windows.set(credential, window);
    }
    const allowed = window.used < limit;
    if (allowed) window.used++;
    const reset = Math.max(1, Math.ceil((window.start + windowMs - now) / 1000));
    return {
      allowed,
      headers: {
        'RateLimit-Limit': String(limit),
        'RateLimit-Remaining': String(limit - window.used),
        'RateLimit-Reset': String(reset),
      },
    };
  }

  /**
   * Counts one refused credential. Guesses share one window whatever key or token they try, at most
   * `FAILED_CREDENTIALS` per rate-limit window: guessing keys costs like using one, and a person's
   * valid credential keeps working meanwhile.
   */
  takeFailure(): RateLimitDecision {
    return this.take(REFUSED, Math.min(this.config.requests, FAILED_CREDENTIALS));
  }

  reset(): void {
    this.#windows.clear();
  }
}
