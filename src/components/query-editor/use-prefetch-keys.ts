import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { datasetQueries } from '../../api/datasets';

/**
 * Asks for a dataset's top keys as the page renders. The editor that completes them loads as a chunk
 * of its own (dataset-query-editor.tsx); asked for only once it had arrived, they would wait for it.
 */
export function usePrefetchKeys(logId: string | undefined) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (logId) void queryClient.prefetchQuery(datasetQueries.topKeys(logId));
  }, [queryClient, logId]);
}
