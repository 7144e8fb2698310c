import { membership } from '../groups-model';
import { withKeys } from '../../../lib/keys';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { usePermit } from '../../../api/use-identity';
import { ErrorPanel } from '../../../components/error-panel';
import { PageHeader } from '../../../components/page-header';
import { notify } from '../../../components/toasts';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { groupQueries, useRemoveGroupMembers } from '../groups-api';
import { userQueries } from '../users-api';
import { fullName } from '../users-model';
import { DeleteGroupButton } from './delete-group-button';
import { GroupEditForm } from './group-edit-form';
import { MemberPicker } from './member-picker';
import { UserStatusBadge } from './user-status-badge';
import { DataTable } from '../../../components/data-table';
import { ShownText } from '../../../components/shown-text';

interface Props {
  groupId: string;
  /** The member picker's text, kept in the URL. */
  find: string;
  onFind: (text: string) => void;
}

/** One group: name and description, its members, and adding or removing people. */
export function GroupPage({ groupId, find, onFind }: Props) {
  const { data: group } = useSuspenseQuery(groupQueries.detail(groupId));
  const { data: memberData } = useSuspenseQuery(groupQueries.members(groupId));
  const users = useQuery(userQueries.list());
  const canWrite = usePermit('groups_write', 'change groups and their members');
  const remove = useRemoveGroupMembers();
  const byId = new Map((users.data?.users ?? []).map((u) => [u.id, u]));
  const memberIds = memberData.members.map((m) => m.member_id);
  const members = memberIds
    .map((id) => ({ id, user: byId.get(id) }))
    .sort((a, b) => (a.user ? fullName(a.user) : a.id).localeCompare(b.user ? fullName(b.user) : b.id));

  return (
    <div className="stack">
      <p>
        <Link to="/groups">← All groups</Link>
      </p>
      <PageHeader
        title={group.name}
        lead={group.description}
        actions={<DeleteGroupButton group={group} members={memberIds.length} />}
      />
      {canWrite.allowed ? <GroupEditForm group={group} /> : <p className="muted">{canWrite.reason}</p>}
      <section aria-labelledby="group-members" className="stack">
        <h2 id="group-members">Members ({members.length})</h2>
        {members.length === 0 ? (
          <p className="muted">Nobody yet.</p>
        ) : (
          <DataTable
            caption={
              <>
                Members of <ShownText text={group.name} />
              </>
            }
          >
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">E-mail</th>
                <th scope="col">Status</th>
                {canWrite.allowed && (
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {withKeys(members, (m) => m.id).map(([{ id, user }, key]) => {
                const name = user ? fullName(user) : id;
                return (
                  <tr key={key}>
                    <th scope="row">
                      <Link to="/users/$userId" params={{ userId: id }}>
                        <ShownText text={name} />
                      </Link>
                    </th>
                    <td>
                      <ShownText text={user?.email} />
                    </td>
                    <td>{user && <UserStatusBadge status={user.status} />}</td>
                    {canWrite.allowed && (
                      <td>
                        <ConfirmDialog
                          triggerLabel={`Remove ${name}`}
                          title={`Remove ${name} from ${group.name}?`}
                          confirmLabel="Remove from group"
                          disabled={remove.isPending}
                          onConfirm={() =>
                            remove.mutate(membership(groupId, id), {
                              onSuccess: () => notify('success', `${name} left ${group.name}`),
                            })
                          }
                        >
                          <p>
                            <ShownText text={name} /> stops receiving what is sent to{' '}
                            <ShownText text={group.name} /> and loses any access the group gives. Their own
                            roles do not change.
                          </p>
                        </ConfirmDialog>
                      </td>
                    )}
                  </tr>
                );
              })}
            </tbody>
          </DataTable>
        )}
        {remove.error && <ErrorPanel error={remove.error} action="remove the member" />}
      </section>
      {canWrite.allowed && (
        <MemberPicker
          groupId={groupId}
          groupName={group.name}
          users={users.data?.users ?? []}
          memberIds={memberIds}
          find={find}
          onFind={onFind}
        />
      )}
    </div>
  );
}
