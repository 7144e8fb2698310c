import { useQuery } from '@tanstack/react-query';
import { holdsKnown } from '../../api/identity';
import { useIdentity } from '../../api/use-identity';
import { setViewAs, useViewAs } from '../../api/view-as';
import { SelectField } from '../../components/form/select-field';
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
    <SelectField
      id="view-as"
      label="View as"
      value={viewAs ?? ''}
      onChange={(role) => setViewAs(role || null)}
      options={[
        { value: '', label: 'Your own role' },
        ...choices.map((r) => ({ value: r.role_id, label: r.display_name })),
      ]}
    />
  );
}
