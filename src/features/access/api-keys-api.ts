import { useQueryClient } from '@tanstack/react-query';
import { $api } from '../../api/query-hooks';

export const apiKeyQueries = {
  list: () => $api.queryOptions('get', '/api-keys'),
};

function useInvalidateKeys() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: apiKeyQueries.list().queryKey });
}

/**
 * Creates a key. The answer carries the whole secret this once: the caller shows it from the
 * mutation's result and nothing puts it in the cache (the refetched list has the first 8 characters).
 */
export function useCreateApiKey() {
  // gcTime 0: the answer (with the secret) leaves memory as soon as nothing shows it.
  return $api.useMutation('post', '/api-keys', { onSuccess: useInvalidateKeys(), gcTime: 0 });
}

export function useUpdateApiKey() {
  return $api.useMutation('patch', '/api-keys/{apiKeyId}', { onSuccess: useInvalidateKeys() });
}

export function useRevokeApiKey() {
  return $api.useMutation('delete', '/api-keys/{apiKeyId}', { onSuccess: useInvalidateKeys() });
}
