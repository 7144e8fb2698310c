import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { Building2, Check } from 'lucide-react';
import { useIdentity } from '../../api/identity';
import { setViewAs } from '../../api/view-as';
import { ErrorPanel } from '../../components/error-panel';
import { LazyPopover } from '../../components/lazy-popover';
import { notify } from '../../components/toasts';
import { organisationQueries, useSwitchOrganisation } from '../../features/organisations/api';

/**
 * The organisation the console acts in and, for a person who reaches several, a switch between them.
 * Switching leaves the page first (a page of the old organisation's ids means nothing in the new one,
 * and unsaved work is asked about), then resets every cached answer, so nothing of the old
 * organisation is shown and every request after it is answered for the new one.
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
  const switcher = useSwitchOrganisation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const router = useRouter();
  const name = current.data?.name ?? identity?.org_name ?? (identity?.org_id || '…');
  const orgs = reachable.data?.organisations ?? [];

  if (!userId || orgs.length < 2) return <span title="Organisation">{name}</span>;

  const switchTo = async (orgId: string, orgName: string) => {
    await navigate({ to: '/organisation' });
    if (router.state.location.pathname !== '/organisation') return; // the person kept their unsaved work
    await switcher.mutateAsync({ params: { path: { orgId, userId } } });
    setViewAs(null);
    // Every answer is forgotten and the shown ones asked again: those on screen now answer for the
    // new organisation. (clear() would leave mounted pages holding the old answers.)
    await queryClient.cancelQueries();
    await queryClient.resetQueries();
    await router.invalidate();
    notify('success', `Now in ${orgName}`);
  };

  return (
    <LazyPopover
      label={
        <>
          <Building2 size={14} aria-hidden="true" />
          {name}
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
                disabled={isCurrent || switcher.isPending}
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
      {switcher.error && <ErrorPanel error={switcher.error} action="switch organisation" />}
    </LazyPopover>
  );
}
