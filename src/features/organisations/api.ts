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
};
