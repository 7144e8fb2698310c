import type { DatasetSpec } from '../engine/catalogue';
import { meanScannedBytes } from '../engine/usage';
import { createPrng } from './prng';
import type { StoredLimit, UsageRecord } from './types';

const DAY = 86_400_000;
const MINUTE = 60_000;
/** Its own seed, so adding usage moved none of the ids the main seed draws. */
const USAGE_SEED = 2026_11;
const GB = 1e9;
const MB = 1e6;

/** How long the searches people ran were, in minutes: mostly the last hour, sometimes a week. */
const SEARCH_WINDOWS = [15, 60, 60, 60, 240, 1440, 1440, 10_080];

/**
 * Sixty days of searches and exports by the people of one organisation: a handful a day each for the
 * busy ones, over one to three datasets, bytes read from the datasets' volumes.
 */
export function seedUsage(now: number, orgId: string, people: string[], specs: DatasetSpec[]): UsageRecord[] {
  const rng = createPrng(USAGE_SEED);
  const records: UsageRecord[] = [];
  const searchable = specs.filter((s) => s.kind !== 'empty');
  for (let day = 60; day >= 1; day--) {
    const dayStart = now - day * DAY;
    const weekend = [0, 6].includes(new Date(dayStart).getUTCDay());
    const searches = rng.int(weekend ? 2 : 8, weekend ? 6 : 18);
    for (let i = 0; i < searches; i++) {
      // The first few people search most: on-call engineers more than the rest.
      const by = people[Math.min(people.length - 1, Math.floor(rng.next() ** 2 * people.length))] as string;
      const picked = [rng.pick(searchable)];
      if (rng.chance(0.3)) picked.push(rng.pick(searchable));
      const log_ids = [...new Set(picked.map((s) => s.id))];
      const minutes = rng.pick(SEARCH_WINDOWS);
      const at = dayStart + rng.int(7 * 60, 20 * 60) * MINUTE;
      const bytes = meanScannedBytes(
        searchable.filter((s) => log_ids.includes(s.id)),
        { from: at - minutes * MINUTE, to: at },
      );
      const kind = rng.chance(0.06) ? 'export' : 'search';
      records.push({
        kind,
        at,
        org_id: orgId,
        by,
        log_ids,
        bytes,
        duration_ms: Math.round(80 + bytes / 400_000 + rng.next() * 400),
      });
    }
  }
  return records.sort((a, b) => a.at - b.at);
}

/** The limits an organisation starts with: the contract's system limit, and one a team set itself. */
export function seedLimits(now: number, orgId: string, createdBy: string): StoredLimit[] {
  const rng = createPrng(USAGE_SEED + 1);
  return [
    {
      id: rng.uuid(),
      org_id: orgId,
      category: 'INGESTION_LIMITS',
      value: 2 * GB,
      unit: 'BYTES',
      target: 'ORGANISATION',
      scope: { organisation: { id: orgId } },
      type: 'SYSTEM',
      time_window: 'PER_MONTH',
      description: 'Ingestion included in the contract.',
      metadata: { created_at: now - 200 * DAY },
    },
    {
      id: rng.uuid(),
      org_id: orgId,
      category: 'INGESTION_LIMITS',
      value: 300 * MB,
      unit: 'BYTES',
      target: 'TEAM',
      scope: { tag: { team: 'platform' } },
      type: 'USER_DEFINED',
      time_window: 'PER_MONTH',
      description: 'Web and CDN logs of the platform team.',
      metadata: { created_at: now - 40 * DAY, created_by: { type: 'USER_ID', id: createdBy } },
    },
  ];
}
