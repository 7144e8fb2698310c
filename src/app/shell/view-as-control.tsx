import { useQuery } from '@tanstack/react-query';
import { holdsKnown, useIdentity } from '../../api/identity';
import { setViewAs, useViewAs } from '../../api/view-as';
import { roleQueries } from '../../features/access/roles-api';

/**
 * "View as": an admin picks a role and the console offers only what that role could do, until they
 * stop. Offered to those who manage access (users_write) and can read roles.
 */
export function ViewAsControl() {
  const identity = useIdentity();
  const viewAs = useViewAs();
  // Known permissions only: previewing another role means nothing when one's own are unknown.
  const canRead = holdsKnown(identity, 'roles_read', 'users_write');
  const roles = useQuery({ ...roleQueries.list(), enabled: canRead }).data?.roles ?? [];
  if (!canRead || roles.length === 0) return null;
  const choices = roles.filter((r) => r.role_type === 'USER' && !identity?.roles.includes(r.role_id));
  return (
    <label className="row" style={{ gap: 4 }}>
      <span>View as</span>
      <select value={viewAs ?? ''} onChange={(e) => setViewAs(e.target.value || null)}>
        <option value="">Your own role</option>
        {choices.map((r) => (
          <option key={r.role_id} value={r.role_id}>
            {r.display_name}
          </option>
        ))}
      </select>
    </label>
  );
}
