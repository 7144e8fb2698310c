import { useNavigate } from '@tanstack/react-router';
import { Trash2 } from 'lucide-react';
import { usePermit } from '../../../api/use-identity';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ErrorPanel } from '../../../components/error-panel';
import { notify } from '../../../components/toasts';
import { useDeleteRole } from '../roles-api';
import type { Role } from '../model';

/**
 * Deletes a custom role after confirmation. Roles without roles_delete see the button disabled with
 * the reason; a 403 from the service is still shown if the console's view was out of date.
 */
export function DeleteRoleButton({ role }: { role: Role }) {
  const permit = usePermit('roles_delete', 'delete roles');
  const mutation = useDeleteRole();
  const navigate = useNavigate();
  const sensitive = role.permissions.filter((p) => p.sensitive).length;
  const label = (
    <>
      <Trash2 size={14} aria-hidden="true" />
      Delete role
    </>
  );

  return (
    <div className="stack" style={{ alignItems: 'flex-end' }}>
      {permit.allowed ? (
        <ConfirmDialog
          triggerLabel={label}
          disabled={mutation.isPending}
          title={`Delete the role "${role.display_name}"?`}
          confirmLabel="Delete role"
          onConfirm={() =>
            mutation.mutate(
              { params: { path: { role_id: role.role_id } } },
              {
                onSuccess: () => {
                  notify('success', `Deleted the role ${role.display_name}`);
                  void navigate({ to: '/roles' });
                },
              },
            )
          }
        >
          <p>
            Everyone who holds it, users and API keys, loses its {role.permissions.length} permissions
            {sensitive > 0 ? `, ${sensitive} of them sensitive` : ''}, at their next request. This cannot be
            undone.
          </p>
        </ConfirmDialog>
      ) : (
        <>
          <button type="button" className="button" disabled aria-describedby="delete-role-reason">
            {label}
          </button>
          <p id="delete-role-reason" className="muted" style={{ margin: 0, maxWidth: 360 }}>
            {permit.reason}
          </p>
        </>
      )}
      {mutation.error && <ErrorPanel error={mutation.error} action="delete this role" />}
    </div>
  );
}
