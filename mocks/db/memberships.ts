import type { DbState, Membership, StoredUser, User } from './types';

/** The organisations a person is in, in the order they joined. */
export const orgsOf = (state: DbState, userId: string): string[] =>
  Object.keys(state.memberships[userId] ?? {});

export const membershipOf = (state: DbState, userId: string, orgId: string): Membership | undefined =>
  state.memberships[userId]?.[orgId];

/** A person as one organisation sees them: their roles and status there. */
export function userIn(state: DbState, user: StoredUser, orgId: string): User {
  const membership = membershipOf(state, user.id, orgId) ?? { roles: [], status: 'REMOVED' };
  return { ...user, roles: membership.roles, status: membership.status };
}

/** A person's place in the organisation they are signed in to. */
export const currentMembership = (state: DbState, userId: string): Membership | undefined =>
  membershipOf(state, userId, state.currentOrg[userId] ?? '');
