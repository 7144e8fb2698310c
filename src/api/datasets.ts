import { $api } from './query-hooks';

/** The datasets of the organisation, in the list form that still carries legacy logset/log names. */
export const datasetsQuery = () => $api.queryOptions('get', '/logs', undefined, { staleTime: 60_000 });

/** The datasets of the organisation, with tags and parser (several areas list them). */
export const datasetListQuery = () => $api.queryOptions('get', '/datasets', undefined, { staleTime: 60_000 });

/** Top keys and their top values of one dataset, for completion and the field sidebar. */
export const topKeysQuery = (logId: string) =>
  $api.queryOptions(
    'get',
    '/top-keys',
    { params: { query: { log_id: logId, time_range: 'Last 1 hour' } } },
    { staleTime: 5 * 60_000 },
  );
