import { useQueryClient } from '@tanstack/react-query';
import { $api } from '../../api/query-hooks';
import { operationKey } from '../../api/query-keys';

/** Query-option factories for groups and their members. */
export const groupQueries = {
  list: () => $api.queryOptions('get', '/groups'),
  detail: (groupId: string) =>
    $api.queryOptions('get', '/groups/{groupId}', { params: { path: { groupId } } }),
  members: (groupId: string) =>
    $api.queryOptions('get', '/groups/{groupId}/members', { params: { path: { groupId } } }),
};

/** Every read of groups and memberships (a user's groups included) is refreshed after a change. */
function useInvalidateGroups() {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: operationKey('/groups') });
    await queryClient.invalidateQueries({ queryKey: operationKey('/groups/{groupId}') });
    await queryClient.invalidateQueries({ queryKey: operationKey('/groups/{groupId}/members') });
    await queryClient.invalidateQueries({ queryKey: operationKey('/users/{userId}/groups') });
  };
}

export function useCreateGroup() {
  return $api.useMutation('post', '/groups', { onSuccess: useInvalidateGroups() });
}

export function useUpdateGroup() {
  return $api.useMutation('patch', '/groups/{groupId}', { onSuccess: useInvalidateGroups() });
}

export function useDeleteGroup() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateGroups();
  return $api.useMutation('delete', '/groups/{groupId}', {
    onSuccess: async (_data, variables) => {
      queryClient.removeQueries({ queryKey: groupQueries.detail(variables.params.path.groupId).queryKey });
      await invalidate();
    },
  });
}

export function useAddGroupMembers() {
  return $api.useMutation('post', '/groups/{groupId}/members', { onSuccess: useInvalidateGroups() });
}

export function useRemoveGroupMembers() {
  return $api.useMutation('delete', '/groups/{groupId}/members', { onSuccess: useInvalidateGroups() });
}
