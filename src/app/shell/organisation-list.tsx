import { withKeys } from '../../lib/keys';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { Icon } from '../../components/icon';
import { fetchClient } from '../../api/client';
import { toApiError } from '../../api/errors';
import { identityQuery } from '../../api/identity';
import { setViewAs } from '../../api/view-as';
import { announceSwitch } from '../../api/organisation-guard';
import { notify } from '../../components/toasts';
import type { components } from '../../api/schema.gen';
import { switching } from './switching';
import { setIdentityInTab } from '../../api/identity-in-tab';
import { ShownText } from '../../components/shown-text';

type Organisation = Pick<components['schemas']['Organisation'], 'id' | 'name' | 'region'>;

/**
 * The organisations a person reaches, each a button that switches the console to it. Switching leaves the page first (a page of the old organisation's ids means nothing in the new one,
 * and unsaved work is asked about), unmounts every page while it runs, then forgets every cached
 * answer: nothing of the old organisation is shown or asked for afterwards.
 */
export default function OrganisationList({
  orgs,
  currentId,
  userId,
}: {
  orgs: Organisation[];
  currentId: string | undefined;
  userId: string;
}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const router = useRouter();

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
      const identity = await queryClient.fetchQuery(identityQuery());
      setIdentityInTab(identity);
      announceSwitch(identity, orgName);
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
    <ul className="stack" style={{ listStyle: 'none', padding: 0, margin: 0, minWidth: 240 }}>
      {withKeys(orgs, (org) => org.id).map(([org, key]) => {
        const isCurrent = org.id === currentId;
        return (
          <li key={key}>
            <button
              type="button"
              className="button"
              style={{ width: '100%', justifyContent: 'space-between' }}
              aria-current={isCurrent ? 'true' : undefined}
              disabled={isCurrent}
              onClick={() => void switchTo(org.id, org.name).catch(() => undefined)}
            >
              <span>
                <ShownText text={org.name} /> <span className="muted">· {org.region}</span>
              </span>
              {isCurrent && (
                <>
                  <Icon name="check" size={14} />
                  <span className="visually-hidden">current</span>
                </>
              )}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
