import { fetchClient } from './client';
import type { SessionIdentity } from './identity';
import { announceSwitch, elsewhereStore, settled } from './organisation-guard';

/**
 * Switches the service back to the organisation this tab shows (after a switch made elsewhere), so
 * what the person is editing here can be saved here; the person's other tabs are told.
 */
export async function switchBack(identity: SessionIdentity, name?: string): Promise<void> {
  const userId = identity.identity?.type === 'USER_ID' ? identity.identity.id : undefined;
  const shown = elsewhereStore.shown();
  if (!userId || !shown) return;
  await fetchClient.POST('/organizations/{orgId}/access/user/{userId}/switch', {
    params: { path: { orgId: shown.id, userId } },
  });
  settled();
  announceSwitch(identity, name);
}
