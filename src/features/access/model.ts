import type { components } from '../../api/schema.gen';

/**
 * A role as the service gives it; `unread` where it would not give a built-in one (the live service's
 * API-key roles), whose permissions the console then does not know.
 */
export type Role = components['schemas']['Role'] & { unread?: true };
export type Permission = components['schemas']['Permission'];

const PERMISSION_TYPES = ['read', 'write', 'delete'] as const;

export interface PermissionGroupRow {
  groupName: string;
  displayName: string;
  /**
   * The permissions of the group by type; a group may hold more than one of a type. Types are those
   * the service sends: read, write, delete, and any other (the seed says "e.g.").
   */
  byType: Record<string, Permission[]>;
}

/** The types of permission to show as columns: read, write, delete, then any other the rows hold. */
export function permissionTypesOf(rows: PermissionGroupRow[]): string[] {
  const known: string[] = [...PERMISSION_TYPES];
  const others = new Set(rows.flatMap((row) => Object.keys(row.byType)).filter((t) => !known.includes(t)));
  return [...known, ...[...others].sort()];
}

/** Groups a role's permissions by area, in the order they first appear. */
export function groupPermissions(permissions: Permission[]): PermissionGroupRow[] {
  const groups = new Map<string, PermissionGroupRow>();
  for (const permission of permissions) {
    const key = permission.group_name ?? 'other';
    let row = groups.get(key);
    if (!row) {
      row = {
        groupName: key,
        displayName: permission.group_display_name ?? key,
        byType: { read: [], write: [], delete: [] },
      };
      groups.set(key, row);
    }
    (row.byType[permission.type] ??= []).push(permission);
  }
  return [...groups.values()];
}

/** Built-in roles first, then custom ones, each by name. */
export function sortRoles(roles: Role[]): Role[] {
  return [...roles].sort(
    (a, b) =>
      Number(b.is_system_role) - Number(a.is_system_role) || a.display_name.localeCompare(b.display_name),
  );
}

export function countFlags(role: Role): { sensitive: number; restricted: number } {
  return {
    sensitive: role.permissions.filter((p) => p.sensitive).length,
    restricted: role.permissions.filter((p) => p.restricted).length,
  };
}
