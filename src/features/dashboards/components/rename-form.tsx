import { ErrorPanel } from '../../../components/error-panel';
import { Form } from '../../../components/form/form';
import { TextField } from '../../../components/form/text-field';
import { useForm } from '../../../components/form/use-form';
import { useRenameDashboard } from '../api';
import type { Dashboard } from '../model';

/** The dashboard's name, changed in place in edit mode. */
export default function RenameForm({ dashboard, onDone }: { dashboard: Dashboard; onDone: () => void }) {
  const rename = useRenameDashboard(dashboard.id);
  const form = useForm({
    initial: { name: dashboard.name },
    validate: (d) =>
      !d.name.trim()
        ? { name: 'A dashboard needs a name.' }
        : d.name.trim().length > 255
          ? { name: 'A name has at most 255 characters.' }
          : {},
    send: (d) =>
      rename.mutateAsync({ params: { path: { dashboardId: dashboard.id } }, body: { name: d.name.trim() } }),
    onSaved: onDone,
  });
  return (
    <Form form={form} label="Rename the dashboard" className="row align-end">
      <TextField id="dashboard-name" label="Dashboard name" {...form.bind('name')} autoFocus />
      <button type="submit" className="button button-primary" disabled={form.pending}>
        Save name
      </button>
      <button type="button" className="button" onClick={onDone}>
        Cancel
      </button>
      {form.unplaced && <ErrorPanel error={form.unplaced} action="rename this dashboard" />}
    </Form>
  );
}
