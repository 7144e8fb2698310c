import type { LogKind } from './catalogue';

const DAY = 86_400_000;
const MINUTE = 60_000;

/** A known bad spell in the seeded history: the monitors' seeded alerts and the demo's stories. */
export interface Incident {
  id: string;
  title: string;
  kinds: LogKind[];
  start: number;
  end: number;
}

/** The web tier's bad upgrade: what it changed, for the writer and for the tests that look for it. */
export const SEARCH_503 = {
  id: 'search-503-after-upgrade',
  title: 'web-4 answers 503 on /api/search after its upgrade to 2.14.0',
  host: 'web-4',
  path: '/api/search',
  status: 503,
  version: '2.14.0',
  /** The version every web host runs otherwise. */
  usualVersion: '2.13.2',
  /** The new line it logs, as the patterns engine reads it. */
  line: 'upstream prematurely closed connection while reading response header from upstream',
} as const;

/**
 * The incidents of the week before `now`, anchored to the UTC day so they stay put for hours: each at a
 * fixed time of day some days back, a period earlier (a day, or 12 hours) while that time is less than
 * a quarter of an hour past. The one to find repeats every 12 hours, so "the last 24 hours" always holds
 * one whole, with room either side, whatever the time of day.
 */
export function incidentsBefore(now: number): Incident[] {
  const today = Math.floor(now / DAY) * DAY;
  const at = (
    id: string,
    title: string,
    kinds: LogKind[],
    daysAgo: number,
    hour: number,
    minute: number,
    minutes: number,
    every = DAY,
  ): Incident => {
    let start = today - daysAgo * DAY + (hour * 60 + minute) * MINUTE;
    while (start + (minutes + 15) * MINUTE > now) start -= every;
    return { id, title, kinds, start, end: start + minutes * MINUTE };
  };
  return [
    at(
      'payments-provider-timeouts',
      'Payment provider timeouts: checkout fails with 502/504',
      ['payments', 'checkout', 'nginx'],
      2,
      14,
      0,
      40,
    ),
    at('auth-brute-force', 'Brute-force login attempts from one address', ['auth'], 1, 3, 10, 20),
    at(
      'oom-crash-loop',
      'search-indexer pods OOMKilled in a crash loop',
      ['kubernetes', 'syslog'],
      4,
      9,
      0,
      25,
    ),
    at('slow-queries', 'Slow queries on the orders database', ['postgres', 'checkout'], 0, 6, 30, 30),
    // The cause to find ("What changed"): one host of the web tier, upgraded, answers 503 on one path,
    // clients retry, and a line nobody logged before appears.
    at(SEARCH_503.id, SEARCH_503.title, ['nginx'], 0, 23, 20, 35, DAY / 2),
  ];
}

/** What the incidents of a moment are, for caches of generated minutes: they move with the day. */
export function incidentsKey(incidents: Incident[]): string {
  return incidents.map((i) => i.start).join(',');
}

export function activeIncident(
  incidents: Incident[],
  kind: LogKind,
  timestamp: number,
): Incident | undefined {
  return incidents.find((i) => i.kinds.includes(kind) && timestamp >= i.start && timestamp < i.end);
}
