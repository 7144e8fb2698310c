import { findRole } from '../auth';
import { permissionGroups } from '../db/permissions';
import type { Implementations } from '../framework';
import { badRequest, notFound } from '../http-errors';
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
  deleteRole: ({ db, caller, params }) => {
    const role = findRole(db.state, params.role_id, caller.orgId);
    if (!role) throw notFound('Role', params.role_id);
    if (role.is_system_role)
      throw badRequest(`${role.display_name} is a built-in role and cannot be deleted.`);
    // Holders lose the role at once: their next request is authorised without it.
    db.state.roles = db.state.roles.filter((r) => r !== role);
    for (const user of db.state.users) user.roles = user.roles.filter((id) => id !== role.role_id);
    for (const key of db.state.apiKeys) key.roles = key.roles.filter((id) => id !== role.role_id);
  },
  listPermissions: () => ({ resources: permissionGroups() }),
};
