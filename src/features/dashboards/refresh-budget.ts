import { DOCUMENTED_LIMIT, KEY_SHARES, KEY_WINDOW_SECONDS } from '../../api/rate-limit';
import { REFRESH_CHOICES } from './url';

/**
 * How much of the key's rate limit a dashboard's auto-refresh may take. Each tick asks each of the
 * dashboard's searches once (widgets asking alike share one: shared-searches.ts); the live service allows 100 requests per 5 minutes per key, and a person has other pages,
 * other tabs and other dashboards on the same key. One dashboard's refresh keeps to half of it.
 */
export const REFRESH_SHARE = KEY_SHARES.dashboardRefresh;

export interface RefreshCost {
  /** Searches one window of refreshes asks for. */
  perWindow: number;
  limit: number;
  allowed: boolean;
}

/** What refreshing `searches` searches every `seconds` costs against a key allowing `limit` per window. */
export function refreshCost(searches: number, seconds: number, limit: number | null): RefreshCost {
  const allows = limit ?? DOCUMENTED_LIMIT;
  const perWindow = searches * Math.ceil(KEY_WINDOW_SECONDS / seconds);
  return { perWindow, limit: allows, allowed: perWindow <= allows * REFRESH_SHARE };
}

/**
 * The interval that runs: the one asked for when it keeps within the share, else the shortest offered
 * one that does (none when even the longest would not: a dashboard of more searches than that).
 */
export function refreshInterval(asked: number | undefined, searches: number, limit: number | null) {
  if (!asked) return undefined;
  return [asked, ...REFRESH_CHOICES.filter((s) => s > asked)].find(
    (s) => refreshCost(searches, s, limit).allowed,
  );
}

/** "5 minutes" for the sentence that states the share. */
export const WINDOW_WORDS = `${KEY_WINDOW_SECONDS / 60} minutes`;
