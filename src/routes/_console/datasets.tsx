import { datasetQueries } from '../../api/datasets';
import { prefetchAll } from '../../api/route-data';
import { createFileRoute } from '@tanstack/react-router';
import { listPage, oneOf, searchParams } from '../../lib/search-params';
import { DatasetsPage, type DatasetsUrl } from '../../features/datasets/components/datasets-page';

export const Route = createFileRoute('/_console/datasets')({
  validateSearch: searchParams<DatasetsUrl>({ view: oneOf(['legacy'] as const), page: listPage }),
  loader: ({ context }) =>
    prefetchAll(context.queryClient, [datasetQueries.list(), datasetQueries.collections()]),
  component: DatasetsRoute,
});

function DatasetsRoute() {
  return <DatasetsPage url={Route.useSearch()} />;
}
