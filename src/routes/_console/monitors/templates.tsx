import { createFileRoute } from '@tanstack/react-router';
import { prefetchAll } from '../../../api/route-data';
import { TemplateListPage } from '../../../features/monitors/components/template-list-page';
import { monitorQueries } from '../../../features/monitors/queries';
import { validateTextList } from '../../../lib/search-params';

export const Route = createFileRoute('/_console/monitors/templates')({
  validateSearch: validateTextList,
  loader: ({ context }) =>
    prefetchAll(context.queryClient, [monitorQueries.templates(), monitorQueries.list()]),
  component: TemplateListPage,
});
