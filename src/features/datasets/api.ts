import type { coverageQuery } from './coverage';
import { useQueryClient } from '@tanstack/react-query';
import { $api } from '../../api/query-hooks';
import { operationKey } from '../../api/query-keys';

/** Datasets show in several lists (the search page's picker reads the legacy /logs): refresh them all. */
function useInvalidateDatasets() {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all(
      (['/datasets', '/collections', '/logs', '/datasets/{datasetId}/parser'] as const).map((path) =>
        queryClient.invalidateQueries({ queryKey: operationKey(path) }),
      ),
    );
  };
}

export function useCreateDataset() {
  return $api.useMutation('post', '/datasets', { onSuccess: useInvalidateDatasets() });
}

export function useSetParser() {
  return $api.useMutation('put', '/datasets/{datasetId}/parser', { onSuccess: useInvalidateDatasets() });
}

export function useRemoveParser() {
  return $api.useMutation('delete', '/datasets/{datasetId}/parser', { onSuccess: useInvalidateDatasets() });
}

/** How much of each dataset its parser understood: the share (`ratio`) and the events (`usage`). */
export const coverageQueries = {
  ratio: (query: ReturnType<typeof coverageQuery>) =>
    $api.queryOptions('get', '/parsers/metrics/ratio', { params: { query } }, { staleTime: 60_000 }),
  usage: (query: ReturnType<typeof coverageQuery>) =>
    $api.queryOptions('get', '/parsers/metrics/usage', { params: { query } }, { staleTime: 60_000 }),
};
