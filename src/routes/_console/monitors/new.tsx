import { createFileRoute } from '@tanstack/react-router';
import { MonitorFormPage } from '../../../features/monitors/components/monitor-form-page';
import { seedOfSearch } from '../../../features/monitors/form';
import { validateNewMonitor } from '../../../features/monitors/url';

export const Route = createFileRoute('/_console/monitors/new')({
  validateSearch: validateNewMonitor,
  component: function NewMonitor() {
    const search = Route.useSearch();
    return <MonitorFormPage seed={seedOfSearch(search)} />;
  },
});
