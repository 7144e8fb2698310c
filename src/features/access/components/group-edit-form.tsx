import { FRESH, ifMatch, versioned } from '../../../api/versions';
import { useQueryClient } from '@tanstack/react-query';
import { ErrorPanel } from '../../../components/error-panel';
import { Form } from '../../../components/form/form';
import { TextField } from '../../../components/form/text-field';
import { useForm } from '../../../components/form/use-form';
import { notify } from '../../../components/toasts';
import { groupQueries, useUpdateGroup } from '../groups-api';
import type { Group } from '../groups-model';

const draftOf = (group: Group) => ({ name: group.name, description: group.description ?? '' });

/** Renames and describes a group; sends only what changed. */
export function GroupEditForm({ group }: { group: Group }) {
  const mutation = useUpdateGroup();
  const queryClient = useQueryClient();
  const form = useForm({
    initial: draftOf(group),
    concurrent: {
      current: async () =>
        versioned(
          await queryClient.fetchQuery({ ...groupQueries.detail(group.group_id), ...FRESH }),
          draftOf,
        ),
    },
    validate: (d) => (d.name.trim() ? {} : { name: 'A group needs a name.' }),
    send: (d, version) =>
      mutation.mutateAsync({
        params: { path: { groupId: group.group_id }, ...ifMatch(version) },
        body: {
          ...(d.name.trim() !== group.name ? { name: d.name.trim() } : {}),
          ...(d.description.trim() !== (group.description ?? '')
            ? { description: d.description.trim() }
            : {}),
        },
      }),
    onSaved: (saved) => notify('success', `Saved ${saved.name}`),
  });
  return (
    <Form
      form={form}
      label="Name and description"
      className="card row align-end"
      unsaved={`the group ${group.name}`}
    >
      <TextField id="group-name" label="Name" {...form.bind('name')} />
      <TextField id="group-description" label="Description" {...form.bind('description')} />
      <button type="submit" className="button button-primary" disabled={!form.dirty || form.pending}>
        Save
      </button>
      {form.unplaced && <ErrorPanel error={form.unplaced} action="save the group" />}
    </Form>
  );
}
