import { $api } from './query-hooks';

/**
 * Every read of datasets (docs/architecture.md, "Names": the API's older paths call a dataset a log).
 * Several areas list them; the feature that changes them (src/features/datasets) invalidates these.
 */
export const datasetQueries = {
  /** The datasets of the organisation as `GET /logs` lists them, with their legacy logset and log names. */
  logs: () => $api.queryOptions('get', '/logs', undefined, { staleTime: 60_000 }),
  /** The dataset records, with tags and parser. */
  list: () => $api.queryOptions('get', '/datasets', undefined, { staleTime: 60_000 }),
  /** Top keys and their top values of one dataset, for completion and the field sidebar. */
  topKeys: (logId: string) =>
    $api.queryOptions(
      'get',
      '/top-keys',
      { params: { query: { log_id: logId, time_range: 'Last 1 hour' } } },
      { staleTime: 5 * 60_000 },
    ),
  /** The collections datasets are grouped in. */
  collections: () => $api.queryOptions('get', '/collections'),
  /** One dataset's parser (none is a 404, not retried). */
  parser: (datasetId: string) =>
    $api.queryOptions(
      'get',
      '/datasets/{datasetId}/parser',
      { params: { path: { datasetId } } },
      { staleTime: 5 * 60_000, retry: false },
    ),
};
