import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { usePermit } from '../../../api/use-identity';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ErrorPanel } from '../../../components/error-panel';
import { SelectField } from '../../../components/form/select-field';
import { ShownText } from '../../../components/shown-text';
import { notify } from '../../../components/toasts';
import { withKeys } from '../../../lib/keys';
import { namedText } from '../../../lib/visible-text';
import { groupQueries, useAddGroupMembers, useRemoveGroupMembers } from '../groups-api';
import { userQueries } from '../users-api';
import { membership } from '../groups-model';
import { fullName, type User } from '../users-model';

/** The groups a person is in, with joining and leaving them from here (as from the group's page). */
export function UserGroups({ user }: { user: User }) {
  const groups = useQuery(userQueries.groups(user.id));
  const canWrite = usePermit('groups_write', 'change groups and their members');
  const name = fullName(user);
  const remove = useRemoveGroupMembers();

  return (
    <section aria-labelledby="user-groups" className="card stack">
      <h2 id="user-groups">Groups</h2>
      {groups.error ? (
        <ErrorPanel error={groups.error} action="read their groups" onRetry={() => void groups.refetch()} />
      ) : !groups.data ? (
        <p className="muted">Loading…</p>
      ) : groups.data.groups.length === 0 ? (
        <p className="muted">In no group.</p>
      ) : (
        <ul className="plain-list stack" aria-label={`Groups of ${namedText(name)}`}>
          {withKeys(groups.data.groups, (g) => g.group_id).map(([g, key]) => (
            <li key={key} className="row" style={{ justifyContent: 'space-between' }}>
              <Link to="/groups/$groupId" params={{ groupId: g.group_id }}>
                <ShownText text={g.name} />
              </Link>
              {canWrite.allowed && (
                <ConfirmDialog
                  triggerLabel="Leave"
                  triggerAriaLabel={`Remove ${namedText(name)} from ${namedText(g.name)}`}
                  title={`Remove ${name} from ${g.name}?`}
                  confirmLabel="Remove from group"
                  disabled={remove.isPending}
                  onConfirm={() =>
                    remove.mutate(membership(g.group_id, user.id), {
                      onSuccess: () => notify('success', `${name} left ${g.name}`),
                    })
                  }
                >
                  <p>
                    <ShownText text={name} /> stops receiving what is sent to <ShownText text={g.name} /> and
                    loses any access the group gives. Their own roles do not change.
                  </p>
                </ConfirmDialog>
              )}
            </li>
          ))}
        </ul>
      )}
      {remove.error && <ErrorPanel error={remove.error} action="remove them from the group" />}
      {canWrite.allowed && groups.data && (
        <JoinGroup user={user} joined={groups.data.groups.map((g) => g.group_id)} />
      )}
    </section>
  );
}

/** Adds the person to one more group, chosen from those they are not in. */
function JoinGroup({ user, joined }: { user: User; joined: string[] }) {
  const all = useQuery(groupQueries.list());
  const add = useAddGroupMembers();
  const [groupId, setGroupId] = useState('');
  const open = (all.data?.groups ?? []).filter((g) => !joined.includes(g.group_id));
  if (all.error) return <ErrorPanel error={all.error} action="list the groups to join" />;
  if (!all.data || open.length === 0) return null;
  const chosen = open.find((g) => g.group_id === groupId);
  return (
    <form
      className="row align-end"
      aria-label="Add to a group"
      onSubmit={(event) => {
        event.preventDefault();
        if (!chosen) return;
        add.mutate(membership(chosen.group_id, user.id), {
          onSuccess: () => {
            notify('success', `${fullName(user)} joined ${chosen.name}`);
            setGroupId('');
          },
        });
      }}
    >
      <SelectField
        id="join-group"
        label="Add to a group"
        value={chosen ? groupId : ''}
        onChange={setGroupId}
        options={[
          { value: '', label: 'Choose a group…' },
          ...open.map((g) => ({ value: g.group_id, label: namedText(g.name) })),
        ]}
      />
      <button type="submit" className="button" disabled={!chosen || add.isPending}>
        Add
      </button>
      {add.error && <ErrorPanel error={add.error} action="add them to the group" />}
    </form>
  );
}
