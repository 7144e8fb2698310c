import { useNavigate } from '@tanstack/react-router';
import { usePermit } from '../../../api/use-identity';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ErrorPanel } from '../../../components/error-panel';
import { notify } from '../../../components/toasts';
import { useDeleteGroup } from '../groups-api';
import type { Group } from '../groups-model';

export function DeleteGroupButton({ group, members }: { group: Group; members: number }) {
  const permit = usePermit('groups_delete', 'delete groups');
  const mutation = useDeleteGroup();
  const navigate = useNavigate();
  if (!permit.allowed) return null;
  return (
    <div className="stack" style={{ alignItems: 'flex-end' }}>
      <ConfirmDialog
        triggerLabel="Delete group"
        triggerClassName="button"
        title={`Delete the group "${group.name}"?`}
        confirmLabel="Delete group"
        disabled={mutation.isPending}
        onConfirm={() =>
          mutation.mutate(
            { params: { path: { groupId: group.group_id } } },
            {
              onSuccess: () => {
                notify('success', `Deleted the group ${group.name}`);
                void navigate({ to: '/groups' });
              },
            },
          )
        }
      >
        <p>
          Its {members} {members === 1 ? 'member leaves' : 'members leave'} the group and lose any access it
          gives; the people themselves are not removed. This cannot be undone.
        </p>
      </ConfirmDialog>
      {mutation.error && <ErrorPanel error={mutation.error} action="delete the group" />}
    </div>
  );
}
