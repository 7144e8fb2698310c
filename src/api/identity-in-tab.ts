import { setDraftOwner } from './drafts';
import type { SessionIdentity } from './identity';
import { setShownOrganisation } from './organisation-guard';

/**
 * The identity this tab now works as (sign-in, a reload, a switch, signing in again; null at
 * sign-out): whose drafts it keeps, and the organisation its writes must land in.
 */
export function setIdentityInTab(identity: SessionIdentity | null): void {
  setDraftOwner(identity);
  setShownOrganisation(identity);
}
