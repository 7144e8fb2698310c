import { useNavigate } from '@tanstack/react-router';
import { usePermit } from '../../../api/use-identity';
import { DeleteButton } from '../../../components/delete-button';
import { useDeleteGroup } from '../groups-api';
import type { Group } from '../groups-model';

export function DeleteGroupButton({ group, members }: { group: Group; members: number }) {
  const permit = usePermit('groups_delete', 'delete groups');
  const remove = useDeleteGroup();
  const navigate = useNavigate();
  if (!permit.allowed) return null;
  return (
    <DeleteButton
      what="group"
      name={group.name}
      label="Delete group"
      remove={remove}
      variables={{ params: { path: { groupId: group.group_id } } }}
      onDeleted={() => void navigate({ to: '/groups' })}
    >
      <p>
        Its {members} {members === 1 ? 'member leaves' : 'members leave'} the group and lose any access it
        gives; the people themselves are not removed. This cannot be undone.
      </p>
    </DeleteButton>
  );
}
