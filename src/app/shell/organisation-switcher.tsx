import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { Building2, Check } from 'lucide-react';
import { identityQuery } from '../../api/identity';
import { useIdentity } from '../../api/use-identity';
import { setViewAs } from '../../api/view-as';
import { LazyPopover } from '../../components/lazy-popover';
import { notify } from '../../components/toasts';
import { organisationQueries } from '../../features/organisations/api';
import { fetchClient } from '../../api/client';
import { setDraftOwner } from '../../api/drafts';
import { toApiError } from '../../api/errors';
import { switching } from './switching';

/**
 * The organisation the console acts in and, for a person who reaches several, a switch between them.
 * Switching leaves the page first (a page of the old organisation's ids means nothing in the new one,
 * and unsaved work is asked about), unmounts every page while it runs, then forgets every cached
 * answer: nothing of the old organisation is shown or asked for afterwards.
 */
export function OrganisationSwitcher() {
  const identity = useIdentity();
  const userId = identity?.identity?.type === 'USER_ID' ? identity.identity.id : undefined;
  const current = useQuery({
    ...organisationQueries.detail(identity?.org_id ?? '', userId),
    // The name may already be known (the customer record); one call fewer against the rate limit.
    enabled: !!identity?.org_id && !identity.org_name,
  });
  const reachable = useQuery({ ...organisationQueries.reachable(userId ?? ''), enabled: !!userId });
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const router = useRouter();
  const name = current.data?.name ?? identity?.org_name ?? (identity?.org_id || '…');
  const orgs = reachable.data?.organisations ?? [];

  if (!userId || orgs.length < 2)
    return (
      <span className="row" style={{ gap: 4 }} title="Organisation">
        <Building2 size={14} aria-hidden="true" />
        <span className="wide-only">{name}</span>
      </span>
    );

  const switchTo = async (orgId: string, orgName: string) => {
    await navigate({ to: '/organisation' });
    if (router.state.location.pathname !== '/organisation') return; // the person kept their unsaved work
    // Nothing of the old organisation stays on screen to ask for its data again: the shell shows only
    // the switch until the new organisation's identity is known.
    switching.set(orgName);
    try {
      await queryClient.cancelQueries();
      await fetchClient.POST('/organizations/{orgId}/access/user/{userId}/switch', {
        params: { path: { orgId, userId } },
      });
      setViewAs(null);
      queryClient.clear();
      setDraftOwner(await queryClient.fetchQuery(identityQuery()));
      await router.invalidate();
      notify('success', `Now in ${orgName}`);
    } catch (error) {
      notify('error', `Could not switch to ${orgName}: ${toApiError(error).details}`);
      await router.invalidate();
    } finally {
      switching.set(null);
    }
  };

  return (
    <LazyPopover
      label={
        <>
          <Building2 size={14} aria-hidden="true" />
          <span className="wide-only">{name}</span>
        </>
      }
      ariaLabel={`Organisation: ${name}. Switch organisation`}
      title="Switch organisation"
      placement="bottom end"
    >
      <ul className="stack" style={{ listStyle: 'none', padding: 0, margin: 0, minWidth: 240 }}>
        {orgs.map((org) => {
          const isCurrent = org.id === identity?.org_id;
          return (
            <li key={org.id}>
              <button
                type="button"
                className="button"
                style={{ width: '100%', justifyContent: 'space-between' }}
                aria-current={isCurrent ? 'true' : undefined}
                disabled={isCurrent}
                onClick={() => void switchTo(org.id, org.name).catch(() => undefined)}
              >
                <span>
                  {org.name} <span className="muted">· {org.region}</span>
                </span>
                {isCurrent && <Check size={14} aria-label="current" />}
              </button>
            </li>
          );
        })}
      </ul>
    </LazyPopover>
  );
}
