import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { fieldOfError, toApiError } from '../../../api/errors';
import { usePermit } from '../../../api/identity';
import { ErrorPanel } from '../../../components/error-panel';
import { PageHeader } from '../../../components/page-header';
import { formatRelative } from '../../../lib/time';
import { groupQueries, useCreateGroup } from '../groups-api';
import { TextField } from '../../../components/text-field';

/** Every group of the organisation, and a form to create one. */
export function GroupListPage() {
  const { data } = useSuspenseQuery(groupQueries.list());
  const canCreate = usePermit('groups_write', 'create groups');
  const groups = [...data.groups].sort((a, b) => a.name.localeCompare(b.name));
  return (
    <div className="stack">
      <PageHeader
        title="Groups"
        lead="People gathered by team or duty; membership changes who is reached and who has access."
      />
      {canCreate.allowed ? <CreateGroupForm /> : <p className="muted">{canCreate.reason}</p>}
      <table className="table">
        <caption className="visually-hidden">Groups</caption>
        <thead>
          <tr>
            <th scope="col">Group</th>
            <th scope="col">Description</th>
            <th scope="col">Changed</th>
          </tr>
        </thead>
        <tbody>
          {groups.map((group) => (
            <tr key={group.group_id}>
              <th scope="row">
                <Link to="/groups/$groupId" params={{ groupId: group.group_id }}>
                  {group.name}
                </Link>
              </th>
              <td>{group.description}</td>
              <td>{group.modified_at !== undefined ? formatRelative(group.modified_at) : ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {groups.length === 0 && <p className="muted">No groups yet.</p>}
    </div>
  );
}

function CreateGroupForm() {
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [problem, setProblem] = useState<string>();
  const mutation = useCreateGroup();
  const navigate = useNavigate();
  const serviceProblem =
    fieldOfError(mutation.error) === 'name' ? toApiError(mutation.error).details : undefined;
  return (
    <form
      className="row"
      style={{ alignItems: 'flex-end' }}
      aria-label="New group"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (!name.trim()) {
          setProblem('Give the group a name.');
          return document.getElementById('new-group-name')?.focus();
        }
        setProblem(undefined);
        mutation.mutate(
          { body: { name: name.trim(), description: description.trim() } },
          {
            onSuccess: (group) =>
              void navigate({ to: '/groups/$groupId', params: { groupId: group.group_id } }),
          },
        );
      }}
    >
      <TextField
        id="new-group-name"
        label="New group name"
        value={name}
        onChange={setName}
        problem={problem ?? serviceProblem}
        placeholder="Database on-call"
      />
      <TextField
        id="new-group-description"
        label="Description"
        value={description}
        onChange={setDescription}
      />
      <button type="submit" className="button button-primary" disabled={mutation.isPending}>
        Create group
      </button>
      {mutation.error && !serviceProblem && <ErrorPanel error={mutation.error} action="create the group" />}
    </form>
  );
}
