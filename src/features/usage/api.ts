import { $api } from '../../api/query-hooks';
import { rangeOf, type UsageType, type Window } from './model';

const CACHED = { staleTime: 5 * 60_000 };

export const usageQueries = {
  /** The organisation's total over the timeframe, with the change against the one before. */
  total: (type: UsageType, range: string) =>
    $api.queryOptions(
      'get',
      '/usage',
      {
        params: {
          query: { usage_type: type, time_range: range, num_of_slices: rangeOf(range).slices, delta: true },
        },
      },
      CACHED,
    ),
  perDataset: (type: UsageType, window: Window, slices: number) =>
    $api.queryOptions(
      'get',
      '/usage/organizations/logs',
      {
        params: {
          query: {
            usage_type: type,
            from_ts: window.from,
            to_ts: window.to,
            num_of_slices: slices,
            limit: 500,
          },
        },
      },
      CACHED,
    ),
  perUser: (window: Window, slices: number) =>
    $api.queryOptions(
      'get',
      '/usage/users',
      {
        params: {
          query: {
            usage_type: 'search',
            metric: 'volume',
            from_ts: window.from,
            to_ts: window.to,
            num_of_slices: slices,
            limit: 100,
          },
        },
      },
      CACHED,
    ),
};
