import type { components } from '../../../api/schema.gen';
import { numberOf } from '../../../api/tolerant';
import { isCalendarRange } from '../../../lib/calendar-range';
import { sumOfGroups, usagePointsOf } from '../model';

/** What the page's queries hold (a TanStack Query result, read through these parts only). */
interface Read<T> {
  data: T | undefined;
  error: unknown;
  refetch: () => Promise<unknown>;
}
type Groups = { groups_series?: components['schemas']['GroupSeries'][] };

/**
 * The organisation's usage over the page's timeframe, against the one before: the service's own total
 * for a relative timeframe; for a calendar one, which the organisation-wide call cannot be asked for,
 * the sum of its datasets'.
 */
export function organisationUsage(
  range: string,
  total: Read<components['schemas']['MetricItem']>,
  perDataset: Read<Groups>,
  perDatasetBefore: Read<Groups>,
) {
  if (!isCalendarRange(range))
    return {
      error: total.error,
      ready: total.data !== undefined,
      value: numberOf(total.data?.total_value),
      before: numberOf(total.data?.delta?.aggregates?.[0]?.value ?? 0),
      points: usagePointsOf(total.data?.series),
      retry: () => void total.refetch(),
    };
  const current = sumOfGroups(perDataset.data?.groups_series ?? []);
  return {
    error: perDataset.error ?? perDatasetBefore.error,
    ready: perDataset.data !== undefined && perDatasetBefore.data !== undefined,
    value: current.value,
    before: sumOfGroups(perDatasetBefore.data?.groups_series ?? []).value,
    points: current.points,
    retry: () => void Promise.all([perDataset.refetch(), perDatasetBefore.refetch()]),
  };
}
