import { prefetchAll } from '../../api/route-data';
import { apiKeyQueries } from '../../features/access/api-keys-api';
import { roleQueries } from '../../features/access/roles-api';
import { createFileRoute } from '@tanstack/react-router';
import { listPage, searchParams, text } from '../../lib/search-params';
import { ApiKeyListPage } from '../../features/access/components/api-key-list-page';

export const Route = createFileRoute('/_console/api-keys')({
  validateSearch: searchParams<{ sort?: string; page?: number }>({ sort: text, page: listPage }),
  loader: ({ context }) => prefetchAll(context.queryClient, [apiKeyQueries.list(), roleQueries.list()]),
  component: ApiKeyListPage,
});
