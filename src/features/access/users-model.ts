import type { components } from '../../api/schema.gen';
import type { UserListUrl } from './url';
import { loginMethodsOf } from '../../api/tolerant-records';

export type User = components['schemas']['User'];
export type UserStatus = components['schemas']['UserStatus'];
type UserPatch = components['schemas']['UserPatch'];

export const STATUS_LABELS: Record<UserStatus, string> = {
  ACTIVE: 'Active',
  INVITED: 'Invited',
  DEACTIVATED: 'Deactivated',
  INACTIVE: 'Inactive',
  MIGRATED: 'Migrated',
  REMOVED: 'Removed',
};

/** The login methods a user may be allowed, in the order shown. */
export const LOGIN_METHODS = [
  { key: 'password', label: 'Password' },
  { key: 'google', label: 'Google' },
  { key: 'saml', label: 'SAML single sign-on' },
] as const;

export const fullName = (user: Pick<User, 'first_name' | 'last_name'>) =>
  `${user.first_name} ${user.last_name}`.trim();

/** The list's filters: text over name and e-mail, one role, one status. */
export function filterUsers(users: User[], { q, role, status }: UserListUrl): User[] {
  const text = q?.trim().toLowerCase();
  return users
    .filter(
      (u) =>
        (!text || `${fullName(u)} ${u.email}`.toLowerCase().includes(text)) &&
        (!role || u.roles.includes(role)) &&
        (!status || (u.status ?? 'ACTIVE') === status),
    )
    .sort((a, b) => fullName(a).localeCompare(fullName(b)));
}

/** What the user form edits. */
export interface UserDraft {
  first_name: string;
  last_name: string;
  roles: string[];
  login_methods: Record<string, boolean>;
}

export function draftOf(user: User): UserDraft {
  const methods = loginMethodsOf(user.login_methods);
  return {
    first_name: user.first_name,
    last_name: user.last_name,
    roles: [...user.roles],
    login_methods: Object.fromEntries(
      LOGIN_METHODS.map((m) => [m.key, methods.get(m.key)?.enabled === true]),
    ),
  };
}

const sameSet = (a: string[], b: string[]) => a.length === b.length && a.every((x) => b.includes(x));

/** The PATCH body: only the fields that changed (null when nothing did). */
export function changedFields(user: User, draft: UserDraft): UserPatch | null {
  const before = draftOf(user);
  const patch: UserPatch = {};
  if (draft.first_name.trim() !== before.first_name) patch.first_name = draft.first_name.trim();
  if (draft.last_name.trim() !== before.last_name) patch.last_name = draft.last_name.trim();
  if (!sameSet(draft.roles, before.roles)) patch.roles = draft.roles;
  if (LOGIN_METHODS.some((m) => draft.login_methods[m.key] !== before.login_methods[m.key]))
    patch.login_methods = loginMethodsPatch(user, draft);
  return Object.keys(patch).length ? patch : null;
}

/**
 * The PATCH's `login_methods` (an object, whatever shape the answer had): every method the service
 * listed, under the name it spells, with the form's choices.
 */
function loginMethodsPatch(user: User, draft: UserDraft): Record<string, boolean> {
  const methods = loginMethodsOf(user.login_methods);
  const patch = Object.fromEntries([...methods.values()].map((m) => [m.name, m.enabled]));
  for (const m of LOGIN_METHODS)
    patch[methods.get(m.key)?.name ?? m.key] = draft.login_methods[m.key] === true;
  return patch;
}

/** Problems by field, before anything is sent. */
export function validateUserDraft(draft: UserDraft): Partial<Record<keyof UserDraft, string>> {
  const problems: Partial<Record<keyof UserDraft, string>> = {};
  if (!draft.first_name.trim()) problems.first_name = 'Give a first name.';
  if (!draft.last_name.trim()) problems.last_name = 'Give a last name.';
  if (draft.roles.length === 0) problems.roles = 'Choose at least one role.';
  if (!LOGIN_METHODS.some((m) => draft.login_methods[m.key]))
    problems.login_methods = 'Allow at least one way to sign in.';
  return problems;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface InviteDraft {
  email: string;
  first_name: string;
  last_name: string;
  roles: string[];
  /** Groups they join as soon as they are invited (the invite itself names none). */
  groups: string[];
}

export function validateInvite(draft: InviteDraft): Partial<Record<keyof InviteDraft, string>> {
  const problems: Partial<Record<keyof InviteDraft, string>> = {};
  if (!EMAIL.test(draft.email.trim())) problems.email = 'Give an e-mail address like name@example.com.';
  if (!draft.first_name.trim()) problems.first_name = 'Give a first name.';
  if (!draft.last_name.trim()) problems.last_name = 'Give a last name.';
  if (draft.roles.length === 0) problems.roles = 'Choose at least one role.';
  return problems;
}
