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
 * The search tier's cache compaction: every four hours for twenty minutes (01:40, 05:40, … 21:40 UTC)
 * searches at the edge answer slowly. Anchored to the clock, not to now, and never near the bad
 * upgrade's hours (11:20 and 23:20): any day of the week holds six, at its quietest hour too, so "Slow
 * search responses" alerts and clears whatever the hour and the weekday (Home's failing deliveries,
 * the first row of Alert noise), and What changed sees none of it in the upgrade's window.
 */
const SEARCH_COMPACTION = { every: 4 * 60 * MINUTE, at: 100 * MINUTE, minutes: 20 } as const;

export function inSearchCompaction(timestamp: number): boolean {
  const { every, at, minutes } = SEARCH_COMPACTION;
  return (((timestamp - at) % every) + every) % every < minutes * MINUTE;
}

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

/** How long a service keeps its incidents where it placed them before placing them again. */
const PLACED_FOR = 6 * 60 * MINUTE;

/**
 * A service's incidents, placed from one moment (`incidentsBefore`) and kept there while it runs.
 * Placed from each moment's now, an incident would move at a fixed time of day (the upgrade at 00:10
 * and 12:10 UTC), and every answer over its minutes with it, under a reader's eyes: a count read just
 * before the move and checked just after disagree. Placed again after six hours, and when the clock
 * goes back (a test's), so a service that runs for days keeps the last day's stories; within those
 * six hours the upgrade stays whole within the last 24 hours (it ended at most 12 h 50 min before).
 */
export class PlacedIncidents {
  #at: number | undefined;

  constructor(
    private readonly now: () => number,
    at?: number,
  ) {
    this.#at = at;
  }

  /** The moment the incidents are placed from. */
  at(): number {
    const now = this.now();
    if (this.#at === undefined || now < this.#at || now - this.#at >= PLACED_FOR) this.#at = now;
    return this.#at;
  }

  list(): Incident[] {
    return incidentsBefore(this.at());
  }
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
