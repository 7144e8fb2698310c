import { useNavigate } from '@tanstack/react-router';
import { usePublishedWritesOnly } from '../../../api/identity';
import { ErrorPanel } from '../../../components/error-panel';
import { Form } from '../../../components/form/form';
import { TextField } from '../../../components/form/text-field';
import { useForm } from '../../../components/form/use-form';
import { notify } from '../../../components/toasts';
import { parseTags } from '../../../lib/tags';
import { useCreateDashboard } from '../api';

/** Name (required) and tags; the new dashboard opens in edit mode, ready for widgets. */
export function CreateDashboardForm() {
  const mutation = useCreateDashboard();
  // A service that takes only its published create ({name, layout}) cannot store tags: not offered.
  const publishedOnly = usePublishedWritesOnly();
  const navigate = useNavigate();
  const tagsOf = (text: string) => parseTags(publishedOnly ? '' : text);
  const form = useForm({
    initial: { name: '', tags: '' },
    validate: (d) => {
      const parsed = tagsOf(d.tags);
      return {
        name: !d.name.trim()
          ? 'Give the dashboard a name.'
          : d.name.trim().length > 255
            ? 'A name has at most 255 characters.'
            : undefined,
        tags: 'problem' in parsed ? parsed.problem : undefined,
      };
    },
    send: (d) => {
      const parsed = tagsOf(d.tags);
      return mutation.mutateAsync({ name: d.name.trim(), tags: 'tags' in parsed ? parsed.tags : {} });
    },
    onSaved: ({ dashboard, tagsRefused }) => {
      if (tagsRefused)
        notify(
          'error',
          `Created ${dashboard.name} without its tags: this service does not store dashboard tags.`,
        );
      return navigate({
        to: '/dashboards/$dashboardId',
        params: { dashboardId: dashboard.id },
        search: { mode: 'edit' },
      });
    },
  });
  return (
    <Form form={form} label="New dashboard" className="row align-end" unsaved="the new dashboard">
      <TextField
        id="new-dashboard-name"
        label="New dashboard name"
        {...form.bind('name')}
        placeholder="Payments overview"
      />
      {publishedOnly ? (
        <p className="muted">This service does not store dashboard tags.</p>
      ) : (
        <TextField
          id="new-dashboard-tags"
          label="Tags"
          {...form.bind('tags')}
          placeholder="team:sre, env:prod"
        />
      )}
      <button type="submit" className="button button-primary" disabled={form.pending}>
        Create dashboard
      </button>
      {form.unplaced && <ErrorPanel error={form.unplaced} action="create the dashboard" />}
    </Form>
  );
}
