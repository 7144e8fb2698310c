import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { toApiError } from '../api/errors';
import { elsewhereStore } from '../api/organisation-guard';
import { reachableOrganisationsQuery } from '../api/reachable-organisations';
import { switchBack } from '../api/switch-back';
import { useIdentity } from '../api/use-identity';
import { notify } from './toasts';

/** The names of the organisation this tab shows and of the one the service acts in now. */
export function useOrganisationsApart() {
  const elsewhere = useSyncExternalStore(elsewhereStore.subscribe, elsewhereStore.get);
  const identity = useIdentity();
  const userId = identity?.identity?.type === 'USER_ID' ? identity.identity.id : '';
  const reachable = useQuery({ ...reachableOrganisationsQuery(userId), enabled: !!elsewhere && !!userId });
  const nameOf = (org: { id: string; name?: string } | null) =>
    org?.name ?? reachable.data?.organisations.find((o) => o.id === org?.id)?.name ?? org?.id ?? '';
  return { elsewhere, identity, here: nameOf(elsewhereStore.shown()), there: nameOf(elsewhere) };
}

/**
 * "Switch back to <the organisation this tab shows>": offered wherever a write was held back because
 * the service acts elsewhere (the shell's notice, and the error of the form that was held, which a
 * modal form keeps within reach). What failed meanwhile is asked again.
 */
export default function SwitchBackButton() {
  const { elsewhere, identity, here } = useOrganisationsApart();
  const queryClient = useQueryClient();
  if (!elsewhere || !identity) return null;
  const onClick = async () => {
    try {
      await switchBack(identity, here);
      void queryClient.refetchQueries({ predicate: (query) => query.state.status === 'error' });
      notify('success', `Back in ${here}: saving works again in this tab.`);
    } catch (error) {
      notify('error', `Could not switch back to ${here}: ${toApiError(error).details}`);
    }
  };
  return (
    <button type="button" className="button button-primary" onClick={() => void onClick()}>
      Switch back to {here}
    </button>
  );
}
