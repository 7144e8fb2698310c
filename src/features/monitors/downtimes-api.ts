import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { $api } from '../../api/query-hooks';
import { operationKey } from '../../api/query-keys';
import { monitorQueries } from './queries';

/** A downtime changes what the monitors send: their notifications are read again with the list. */
function refresh(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: monitorQueries.downtimes().queryKey });
  void queryClient.invalidateQueries({ queryKey: operationKey('/monitors/{monitorId}/notifications') });
}

export function useCreateDowntime() {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/monitors/downtimes', { onSuccess: () => refresh(queryClient) });
}

export function useReplaceDowntime() {
  const queryClient = useQueryClient();
  return $api.useMutation('put', '/monitors/downtimes/{downtimeId}', {
    onSuccess: () => refresh(queryClient),
  });
}

export function useDeleteDowntime() {
  const queryClient = useQueryClient();
  return $api.useMutation('delete', '/monitors/downtimes/{downtimeId}', {
    onSuccess: () => refresh(queryClient),
  });
}
