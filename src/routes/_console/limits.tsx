import { createFileRoute } from '@tanstack/react-router';
import { LimitsPage } from '../../features/limits/components/limits-page';
import { searchParams, text } from '../../lib/search-params';

export const Route = createFileRoute('/_console/limits')({
  validateSearch: searchParams<{ edit?: string }>({ edit: text }),
  component: LimitsPage,
});
