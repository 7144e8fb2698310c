import { createFileRoute } from '@tanstack/react-router';
import { ApiKeyListPage } from '../../features/access/components/api-key-list-page';

export const Route = createFileRoute('/_console/api-keys')({
  component: ApiKeyListPage,
});
