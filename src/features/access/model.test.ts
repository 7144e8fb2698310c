import { describe, expect, it } from 'vitest';
import {
  countFlags,
  groupPermissions,
  permissionTypesOf,
  sortRoles,
  type Permission,
  type Role,
} from './model';

const permission = (
  name: string,
  type: Permission['type'],
  group: string,
  flags: Partial<Permission> = {},
): Permission => ({
  name,
  type,
  group_name: group,
  group_display_name: group.toUpperCase(),
  ...flags,
});

describe('groupPermissions', () => {
  it('puts each permission under its group and type, keeping first-seen group order', () => {
    const rows = groupPermissions([
      permission('users_read', 'read', 'users'),
      permission('search_read', 'read', 'search'),
      permission('users_write', 'write', 'users', { sensitive: true }),
    ]);
    expect(rows.map((r) => r.groupName)).toEqual(['users', 'search']);
    expect(rows[0]?.byType.write?.map((p) => p.name)).toEqual(['users_write']);
    expect(rows[0]?.byType.delete).toEqual([]);
    expect(rows[0]?.displayName).toBe('USERS');
  });

  it('keeps a type the console does not know in a column of its own, after read, write and delete', () => {
    const rows = groupPermissions([
      permission('users_read', 'read', 'users'),
      permission('users_manage', 'manage', 'users'),
      permission('billing_approve', 'approve', 'billing'),
    ]);
    expect(rows[0]?.byType.manage?.map((p) => p.name)).toEqual(['users_manage']);
    expect(permissionTypesOf(rows)).toEqual(['read', 'write', 'delete', 'approve', 'manage']);
  });
});

describe('sortRoles and countFlags', () => {
  const role = (id: string, system: boolean, permissions: Permission[] = []): Role => ({
    role_id: id,
    role_type: 'USER',
    display_name: id,
    is_system_role: system,
    permissions,
  });

  it('lists built-in roles before custom ones, each alphabetically', () => {
    expect(
      sortRoles([role('Zed', false), role('Standard', true), role('Alpha', false), role('Admin', true)]).map(
        (r) => r.role_id,
      ),
    ).toEqual(['Admin', 'Standard', 'Alpha', 'Zed']);
  });

  it('counts sensitive and restricted permissions', () => {
    const r = role('x', false, [
      permission('a', 'read', 'g', { sensitive: true }),
      permission('b', 'write', 'g', { sensitive: true, restricted: true }),
      permission('c', 'read', 'g'),
    ]);
    expect(countFlags(r)).toEqual({ sensitive: 2, restricted: 1 });
  });
});
