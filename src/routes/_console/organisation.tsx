import { createFileRoute } from '@tanstack/react-router';
import { OrganisationPage } from '../../features/organisations/components/organisation-page';

export const Route = createFileRoute('/_console/organisation')({
  component: OrganisationPage,
});
