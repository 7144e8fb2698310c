import { useQueryClient } from '@tanstack/react-query';
import { $api } from '../../api/query-hooks';
import { operationKey } from '../../api/query-keys';

/** Every read of data routing: forwarding and the organisation's keys. */
export const routingQueries = {
  forwards: () => $api.queryOptions('get', '/forward-configs', undefined, { staleTime: 60_000 }),
  keys: () => $api.queryOptions('get', '/encryption-keys', undefined, { staleTime: 60_000 }),
};

function useRefresh(path: '/forward-configs' | '/encryption-keys') {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: operationKey(path) });
}

export const useCreateForward = () =>
  $api.useMutation('post', '/forward-configs', { onSuccess: useRefresh('/forward-configs') });
export const useReplaceForward = () =>
  $api.useMutation('put', '/forward-configs/{forwardId}', { onSuccess: useRefresh('/forward-configs') });
export const useDeleteForward = () =>
  $api.useMutation('delete', '/forward-configs/{forwardId}', { onSuccess: useRefresh('/forward-configs') });
/** A test file written and deleted: nothing is changed, so nothing is read again. */
export const useTestDestination = () => $api.useMutation('post', '/forward-configs/test-destination');

export const useCreateKey = () =>
  $api.useMutation('post', '/encryption-keys', { onSuccess: useRefresh('/encryption-keys') });
export const useUpdateKey = () =>
  $api.useMutation('patch', '/encryption-keys/{keyId}', { onSuccess: useRefresh('/encryption-keys') });
export const useDeleteKey = () =>
  $api.useMutation('delete', '/encryption-keys/{keyId}', { onSuccess: useRefresh('/encryption-keys') });
