import type { ApiKey } from './api-keys-model';
import type { Permission, Role } from './model';
import type { User } from './users-model';
import { rolesOf } from '../../api/identity-read';

/** What saving a role would change: permissions granted and removed, the sensitive ones apart. */
export interface RoleChange {
  granted: Permission[];
  removed: Permission[];
  sensitiveGranted: Permission[];
  sensitiveRemoved: Permission[];
}

export function roleChange(before: string[], after: string[], catalogue: Permission[]): RoleChange {
  const had = new Set(before);
  const has = new Set(after);
  const granted = catalogue.filter((p) => has.has(p.name) && !had.has(p.name));
  const removed = catalogue.filter((p) => had.has(p.name) && !has.has(p.name));
  return {
    granted,
    removed,
    sensitiveGranted: granted.filter((p) => p.sensitive),
    sensitiveRemoved: removed.filter((p) => p.sensitive),
  };
}

/** Who holds a role: the users and API keys a change to it reaches at their next request. */
export function holdersOf(roleId: string, users: User[], keys: ApiKey[]): { users: User[]; keys: ApiKey[] } {
  return {
    users: users.filter((u) => u.roles.includes(roleId)),
    keys: keys.filter((k) => rolesOf(k).includes(roleId)),
  };
}

/** Two roles side by side: per permission, which of them grants it. */
export function compareRoles(a: Role, b: Role, catalogue: Permission[]) {
  const inA = new Set(a.permissions.map((p) => p.name));
  const inB = new Set(b.permissions.map((p) => p.name));
  return catalogue
    .filter((p) => inA.has(p.name) || inB.has(p.name))
    .map((permission) => ({ permission, a: inA.has(permission.name), b: inB.has(permission.name) }));
}

/** Roles a user may hold (built-in and custom roles for users) or a key may hold (built-in and API). */
export function rolesFor(kind: 'USER' | 'API', roles: Role[]): Role[] {
  // People hold roles for people only; a key holds roles for keys and the built-in ones.
  return roles.filter((r) => r.role_type === kind || (kind === 'API' && r.is_system_role));
}

/**
 * A list of ids (a person's roles, a role's permissions) when someone else changed it while this form
 * was open: theirs, plus what this form added, less what it removed. What the other admin added
 * survives; what this form took away stays away.
 */
export function mergeIds(base: string[], theirs: string[], mine: string[]): string[] {
  const added = mine.filter((r) => !base.includes(r));
  const removed = new Set(base.filter((r) => !mine.includes(r)));
  return [...new Set([...theirs, ...added])].filter((r) => !removed.has(r));
}
