import { REFRESH_CHOICES } from './url';

/**
 * How much of the key's rate limit a dashboard's auto-refresh may take. Each tick asks one search per
 * widget; the live service allows 100 requests per 5 minutes per key, and a person has other pages,
 * other tabs and other dashboards on the same key. One dashboard's refresh keeps to half of it.
 */
export const REFRESH_SHARE = 0.5;

/**
 * The key's window. The service says how many requests it allows (RateLimit-Limit) and when the
 * current window resets, not how long a window is: this is the live service's documented five
 * minutes. Against a service with a shorter window the estimate errs on the safe side.
 */
const WINDOW_SECONDS = 300;
/** The live service's documented limit, until a response says the key's own. */
const DOCUMENTED_LIMIT = 100;

export interface RefreshCost {
  /** Searches one window of refreshes asks for. */
  perWindow: number;
  limit: number;
  allowed: boolean;
}

/** What refreshing `widgets` widgets every `seconds` costs against a key allowing `limit` per window. */
export function refreshCost(widgets: number, seconds: number, limit: number | null): RefreshCost {
  const allows = limit ?? DOCUMENTED_LIMIT;
  const perWindow = widgets * Math.ceil(WINDOW_SECONDS / seconds);
  return { perWindow, limit: allows, allowed: perWindow <= allows * REFRESH_SHARE };
}

/**
 * The interval that runs: the one asked for when it keeps within the share, else the shortest offered
 * one that does (none when even the longest would not: a dashboard of more widgets than that).
 */
export function refreshInterval(asked: number | undefined, widgets: number, limit: number | null) {
  if (!asked) return undefined;
  return [asked, ...REFRESH_CHOICES.filter((s) => s > asked)].find(
    (s) => refreshCost(widgets, s, limit).allowed,
  );
}

/** "5 minutes" for the sentence that states the share. */
export const WINDOW_WORDS = `${WINDOW_SECONDS / 60} minutes`;
