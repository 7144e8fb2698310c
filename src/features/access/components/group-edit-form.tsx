import { useState } from 'react';
import { fieldOfError, toApiError } from '../../../api/errors';
import { ErrorPanel } from '../../../components/error-panel';
import { notify } from '../../../components/toasts';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes-guard';
import { useUpdateGroup } from '../groups-api';
import type { Group } from '../groups-model';
import { TextField } from '../../../components/text-field';

/** Renames and describes a group; sends only what changed. */
export function GroupEditForm({ group }: { group: Group }) {
  const [name, setName] = useState(group.name);
  const [description, setDescription] = useState(group.description ?? '');
  const [problem, setProblem] = useState<string>();
  const mutation = useUpdateGroup();
  const patch = {
    ...(name.trim() !== group.name ? { name: name.trim() } : {}),
    ...(description.trim() !== (group.description ?? '') ? { description: description.trim() } : {}),
  };
  const dirty = Object.keys(patch).length > 0;
  const serviceProblem =
    fieldOfError(mutation.error) === 'name' ? toApiError(mutation.error).details : undefined;
  return (
    <form
      className="card row"
      style={{ alignItems: 'flex-end' }}
      aria-label="Name and description"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (!name.trim()) {
          setProblem('A group needs a name.');
          return document.getElementById('group-name')?.focus();
        }
        setProblem(undefined);
        mutation.mutate(
          { params: { path: { groupId: group.group_id } }, body: patch },
          { onSuccess: (saved) => notify('success', `Saved ${saved.name}`) },
        );
      }}
    >
      <TextField
        id="group-name"
        label="Name"
        value={name}
        onChange={setName}
        problem={problem ?? serviceProblem}
      />
      <TextField id="group-description" label="Description" value={description} onChange={setDescription} />
      <button type="submit" className="button button-primary" disabled={!dirty || mutation.isPending}>
        Save
      </button>
      {mutation.error && !serviceProblem && <ErrorPanel error={mutation.error} action="save the group" />}
      <UnsavedChangesGuard dirty={() => dirty && !mutation.isPending} what={`the group ${group.name}`} />
    </form>
  );
}
