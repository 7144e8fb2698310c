import { useQueryClient } from '@tanstack/react-query';
import { $api } from '../../api/query-hooks';
import { operationKey } from '../../api/query-keys';

export const limitQueries = {
  list: () => $api.queryOptions('get', '/limits'),
  detail: (limitId: string) =>
    $api.queryOptions('get', '/limits/{limitId}', { params: { path: { limitId } } }),
};

function useInvalidateLimits() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: operationKey('/limits') });
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
