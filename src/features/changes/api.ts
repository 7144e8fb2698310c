import { fetchClient } from '../../api/client';
import { exactText } from '../../api/exact-json';
import { eventsOf } from '../../api/tolerant';
import { $api } from '../../api/query-hooks';
import type { components } from '../../api/schema.gen';
import type { SearchBody } from './plan';

type Schemas = components['schemas'];

/**
 * What a comparison asks, as query options. Its windows are absolute, so an answer stays true: kept
 * for five minutes, and never asked again because the ranking's view changed.
 */
const KEPT = { staleTime: 5 * 60_000 };

export const changesQueries = {
  search: (body: SearchBody) => $api.queryOptions('post', '/search', { body }, KEPT),
  /** Not asked again after a refusal: a service without the model answers 404 every time. */
  significantKeys: (logId: string) =>
    $api.queryOptions(
      'get',
      '/significant-keys',
      { params: { query: { log_id: logId } } },
      { ...KEPT, retry: false, retryOnMount: false },
    ),
  /** `limit` only where the service counts patterns (ours): the live service's request has none. */
  patterns: (search_details: Schemas['PatternsRequest']['search_details'], limit?: number) =>
    $api.queryOptions(
      'post',
      '/patterns',
      { body: { search_details, ...(limit !== undefined ? { limit } : {}) } },
      KEPT,
    ),
};

/**
 * The place of the first event a filter matches in a window (its context opens there), or undefined
 * when none does. Asked when a person chooses "Context", not before.
 */
export async function firstEventPlace(
  body: Omit<SearchBody, 'select'>,
): Promise<{ from: string; timestamp: number; sequence: string } | undefined> {
  const { data } = await fetchClient.POST('/search', {
    body: { ...body, select: ['@raw'], limit: 1, most_recent_first: false },
  });
  const event = data ? eventsOf(data)[0] : undefined;
  const meta = event?.metadata;
  if (!meta?.service_id || meta.timestamp === undefined) return undefined;
  return { from: meta.service_id, timestamp: meta.timestamp, sequence: exactText(meta.sequence) ?? '' };
}
