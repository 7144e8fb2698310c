import { listPage, oneOf, searchParams, text } from '../../lib/search-params';

// Plain lists, not the models': route validation is in the first download, so it stays tiny.
const STATUS_VALUES = ['ACTIVE', 'INVITED', 'DEACTIVATED', 'INACTIVE', 'MIGRATED', 'REMOVED'] as const;

/** The user list's state in the URL: text, one role, one status, the order, the page. */
export interface UserListUrl {
  q?: string;
  role?: string;
  status?: string;
  sort?: string;
  page?: number;
}

export const validateUserList = searchParams<UserListUrl>({
  q: text,
  role: text,
  status: oneOf(STATUS_VALUES),
  sort: text,
  page: listPage,
});

/** Two roles side by side. */
export interface RoleCompareUrl {
  a?: string;
  b?: string;
}

export const validateRoleCompare = searchParams<RoleCompareUrl>({ a: text, b: text });

/** A group's member picker: the text typed to find people. */
export const validateMemberSearch = searchParams<{ find?: string }>({ find: text });
