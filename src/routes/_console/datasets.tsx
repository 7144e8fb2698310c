import { createFileRoute } from '@tanstack/react-router';
import { DatasetsPage, type DatasetsUrl } from '../../features/datasets/components/datasets-page';

export const Route = createFileRoute('/_console/datasets')({
  validateSearch: (search: Record<string, unknown>): DatasetsUrl =>
    search.view === 'legacy' ? { view: 'legacy' } : {},
  component: DatasetsRoute,
});

function DatasetsRoute() {
  return <DatasetsPage url={Route.useSearch()} />;
}
