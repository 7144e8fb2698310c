import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { usePermit } from '../../../api/identity';
import { ErrorPanel } from '../../../components/error-panel';
import { PageHeader } from '../../../components/page-header';
import { formatRelative } from '../../../lib/time';
import { groupQueries, useCreateGroup } from '../groups-api';
import { Form } from '../../../components/form/form';
import { TextField } from '../../../components/form/text-field';
import { useForm } from '../../../components/form/use-form';
import { DataTable } from '../../../components/data-table';

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
      <DataTable caption="Groups">
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
      </DataTable>
      {groups.length === 0 && <p className="muted">No groups yet.</p>}
    </div>
  );
}

function CreateGroupForm() {
  const mutation = useCreateGroup();
  const navigate = useNavigate();
  const form = useForm({
    initial: { name: '', description: '' },
    validate: (d) => (d.name.trim() ? {} : { name: 'Give the group a name.' }),
    send: (d) => mutation.mutateAsync({ body: { name: d.name.trim(), description: d.description.trim() } }),
    onSaved: (group) => navigate({ to: '/groups/$groupId', params: { groupId: group.group_id } }),
  });
  return (
    <Form form={form} label="New group" className="row align-end" unsaved="the new group">
      <TextField
        id="new-group-name"
        label="New group name"
        {...form.bind('name')}
        placeholder="Database on-call"
      />
      <TextField id="new-group-description" label="Description" {...form.bind('description')} />
      <button type="submit" className="button button-primary" disabled={form.pending}>
        Create group
      </button>
      {form.unplaced && <ErrorPanel error={form.unplaced} action="create the group" />}
    </Form>
  );
}
