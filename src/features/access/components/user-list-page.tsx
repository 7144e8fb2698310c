import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { lazy } from 'react';
import { usePermit } from '../../../api/use-identity';
import { RoleBadges } from './role-badges';
import { PageHeader } from '../../../components/page-header';
import { formatRelative } from '../../../lib/relative-time';
import { roleQueries } from '../roles-api';
import type { UserListUrl } from '../url';
import { userQueries } from '../users-api';
import { filterUsers, fullName, STATUS_LABELS, type User } from '../users-model';
import { UserStatusBadge } from './user-status-badge';
import { epochMs } from '../../../api/tolerant';
import { DataTable } from '../../../components/data-table';
import { NewButton } from '../../../components/new-button';
import { SortHeader } from '../../../components/sort-header';
import { useTableSort } from '../../../components/use-table-sort';
import { useTablePage } from '../../../components/use-table-page';
import { sortRows } from '../../../lib/sort';
import { withKeys } from '../../../lib/keys';
import { ShownText } from '../../../components/shown-text';
import { namedText } from '../../../lib/visible-text';

const InviteUserDialog = lazy(() => import('./invite-user-dialog'));
const USER_COLUMNS = ['name', 'email', 'status', 'login'] as const;
const lastLogin = (user: User) => Math.max(0, ...Object.values(user.last_logins ?? {}).map(epochMs));

/** Everyone in the organisation: search, a role and a status filter (all in the URL), invite. */
export function UserListPage({ url, onChange }: { url: UserListUrl; onChange: (url: UserListUrl) => void }) {
  const { data } = useSuspenseQuery(userQueries.list());
  const { data: roleData } = useSuspenseQuery(roleQueries.list());
  const canInvite = usePermit('users_write', 'invite people');
  const { sort, sortBy } = useTableSort(USER_COLUMNS, { key: 'name', desc: false });
  const users = sortRows(filterUsers(data.users, url), sort, {
    name: fullName,
    email: (u) => u.email,
    status: (u) => (u.status ? STATUS_LABELS[u.status] : undefined),
    login: (u) => lastLogin(u) || undefined,
  });
  const page = useTablePage(users, 'Users');
  const set = (change: Partial<UserListUrl>) => {
    // A new filter starts from the first page.
    const next = { ...url, page: undefined, ...change };
    onChange(Object.fromEntries(Object.entries(next).filter(([, v]) => v)) as UserListUrl);
  };

  return (
    <div className="stack">
      <PageHeader
        title="Users"
        lead="The people of this organisation, their roles and how they sign in."
        actions={
          canInvite.allowed ? (
            <NewButton label="Invite a person">{(close) => <InviteUserDialog onClose={close} />}</NewButton>
          ) : (
            <span className="muted">{canInvite.reason}</span>
          )
        }
      />
      <div className="row" role="search" aria-label="Filter users">
        <div className="field">
          <label htmlFor="user-q">Name or e-mail</label>
          <input
            id="user-q"
            type="search"
            value={url.q ?? ''}
            onChange={(e) => set({ q: e.target.value })}
            placeholder="ada"
          />
        </div>
        <div className="field">
          <label htmlFor="user-role">Role</label>
          <select id="user-role" value={url.role ?? ''} onChange={(e) => set({ role: e.target.value })}>
            <option value="">Any role</option>
            {withKeys(
              roleData.roles.filter((r) => r.role_type === 'USER'),
              (r) => r.role_id,
            ).map(([r, key]) => (
              <option key={key} value={r.role_id}>
                {namedText(r.display_name)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="user-status">Status</label>
          <select id="user-status" value={url.status ?? ''} onChange={(e) => set({ status: e.target.value })}>
            <option value="">Any status</option>
            {(['ACTIVE', 'INVITED', 'DEACTIVATED'] as const).map((s) => (
              <option key={s} value={s}>
                {STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p className="muted" role="status">
        {users.length} of {data.users.length} people
      </p>
      <DataTable caption="Users">
        <thead>
          <tr>
            <SortHeader sortKey="name" sort={sort} onSort={sortBy}>
              Name
            </SortHeader>
            <SortHeader sortKey="email" sort={sort} onSort={sortBy}>
              E-mail
            </SortHeader>
            <th scope="col">Roles</th>
            <SortHeader sortKey="status" sort={sort} onSort={sortBy}>
              Status
            </SortHeader>
            <SortHeader sortKey="login" sort={sort} onSort={sortBy}>
              Last sign-in
            </SortHeader>
          </tr>
        </thead>
        <tbody>
          {withKeys(page.rows, (user) => user.id).map(([user, key]) => (
            <tr key={key}>
              <th scope="row">
                <Link to="/users/$userId" params={{ userId: user.id }}>
                  <ShownText text={fullName(user)} />
                </Link>
              </th>
              <td>
                <ShownText text={user.email} />
              </td>
              <td>
                <RoleBadges roles={user.roles} />
              </td>
              <td>
                <UserStatusBadge status={user.status} />
              </td>
              <td>
                {lastLogin(user) ? formatRelative(lastLogin(user)) : <span className="muted">never</span>}
              </td>
            </tr>
          ))}
        </tbody>
      </DataTable>
      {page.pager}
    </div>
  );
}
