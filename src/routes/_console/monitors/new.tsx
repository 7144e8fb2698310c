import { createFileRoute } from '@tanstack/react-router';
import { MonitorFormPage } from '../../../features/monitors/components/monitor-form-page';

export const Route = createFileRoute('/_console/monitors/new')({
  component: MonitorFormPage,
});
