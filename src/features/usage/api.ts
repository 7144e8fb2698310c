import { $api } from '../../api/query-hooks';
import { isCalendarRange } from '../../lib/calendar-range';
import type { DisplaySettings } from '../../lib/time';
import { DEFAULT_USAGE_RANGE, rangeOf, usageWindows, type UsageType, type Window } from './model';

const CACHED = { staleTime: 5 * 60_000 };

const usageQueries = {
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

const FIVE_MINUTES = 5 * 60_000;

/**
 * What the usage page draws from for one type and timeframe: the total, per dataset and (for searches)
 * per person, each against the timeframe before. A relative window ends on a five-minute mark, so the
 * route's queries and the page's are the same, and stay cached for five minutes. The organisation's
 * total is asked for a relative timeframe only (the call takes no other); for a calendar one the page
 * adds up its datasets'.
 */
export function usagePageQueries(
  type: UsageType = 'ingestion',
  range = DEFAULT_USAGE_RANGE,
  now: number,
  zone: DisplaySettings['timeZone'],
) {
  const end = Math.floor(now / FIVE_MINUTES) * FIVE_MINUTES;
  const { current, previous, slices } = usageWindows(range, end, zone);
  const searches = type === 'search';
  return {
    total: { ...usageQueries.total(type, range), enabled: !isCalendarRange(range) },
    perDataset: usageQueries.perDataset(type, current, slices),
    perDatasetBefore: usageQueries.perDataset(type, previous, 1),
    perUser: { ...usageQueries.perUser(current, slices), enabled: searches },
    perUserBefore: { ...usageQueries.perUser(previous, 1), enabled: searches },
  };
}
