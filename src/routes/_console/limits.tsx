import { createFileRoute } from '@tanstack/react-router';
import { LimitsPage } from '../../features/limits/components/limits-page';
import { optionalString } from '../../lib/search-params';

export const Route = createFileRoute('/_console/limits')({
  validateSearch: (search: Record<string, unknown>): { edit?: string } => {
    const edit = optionalString(search.edit);
    return edit ? { edit } : {};
  },
  component: LimitsPage,
});
