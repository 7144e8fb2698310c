import { withKeys } from '../../../lib/keys';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { lazy } from 'react';
import { usePermit } from '../../../api/use-identity';
import { PageHeader } from '../../../components/page-header';
import { formatRelative } from '../../../lib/relative-time';
import { groupQueries } from '../groups-api';
import { DataTable } from '../../../components/data-table';
import { NewButton } from '../../../components/new-button';
import { SortHeader } from '../../../components/sort-header';
import { useTableSort } from '../../../components/use-table-sort';
import { useTablePage } from '../../../components/use-table-page';
import { sortRows } from '../../../lib/sort';
import { ShownText } from '../../../components/shown-text';

const CreateGroupDialog = lazy(() => import('./create-group-dialog'));
const GROUP_COLUMNS = ['name', 'changed'] as const;

/** Every group of the organisation, and a way to create one. */
export function GroupListPage() {
  const { data } = useSuspenseQuery(groupQueries.list());
  const canCreate = usePermit('groups_write', 'create groups');
  const { sort, sortBy } = useTableSort(GROUP_COLUMNS, { key: 'name', desc: false });
  const groups = sortRows(data.groups, sort, {
    name: (g) => g.name,
    changed: (g) => g.modified_at,
  });
  const page = useTablePage(groups, 'Groups');
  return (
    <div className="stack">
      <PageHeader
        title="Groups"
        lead="People gathered by team or duty; membership changes who is reached and who has access."
        actions={
          canCreate.allowed && (
            <NewButton label="New group">{(close) => <CreateGroupDialog onClose={close} />}</NewButton>
          )
        }
      />
      {!canCreate.allowed && <p className="muted">{canCreate.reason}</p>}
      <DataTable caption="Groups">
        <thead>
          <tr>
            <SortHeader sortKey="name" sort={sort} onSort={sortBy}>
              Group
            </SortHeader>
            <th scope="col">Description</th>
            <SortHeader sortKey="changed" sort={sort} onSort={sortBy}>
              Changed
            </SortHeader>
          </tr>
        </thead>
        <tbody>
          {withKeys(page.rows, (group) => group.group_id).map(([group, key]) => (
            <tr key={key}>
              <th scope="row">
                <Link to="/groups/$groupId" params={{ groupId: group.group_id }}>
                  <ShownText text={group.name} />
                </Link>
              </th>
              <td>
                <ShownText text={group.description} />
              </td>
              <td>{group.modified_at !== undefined ? formatRelative(group.modified_at) : ''}</td>
            </tr>
          ))}
        </tbody>
      </DataTable>
      {page.pager}
      {groups.length === 0 && <p className="muted">No groups yet.</p>}
    </div>
  );
}
