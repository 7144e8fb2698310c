import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { $api } from '../../api/query-hooks';
import { identityQuery } from '../../api/identity';
import type { User } from './users-model';
import { operationKey } from '../../api/query-keys';

/** Query-option factories for users, their groups and the organisations they reach. */
export const userQueries = {
  list: () => $api.queryOptions('get', '/users'),
  detail: (userId: string) => $api.queryOptions('get', '/users/{userId}', { params: { path: { userId } } }),
  groups: (userId: string) =>
    $api.queryOptions('get', '/users/{userId}/groups', { params: { path: { userId } } }),
  organisations: (userId: string) =>
    $api.queryOptions('get', '/users/{userId}/access', { params: { path: { userId } } }),
};

/** A user the service returned, into the cache; the list and (for a change to oneself) the identity refetch. */
function storeUser(queryClient: QueryClient, user: User): void {
  queryClient.setQueryData(userQueries.detail(user.id).queryKey, user);
  void queryClient.invalidateQueries({ queryKey: userQueries.list().queryKey });
  void queryClient.invalidateQueries({ queryKey: identityQuery().queryKey });
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return $api.useMutation('patch', '/users/{userId}', { onSuccess: (u) => storeUser(queryClient, u) });
}

export function useInviteUser() {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/users', { onSuccess: (u) => storeUser(queryClient, u) });
}

export function useDeactivateUser() {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/users/{userId}/deactivate', {
    onSuccess: (u) => storeUser(queryClient, u),
  });
}

export function useReactivateUser() {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/users/{userId}/reactivate', {
    onSuccess: (u) => storeUser(queryClient, u),
  });
}

export function useResendInvite() {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/users/{userId}/resend-invite', {
    onSuccess: (_result, variables) =>
      void queryClient.invalidateQueries({
        queryKey: userQueries.detail(variables.params.path.userId).queryKey,
      }),
  });
}

/** Removes a user from this organisation; their group memberships here go with them. */
export function useRemoveUser() {
  const queryClient = useQueryClient();
  return $api.useMutation('delete', '/users/{userId}', {
    onSuccess: async (_data, variables) => {
      queryClient.removeQueries({ queryKey: userQueries.detail(variables.params.path.userId).queryKey });
      await queryClient.invalidateQueries({ queryKey: userQueries.list().queryKey });
      await queryClient.invalidateQueries({ queryKey: operationKey('/groups/{groupId}/members') });
    },
  });
}
