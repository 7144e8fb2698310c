import { optionalString } from '../../lib/search-params';

// Plain lists, not the models': route validation is in the first download, so it stays tiny.
const STATUS_VALUES: readonly string[] = [
  'ACTIVE',
  'INVITED',
  'DEACTIVATED',
  'INACTIVE',
  'MIGRATED',
  'REMOVED',
];

/** The user list's state in the URL: text, one role, one status. */
export interface UserListUrl {
  q?: string;
  role?: string;
  status?: string;
}

export function validateUserList(search: Record<string, unknown>): UserListUrl {
  const q = optionalString(search.q);
  const role = optionalString(search.role);
  const status = optionalString(search.status);
  return {
    ...(q ? { q } : {}),
    ...(role ? { role } : {}),
    ...(status && STATUS_VALUES.includes(status) ? { status } : {}),
  };
}

/** Two roles side by side. */
export interface RoleCompareUrl {
  a?: string;
  b?: string;
}

export function validateRoleCompare(search: Record<string, unknown>): RoleCompareUrl {
  const a = optionalString(search.a);
  const b = optionalString(search.b);
  return { ...(a ? { a } : {}), ...(b ? { b } : {}) };
}

/** A group's member picker: the text typed to find people. */
export function validateMemberSearch(search: Record<string, unknown>): { find?: string } {
  const find = optionalString(search.find);
  return find ? { find } : {};
}
