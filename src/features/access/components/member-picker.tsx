import { membership } from '../groups-model';
import { withKeys } from '../../../lib/keys';
import { ErrorPanel } from '../../../components/error-panel';
import { notify } from '../../../components/toasts';
import { useAddGroupMembers } from '../groups-api';
import { filterUsers, fullName, type User } from '../users-model';
import { ShownText } from '../../../components/shown-text';

const SHOWN = 8;

interface Props {
  groupId: string;
  groupName: string;
  users: User[];
  memberIds: string[];
  find: string;
  onFind: (text: string) => void;
}

/** Finds people who are not members yet, by name or e-mail, and adds one with a click. */
export function MemberPicker({ groupId, groupName, users, memberIds, find, onFind }: Props) {
  const add = useAddGroupMembers();
  const candidates = filterUsers(
    users.filter((u) => !memberIds.includes(u.id) && u.status !== 'REMOVED'),
    { q: find },
  );
  return (
    <section aria-labelledby="add-members" className="card stack">
      <h2 id="add-members">Add people</h2>
      <div className="field" role="search" aria-label="Find people to add">
        <label htmlFor="member-find">Name or e-mail</label>
        <input
          id="member-find"
          type="search"
          value={find}
          onChange={(e) => onFind(e.target.value)}
          placeholder="grace"
        />
      </div>
      <p className="muted" role="status">
        {candidates.length === 0
          ? 'Nobody matches who is not a member already.'
          : candidates.length > SHOWN
            ? `${candidates.length} people match; the first ${SHOWN} are shown. Type more to narrow.`
            : `${candidates.length} ${candidates.length === 1 ? 'person matches' : 'people match'}.`}
      </p>
      <ul className="plain-list stack" aria-label="People to add">
        {withKeys(candidates.slice(0, SHOWN), (user) => user.id).map(([user, key]) => (
          <li key={key} className="row" style={{ justifyContent: 'space-between' }}>
            <span>
              <ShownText text={fullName(user)} />{' '}
              <span className="muted">
                <ShownText text={user.email} />
              </span>
            </span>
            <button
              type="button"
              className="button"
              disabled={add.isPending}
              onClick={() =>
                add.mutate(membership(groupId, user.id), {
                  onSuccess: () => notify('success', `${fullName(user)} joined ${groupName}`),
                })
              }
            >
              Add {fullName(user)}
            </button>
          </li>
        ))}
      </ul>
      {add.error && <ErrorPanel error={add.error} action="add the member" />}
    </section>
  );
}
