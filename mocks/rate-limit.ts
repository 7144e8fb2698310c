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

/** Refused credentials allowed per rate-limit window from one source, and for one key prefix. */
export const FAILED_CREDENTIALS = 30;

/** How much of an API key names it in the failed-credential windows (the live service shows 8 too). */
const KEY_PREFIX = 8;

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
   * Counts one refused credential from `source` (the client's address). Guesses from one source share a
   * window whatever key or token they try, and guesses at keys beginning alike share one whatever the
   * source, each at most `FAILED_CREDENTIALS` per rate-limit window: guessing keys costs like using
   * one, a guesser cannot make anyone else's mistyped key answer 429 (only their own source is held,
   * and keys beginning as theirs do), and a valid credential keeps working meanwhile.
   */
  takeFailure(source: string, apiKey: string | undefined): RateLimitDecision {
    const limit = Math.min(this.config.requests, FAILED_CREDENTIALS);
    const fromSource = this.take(`#refused-from ${source}`, limit);
    if (!fromSource.allowed || apiKey === undefined) return fromSource;
    return this.take(`#refused-key ${apiKey.slice(0, KEY_PREFIX)}`, limit);
  }

  reset(): void {
    this.#windows.clear();
  }
}
