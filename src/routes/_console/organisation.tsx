import { createFileRoute } from '@tanstack/react-router';
import { identityQuery } from '../../api/identity';
import { prefetchAll } from '../../api/route-data';
import { OrganisationPage } from '../../features/organisations/components/organisation-page';
import { ownOrganisation } from '../../features/organisations/api';

export const Route = createFileRoute('/_console/organisation')({
  // The identity is known by now (the console's beforeLoad ensured it).
  loader: ({ context }) =>
    prefetchAll(context.queryClient, [
      ownOrganisation(context.queryClient.getQueryData(identityQuery().queryKey)),
    ]),
  component: OrganisationPage,
});
