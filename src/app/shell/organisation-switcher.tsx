import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useIdentity } from '../../api/use-identity';
import { LazyPopover } from '../../components/lazy-popover';
import { Loading } from '../../components/loading';
import { organisationQueries, ownOrganisation } from '../../features/organisations/api';
import { ShownText } from '../../components/shown-text';
import { Icon } from '../../components/icon';
import { organisationName } from './organisation-name';

// The list and the switch itself load on first open: every page shows the button, few switch.
const OrganisationList = lazy(() => import('./organisation-list'));

/** The organisation the console acts in and, for a person who reaches several, a switch between them. */
export function OrganisationSwitcher() {
  const identity = useIdentity();
  const userId = identity?.identity?.type === 'USER_ID' ? identity.identity.id : undefined;
  const current = useQuery({
    ...ownOrganisation(identity),
    // The name may already be known (the customer record); one call fewer against the rate limit.
    enabled: !!identity?.org_id && !identity.org_name,
  });
  const reachable = useQuery({ ...organisationQueries.reachable(userId ?? ''), enabled: !!userId });
  const name = organisationName(current.data, identity);
  const orgs = reachable.data?.organisations ?? [];

  if (!userId || orgs.length < 2)
    return (
      <span className="row" style={{ gap: 4 }} title="Organisation">
        <Icon name="building-complex" size={14} />
        <span className="wide-only">
          <ShownText text={name} />
        </span>
      </span>
    );

  return (
    <LazyPopover
      label={
        <>
          <Icon name="building-complex" size={14} />
          <span className="wide-only">
            <ShownText text={name} />
          </span>
        </>
      }
      ariaLabel={`Organisation: ${name}. Switch organisation`}
      title="Switch organisation"
      placement="bottom end"
    >
      <Suspense fallback={<Loading what="the organisations" />}>
        <OrganisationList orgs={orgs} currentId={identity?.org_id} userId={userId} />
      </Suspense>
    </LazyPopover>
  );
}
