import { useNavigate } from '@tanstack/react-router';
import { usePermit } from '../../../api/use-identity';
import { DeleteButton } from '../../../components/delete-button';
import { useDeleteRole } from '../roles-api';
import type { Role } from '../model';
import { Icon } from '../../../components/icon';

/**
 * Deletes a custom role after confirmation. Roles without roles_delete see the button disabled with
 * the reason; a 403 from the service is still shown if the console's view was out of date.
 */
export function DeleteRoleButton({ role }: { role: Role }) {
  const permit = usePermit('roles_delete', 'delete roles');
  const remove = useDeleteRole();
  const navigate = useNavigate();
  const sensitive = role.permissions.filter((p) => p.sensitive).length;

  if (!permit.allowed)
    return (
      <div className="stack" style={{ alignItems: 'flex-end' }}>
        <button type="button" className="button" disabled aria-describedby="delete-role-reason">
          <Icon name="trash" size={14} />
          Delete role
        </button>
        <p id="delete-role-reason" className="muted" style={{ margin: 0, maxWidth: 360 }}>
          {permit.reason}
        </p>
      </div>
    );
  return (
    <DeleteButton
      what="role"
      name={role.display_name}
      label="Delete role"
      remove={remove}
      variables={{ params: { path: { role_id: role.role_id } } }}
      onDeleted={() => void navigate({ to: '/roles' })}
    >
      <p>
        Everyone who holds it, users and API keys, loses its {role.permissions.length} permissions
        {sensitive > 0 ? `, ${sensitive} of them sensitive` : ''}, at their next request. This cannot be
        undone.
      </p>
    </DeleteButton>
  );
}
