import { useNavigate } from '@tanstack/react-router';
import { usePermit } from '../../../api/use-identity';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ErrorPanel } from '../../../components/error-panel';
import { notify } from '../../../components/toasts';
import { useDeactivateUser, useReactivateUser, useRemoveUser, useResendInvite } from '../users-api';
import { fullName, type User } from '../users-model';
import { ShownText } from '../../../components/shown-text';

/**
 * Account actions on a person: resend an invitation, deactivate or reactivate, remove from the
 * organisation. Each destructive one names what happens; none is offered on oneself.
 */
export function UserActions({ user, isSelf }: { user: User; isSelf: boolean }) {
  const canWrite = usePermit('users_write', 'deactivate, reactivate or invite people');
  const canDelete = usePermit('users_delete', 'remove people from the organisation');
  const deactivate = useDeactivateUser();
  const reactivate = useReactivateUser();
  const resend = useResendInvite();
  const remove = useRemoveUser();
  const navigate = useNavigate();
  const name = fullName(user);
  const path = { params: { path: { userId: user.id } } };
  const error = deactivate.error ?? reactivate.error ?? resend.error ?? remove.error;

  if (isSelf) return null;
  if (!canWrite.allowed && !canDelete.allowed) return <span className="muted">{canWrite.reason}</span>;
  return (
    <div className="stack" style={{ alignItems: 'flex-end' }}>
      <div className="row">
        {canWrite.allowed && user.status === 'INVITED' && (
          <button
            type="button"
            className="button"
            disabled={resend.isPending}
            onClick={() =>
              resend.mutate(path, {
                onSuccess: (r) => notify('success', r.message ?? 'Invitation sent again'),
              })
            }
          >
            Resend invitation
          </button>
        )}
        {canWrite.allowed && user.status === 'DEACTIVATED' && (
          <button
            type="button"
            className="button"
            disabled={reactivate.isPending}
            onClick={() =>
              reactivate.mutate(path, { onSuccess: () => notify('success', `${name} can sign in again`) })
            }
          >
            Reactivate
          </button>
        )}
        {canWrite.allowed && user.status !== 'DEACTIVATED' && user.status !== 'INVITED' && (
          <ConfirmDialog
            triggerLabel="Deactivate"
            title={`Deactivate ${name}?`}
            confirmLabel="Deactivate"
            disabled={deactivate.isPending}
            onConfirm={() =>
              deactivate.mutate(path, { onSuccess: () => notify('success', `${name} is deactivated`) })
            }
          >
            <p>
              <ShownText text={name} /> can no longer sign in, and their sessions stop working at their next
              request. Their roles, groups and history stay, so you can reactivate them later.
            </p>
          </ConfirmDialog>
        )}
        {canDelete.allowed && (
          <ConfirmDialog
            triggerLabel="Remove from organisation"
            triggerClassName="button"
            title={`Remove ${name} from this organisation?`}
            confirmLabel="Remove"
            disabled={remove.isPending}
            onConfirm={() =>
              remove.mutate(path, {
                onSuccess: () => {
                  notify('success', `${name} was removed from the organisation`);
                  void navigate({ to: '/users' });
                },
              })
            }
          >
            <p>
              <ShownText text={name} /> loses access to this organisation and leaves its groups. Other
              organisations they belong to are not affected. To give access again, invite them.
            </p>
          </ConfirmDialog>
        )}
      </div>
      {error && <ErrorPanel error={error} action={`change the account of ${name}`} />}
    </div>
  );
}
