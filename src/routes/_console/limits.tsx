import { ingestedQuery, usageWindow } from '../../api/ingestion';
import { limitQueries } from '../../features/limits/api';
import { datasetQueries } from '../../api/datasets';
import { prefetchAll } from '../../api/route-data';
import { createFileRoute } from '@tanstack/react-router';
import { LimitsPage } from '../../features/limits/components/limits-page';
import { listPage, searchParams, text } from '../../lib/search-params';

export const Route = createFileRoute('/_console/limits')({
  validateSearch: searchParams<{ edit?: string; page?: number }>({ edit: text, page: listPage }),
  loader: ({ context }) => {
    const counted = usageWindow(Date.now());
    return prefetchAll(
      context.queryClient,
      [limitQueries.list()],
      [datasetQueries.list(), ingestedQuery(counted)],
    );
  },
  component: LimitsPage,
});
