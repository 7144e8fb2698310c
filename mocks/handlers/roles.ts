import type { components } from '../../src/api/schema.gen';
import { findRole, type Caller } from '../auth';
import { permissionByName, permissionGroups } from '../db/permissions';
import type { Db } from '../db/store';
import type { StoredRole } from '../db/types';
import type { Implementations } from '../framework';
import { badRequest, notFound } from '../http-errors';
import { roleView } from './views';
import { changedMetadata, createdMetadata } from '../metadata';

/** What a custom role may be: a unique name, catalogue permissions, none of them restricted. */
function checkRole(
  db: Db,
  caller: Caller,
  body: components['schemas']['RoleWrite'],
  exceptId?: string,
): void {
  const name = body.display_name.trim();
  if (!name) throw badRequest('Invalid request: display_name: must not be blank.');
  const taken = db.state.roles.some(
    (r) =>
      (r.org_id === null || r.org_id === caller.orgId) &&
      r.role_id !== exceptId &&
      r.display_name.toLowerCase() === name.toLowerCase(),
  );
  if (taken) throw badRequest(`Invalid request: display_name: a role called "${name}" exists already.`);
  body.permissions.forEach((permissionName, i) => {
    const permission = permissionByName(permissionName);
    if (!permission)
      throw badRequest(`Invalid request: permissions[${i}]: no permission "${permissionName}" exists.`);
    if (permission.restricted)
      throw badRequest(
        `Invalid request: permissions[${i}]: ${permissionName} is restricted: only built-in roles hold it.`,
      );
  });
}

function findCustomRole(db: Db, caller: Caller, roleId: string): StoredRole {
  const role = findRole(db.state, roleId, caller.orgId);
  if (!role) throw notFound('Role', roleId);
  if (role.is_system_role) throw badRequest(`${role.display_name} is a built-in role and cannot be changed.`);
  return role;
}

export const roleHandlers: Implementations = {
  createRole: ({ db, caller, body }) => {
    checkRole(db, caller, body);
    const now = db.now();
    const role: StoredRole = {
      role_id: crypto.randomUUID(),
      role_type: body.role_type,
      display_name: body.display_name.trim(),
      description: body.description ?? '',
      is_system_role: false,
      org_id: caller.orgId,
      permission_names: [...body.permissions],
      metadata: createdMetadata(caller, now),
    };
    db.state.roles.push(role);
    return roleView(role);
  },
  updateRole: ({ db, caller, params, body }) => {
    const role = findCustomRole(db, caller, params.role_id);
    checkRole(db, caller, body, role.role_id);
    const holders =
      Object.values(db.state.memberships).some((orgs) =>
        Object.values(orgs).some((m) => m.roles.includes(role.role_id)),
      ) || db.state.apiKeys.some((k) => k.roles.includes(role.role_id));
    if (holders && body.role_type !== role.role_type)
      throw badRequest(
        `Invalid request: role_type: ${role.display_name} is held by ${role.role_type === 'USER' ? 'users' : 'API keys'}; remove it from them before changing what it is for.`,
      );
    // Holders get the new permissions at their next request.
    Object.assign(role, {
      role_type: body.role_type,
      display_name: body.display_name.trim(),
      description: body.description ?? '',
      permission_names: [...body.permissions],
      metadata: changedMetadata(role.metadata, caller, db.now()),
    });
    return roleView(role);
  },
  listRoles: ({ db, caller }) => ({
    roles: db.state.roles.filter((r) => r.org_id === null || r.org_id === caller.orgId).map(roleView),
  }),
  getRole: ({ db, caller, params }) => {
    const role = findRole(db.state, params.role_id, caller.orgId);
    if (!role) throw notFound('Role', params.role_id);
    return roleView(role);
  },
  deleteRole: ({ db, caller, params }) => {
    const role = findCustomRole(db, caller, params.role_id);
    // Holders lose the role at once: their next request is authorised without it.
    db.state.roles = db.state.roles.filter((r) => r !== role);
    for (const orgs of Object.values(db.state.memberships)) {
      const membership = orgs[caller.orgId];
      if (membership) membership.roles = membership.roles.filter((id) => id !== role.role_id);
    }
    for (const key of db.state.apiKeys) key.roles = key.roles.filter((id) => id !== role.role_id);
  },
  listPermissions: () => ({ resources: permissionGroups() }),
};
