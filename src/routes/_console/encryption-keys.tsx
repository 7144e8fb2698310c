import { createFileRoute } from '@tanstack/react-router';
import { datasetQueries } from '../../api/datasets';
import { prefetchAll } from '../../api/route-data';
import { routingQueries } from '../../features/routing/api';
import { EncryptionKeysPage } from '../../features/routing/components/encryption-keys-page';

export const Route = createFileRoute('/_console/encryption-keys')({
  loader: ({ context }) => prefetchAll(context.queryClient, [routingQueries.keys(), datasetQueries.logs()]),
  component: EncryptionKeysPage,
});
