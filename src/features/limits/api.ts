import { useQueryClient } from '@tanstack/react-query';
import { $api } from '../../api/client';

export const limitQueries = {
  list: () => $api.queryOptions('get', '/limits'),
  /** Bytes each dataset ingested since `from` (the start of the month), to weigh limits against. */
  ingestedSince: (from: number, to: number) =>
    $api.queryOptions(
      'get',
      '/usage/organizations/logs',
      { params: { query: { from_ts: from, to_ts: to, usage_type: 'ingestion', limit: 500 } } },
      { staleTime: 5 * 60_000 },
    ),
};

function useInvalidateLimits() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['get', '/limits'] });
}

export function useCreateLimit() {
  return $api.useMutation('post', '/limits', { onSuccess: useInvalidateLimits() });
}

export function useUpdateLimit() {
  return $api.useMutation('patch', '/limits/{limitId}', { onSuccess: useInvalidateLimits() });
}

export function useDeleteLimit() {
  return $api.useMutation('delete', '/limits/{limitId}', { onSuccess: useInvalidateLimits() });
}
