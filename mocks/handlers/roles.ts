import { findRole } from '../auth';
import { permissionGroups } from '../db/permissions';
import type { Implementations } from '../framework';
import { notFound } from '../http-errors';
import { roleView } from './views';

export const roleHandlers: Implementations = {
  listRoles: ({ db, caller }) => ({
    roles: db.state.roles.filter((r) => r.org_id === null || r.org_id === caller.orgId).map(roleView),
  }),
  getRole: ({ db, caller, params }) => {
    const role = findRole(db.state, params.role_id, caller.orgId);
    if (!role) throw notFound('Role', params.role_id);
    return roleView(role);
  },
  listPermissions: () => ({ resources: permissionGroups() }),
};
