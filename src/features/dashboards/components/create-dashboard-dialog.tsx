import { useNavigate } from '@tanstack/react-router';
import { usePublishedOnly } from '../../../api/use-identity';
import { FormDialog } from '../../../components/form/form-dialog';
import { TagsField } from '../../../components/form/tags-field';
import { TextField } from '../../../components/form/text-field';
import { useForm } from '../../../components/form/use-form';
import { notify } from '../../../components/toasts';
import { parseTags } from '../../../lib/tags';
import { useCreateDashboard } from '../api';

/** Name (required) and tags; the new dashboard opens in edit mode, ready for widgets. */
export default function CreateDashboardDialog({ onClose }: { onClose: () => void }) {
  const mutation = useCreateDashboard();
  // A service that takes only its published create ({name, layout}) cannot store tags: not offered.
  const publishedOnly = usePublishedOnly();
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
    <FormDialog
      form={form}
      title="New dashboard"
      submitLabel="Create dashboard"
      action="create the dashboard"
      unsaved="the new dashboard"
      onClose={onClose}
    >
      <TextField
        id="new-dashboard-name"
        label="Name"
        {...form.bind('name')}
        placeholder="Payments overview"
      />
      <TagsField
        id="new-dashboard-tags"
        {...form.bind('tags')}
        placeholder="team:sre, env:prod"
        refused={publishedOnly ? 'This service does not store dashboard tags.' : undefined}
      />
    </FormDialog>
  );
}
