import { useQueryClient } from '@tanstack/react-query';
import { $api } from '../../api/client';

/** Query-option factories for roles and permissions; usable in loaders and components alike. */
export const roleQueries = {
  /** Every role the organisation has, built-in and custom. */
  list: () => $api.queryOptions('get', '/roles'),
  /** One role with all its permissions. */
  detail: (roleId: string) =>
    $api.queryOptions('get', '/roles/{role_id}', { params: { path: { role_id: roleId } } }),
  /** The permission catalogue, grouped. */
  permissions: () => $api.queryOptions('get', '/permissions', undefined, { staleTime: 5 * 60_000 }),
};

/** Deletes a custom role, then forgets every cached role. */
export function useDeleteRole() {
  const queryClient = useQueryClient();
  return $api.useMutation('delete', '/roles/{role_id}', {
    onSuccess: async (_data, variables) => {
      queryClient.removeQueries({ queryKey: roleQueries.detail(variables.params.path.role_id).queryKey });
      await queryClient.invalidateQueries({ queryKey: ['get', '/roles'] });
    },
  });
}
