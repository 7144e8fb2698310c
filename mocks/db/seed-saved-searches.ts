import type { components } from '../../src/api/schema.gen';
import type { StoredDataset, StoredSavedSearch } from './types';

type Identity = components['schemas']['Identity'];

const DAY = 86_400_000;

/** The searches an on-call team keeps at hand: server errors at the edge, slow requests, failed logins. */
export function seedSavedSearches(
  now: number,
  orgId: string,
  datasets: StoredDataset[],
  author: Identity,
): StoredSavedSearch[] {
  const idOf = (name: string) => datasets.find((d) => d.org_id === orgId && d.dataset === name)?.id ?? '';
  const saved = (
    n: number,
    name: string,
    from: string[],
    where: string,
    range: string,
    columns: string[],
  ): StoredSavedSearch => ({
    saved_search_id: `5a7ed5ea-0000-4000-8000-00000000000${n}`,
    org_id: orgId,
    name,
    search_details: { from: from.map(idOf), time_range: range, where },
    log_ids: from.map(idOf),
    columns,
    metadata: { created_at: now - (30 - n) * DAY, created_by: author, modified_at: now - (30 - n) * DAY },
  });
  return [
    saved(1, 'Server errors at the edge', ['nginx-access'], 'status_code >= 500', 'Last 4 hours', [
      'status_code',
      'path',
    ]),
    saved(2, 'Slow requests', ['nginx-access'], 'latency_ms > 1000', 'Last 1 hour', ['latency_ms', 'path']),
    saved(3, 'Failed logins', ['auth-service'], "msg = 'login failed'", 'Last 24 hours', ['user']),
  ];
}
