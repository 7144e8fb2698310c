import { useNavigate } from '@tanstack/react-router';
import { FormDialog } from '../../../components/form/form-dialog';
import { TextField } from '../../../components/form/text-field';
import { useForm } from '../../../components/form/use-form';
import { useCreateGroup } from '../groups-api';

/** Name (required) and description; the new group's page opens, ready for members. */
export default function CreateGroupDialog({ onClose }: { onClose: () => void }) {
  const mutation = useCreateGroup();
  const navigate = useNavigate();
  const form = useForm({
    initial: { name: '', description: '' },
    validate: (d) => (d.name.trim() ? {} : { name: 'Give the group a name.' }),
    send: (d) => mutation.mutateAsync({ body: { name: d.name.trim(), description: d.description.trim() } }),
    onSaved: (group) => navigate({ to: '/groups/$groupId', params: { groupId: group.group_id } }),
  });
  return (
    <FormDialog
      form={form}
      title="New group"
      submitLabel="Create group"
      action="create the group"
      unsaved="the new group"
      onClose={onClose}
    >
      <TextField id="new-group-name" label="Name" {...form.bind('name')} placeholder="Database on-call" />
      <TextField id="new-group-description" label="Description" {...form.bind('description')} />
    </FormDialog>
  );
}
