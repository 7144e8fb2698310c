import { useQueries, useQuery } from '@tanstack/react-query';
import { aggregateAnswer, missingAggregates } from '../../api/aggregates';
import type { components } from '../../api/schema.gen';
import { searchQueries } from './api';
import type { SearchRequest } from './model';

type SearchResponse = components['schemas']['SearchResponse'];

/**
 * An aggregate search with every aggregate it asks for, whichever service answers. Ours answers each
 * aggregate of an ungrouped search with its series and its value over the window. The vendor's answers
 * the first only, in `totals`, and no value where slices cannot add up to it (a percentile): each
 * aggregate left out is asked for alone, and a value left out is asked for over one slice, the window.
 * On our service that is one request; on the vendor's, at most one more per aggregate and per value.
 */
export function useEveryAggregate(request: SearchRequest) {
  const query = useQuery({
    ...searchQueries.search(request),
    select: (answer) => aggregateAnswer(answer, request.select),
  });
  const missing = query.data ? missingAggregates(query.data, request.select) : [];
  const others = useQueries({
    queries: missing.map((aggregate) => ({
      ...searchQueries.search({ ...request, select: [aggregate] }),
      select: (answer: SearchResponse) => aggregateAnswer(answer, [aggregate]),
    })),
  });
  const found = query.data
    ? [
        ...(query.data.groups_series ?? []),
        ...others.flatMap((o) => o.data?.groups_series?.slice(0, 1) ?? []),
      ]
    : [];
  const ungrouped = !request.groups?.length;
  const valueless = ungrouped
    ? found.filter((g) => g.value === undefined && g.stat).map((g) => g.stat as string)
    : [];
  const wholes = useQueries({
    queries: valueless.map((aggregate) => ({
      ...searchQueries.search({ ...request, select: [aggregate], num_of_slices: 1 }),
      select: (answer: SearchResponse) => aggregateAnswer(answer, [aggregate]),
    })),
  });
  const error =
    query.error ?? others.find((q) => q.error)?.error ?? wholes.find((q) => q.error)?.error ?? null;
  const pending = query.isPending || others.some((q) => q.isPending) || wholes.some((q) => q.isPending);
  const data: SearchResponse | undefined =
    query.data && !pending
      ? {
          ...query.data,
          groups_series: found.map((g) => {
            const whole = wholes[valueless.indexOf(g.stat ?? '')]?.data?.groups_series?.[0]?.value;
            return g.value === undefined && whole !== undefined ? { ...g, value: whole } : g;
          }),
        }
      : undefined;
  return {
    data,
    error,
    pending,
    refetch: () => {
      void query.refetch();
      for (const other of others) void other.refetch();
      for (const whole of wholes) void whole.refetch();
    },
  };
}
