import { $api } from '../../api/client';

/** Query-option factories for organisations. */
export const organisationQueries = {
  /** One organisation, e.g. the one the signed-in identity acts in. */
  detail: (orgId: string) =>
    $api.queryOptions(
      'get',
      '/organizations/{orgId}',
      { params: { path: { orgId } } },
      { staleTime: 5 * 60_000 },
    ),
  /** The organisations a person can reach, to switch between. */
  reachable: (userId: string) =>
    $api.queryOptions(
      'get',
      '/users/{userId}/access',
      { params: { path: { userId } } },
      { staleTime: 60_000 },
    ),
  /** Those this organisation manages (for a management organisation), and itself. */
  managed: () => $api.queryOptions('get', '/organizations'),
};

export function useSwitchOrganisation() {
  return $api.useMutation('post', '/organizations/{orgId}/access/user/{userId}/switch');
}
