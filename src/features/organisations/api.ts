import type { SessionIdentity } from '../../api/identity';
import { queryOptions } from '@tanstack/react-query';
import { fetchClient } from '../../api/client';
import { $api } from '../../api/query-hooks';
import { toApiError } from '../../api/errors';
import type { components } from '../../api/schema.gen';
import { organisationKey } from '../../api/query-keys';
import { reachableOrganisationsQuery } from '../../api/reachable-organisations';

type Organisation = components['schemas']['Organisation'];
type Customer = components['schemas']['Customer'];

/** An organisation, and, when the service has no detail call, what it was pieced together from. */
type OrganisationDetail = Organisation & { pieced?: string };

/**
 * The organisation's detail (GET /organizations/{orgId}); where the service lacks that call (the
 * vendor's live service), the same organisation as a person's access lists it, or else its customer
 * record: fewer facts, said so on the page.
 */
async function readOrganisation(
  orgId: string,
  userId: string | undefined,
  known: Customer | undefined,
  signal: AbortSignal,
) {
  try {
    const { data } = await fetchClient.GET('/organizations/{orgId}', { params: { path: { orgId } }, signal });
    return data as OrganisationDetail;
  } catch (error) {
    if (toApiError(error).status !== 404) throw error;
  }
  if (userId) {
    const { data } = await fetchClient.GET('/users/{userId}/access', {
      params: { path: { userId } },
      signal,
    });
    const org = data?.organisations.find((o) => o.id === orgId);
    if (org) return { ...org, pieced: 'your access to it' } as OrganisationDetail;
  }
  // The record the identity was read from, where it was (read once: two reads could disagree).
  const customer = known ?? (await fetchClient.GET('/customer', { signal })).data;
  if (!customer || (orgId && customer.org_id !== orgId))
    throw new Error(`Organisation ${orgId} could not be read.`);
  return {
    id: customer.org_id,
    name: customer.customer_name,
    ...(customer.contract_type ? { contract_type: customer.contract_type } : {}),
    pieced: 'its customer record',
  } as OrganisationDetail;
}

/** Query-option factories for organisations. */
/** The organisation the signed-in identity acts in, read as that person (their view of it). */
export function ownOrganisation(identity: SessionIdentity | null | undefined) {
  const userId = identity?.identity?.type === 'USER_ID' ? identity.identity.id : undefined;
  return organisationQueries.detail(identity?.org_id ?? '', userId, identity?.customer);
}

export const organisationQueries = {
  /** One organisation, e.g. the one the signed-in identity acts in. */
  detail: (orgId: string, userId?: string, customer?: Customer) =>
    // The customer record is where the identity already read the same organisation: not another one.
    // eslint-disable-next-line @tanstack/query/exhaustive-deps
    queryOptions({
      queryKey: organisationKey(orgId, userId),
      queryFn: ({ signal }) => readOrganisation(orgId, userId, customer, signal),
      staleTime: 5 * 60_000,
    }),
  /** The organisations a person can reach, to switch between. */
  reachable: reachableOrganisationsQuery,
  /** Those this organisation manages (for a management organisation), and itself. */
  managed: () => $api.queryOptions('get', '/organizations'),
};
