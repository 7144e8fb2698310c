import type { Implementations } from '../framework';

export const identityHandlers: Implementations = {
  getIdentity: ({ caller, db }) => {
    const org = db.state.organisations.find((o) => o.id === caller.orgId);
    return {
      identity: caller.identity,
      display_name: caller.displayName,
      ...(caller.email ? { email: caller.email } : {}),
      roles: caller.roles,
      permissions: [...caller.permissions].sort(),
      org_id: caller.orgId,
      ...(org ? { org_name: org.name } : {}),
    };
  },
};
