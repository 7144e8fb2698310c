import { $api } from './query-hooks';

/**
 * The organisations a person can reach (`GET /users/{userId}/access`): read by the switcher in the
 * header and by whatever names the organisation a tab shows beside the one the service acts in.
 */
export const reachableOrganisationsQuery = (userId: string) =>
  $api.queryOptions('get', '/users/{userId}/access', { params: { path: { userId } } }, { staleTime: 60_000 });
