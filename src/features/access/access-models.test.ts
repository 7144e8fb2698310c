import { describe, expect, it } from 'vitest';
import { expiryOf, sortKeys, validateKeyDraft, type ApiKey } from './api-keys-model';
import type { Permission, Role } from './model';
import { compareRoles, holdersOf, mergeIds, roleChange, rolesFor } from './role-change';
import { validateRoleCompare, validateUserList } from './url';
import {
  changedFields,
  draftOf,
  filterUsers,
  validateInvite,
  validateUserDraft,
  type User,
} from './users-model';

const DAY = 86_400_000;
const user = (over: Partial<User> = {}): User => ({
  id: 'u1',
  first_name: 'Barbara',
  last_name: 'Liskov',
  email: 'barbara.liskov@acme.example',
  roles: ['ReadOnly'],
  status: 'ACTIVE',
  login_methods: { password: true, google: false, saml: false },
  ...over,
});
const permission = (name: string, sensitive = false): Permission => ({ name, type: 'read', sensitive });
const role = (role_id: string, names: string[], over: Partial<Role> = {}): Role => ({
  role_id,
  role_type: 'USER',
  display_name: role_id,
  is_system_role: false,
  permissions: names.map((n) => permission(n)),
  ...over,
});

describe('users', () => {
  it('a PATCH carries only what changed', () => {
    const original = user();
    expect(changedFields(original, draftOf(original))).toBeNull();
    expect(changedFields(original, { ...draftOf(original), first_name: ' Barbara J. ' })).toEqual({
      first_name: 'Barbara J.',
    });
    expect(changedFields(original, { ...draftOf(original), roles: ['Standard'] })).toEqual({
      roles: ['Standard'],
    });
    const methods = { ...draftOf(original).login_methods, saml: true };
    expect(changedFields(original, { ...draftOf(original), login_methods: methods })).toEqual({
      login_methods: { password: true, google: false, saml: true },
    });
    // The same roles in another order are no change.
    const two = user({ roles: ['A', 'B'] });
    expect(changedFields(two, { ...draftOf(two), roles: ['B', 'A'] })).toBeNull();
  });

  it('are filtered by text over name and e-mail, role and status, sorted by name', () => {
    const users = [
      user(),
      user({
        id: 'u2',
        first_name: 'Alan',
        last_name: 'Turing',
        email: 'alan@acme.example',
        status: 'INVITED',
      }),
      user({ id: 'u3', first_name: 'Ada', last_name: 'Lovelace', email: 'ada@x.example', roles: ['Admin'] }),
    ];
    expect(filterUsers(users, {}).map((u) => u.first_name)).toEqual(['Ada', 'Alan', 'Barbara']);
    expect(filterUsers(users, { q: 'ACME' }).map((u) => u.id)).toEqual(['u2', 'u1']);
    expect(filterUsers(users, { role: 'Admin' }).map((u) => u.id)).toEqual(['u3']);
    expect(filterUsers(users, { status: 'INVITED' }).map((u) => u.id)).toEqual(['u2']);
  });

  it('are checked before sending', () => {
    expect(validateUserDraft({ ...draftOf(user()), first_name: ' ', roles: [] })).toEqual({
      first_name: 'Give a first name.',
      roles: 'Choose at least one role.',
    });
    expect(validateUserDraft({ ...draftOf(user()), login_methods: { password: false } }).login_methods).toBe(
      'Allow at least one way to sign in.',
    );
    expect(
      validateInvite({
        email: 'not-an-address',
        first_name: 'A',
        last_name: 'B',
        roles: ['ReadOnly'],
        groups: [],
      }),
    ).toEqual({ email: 'Give an e-mail address like name@example.com.' });
  });

  it('read the URL defensively', () => {
    expect(validateUserList({ q: 'ada', role: 'Admin', status: 'NOPE', extra: 1 })).toEqual({
      q: 'ada',
      role: 'Admin',
    });
    expect(validateRoleCompare({ a: 'Admin', b: { id: 3 } })).toEqual({ a: 'Admin' });
  });
});

describe('API keys', () => {
  const now = Date.UTC(2026, 10, 21);
  const key = (name: string, expires_at?: number): ApiKey => ({
    id: name,
    name,
    api_key: 'lk_12345',
    roles: ['ReadOnly'],
    ...(expires_at !== undefined ? { expires_at } : {}),
  });

  it('stand out when they expire within 7 days, and sort soonest first', () => {
    expect(expiryOf(key('a'), now)).toBe('never');
    expect(expiryOf(key('b', now - 1), now)).toBe('expired');
    expect(expiryOf(key('c', now + 7 * DAY), now)).toBe('soon');
    expect(expiryOf(key('d', now + 7 * DAY + 1), now)).toBe('later');
    const sorted = sortKeys([key('never'), key('later', now + 30 * DAY), key('soon', now + DAY)]);
    expect(sorted.map((k) => k.name)).toEqual(['soon', 'later', 'never']);
  });

  it('need a unique name and a role', () => {
    expect(validateKeyDraft({ name: ' ', roles: [] }, [])).toEqual({
      name: 'Give the key a name that says what uses it.',
      roles: 'Choose at least one role.',
    });
    expect(validateKeyDraft({ name: 'ci', roles: ['ReadOnly'] }, ['CI']).name).toBe(
      'A key called "ci" exists already.',
    );
  });
});

describe('roles', () => {
  const catalogue = [permission('users_read'), permission('users_write', true), permission('search_read')];

  it('a change lists what is granted and removed, sensitive ones apart', () => {
    const change = roleChange(['users_read', 'search_read'], ['users_read', 'users_write'], catalogue);
    expect(change.granted.map((p) => p.name)).toEqual(['users_write']);
    expect(change.sensitiveGranted.map((p) => p.name)).toEqual(['users_write']);
    expect(change.removed.map((p) => p.name)).toEqual(['search_read']);
    expect(change.sensitiveRemoved).toEqual([]);
  });

  it('knows who holds a role, compares two, and which roles users and keys may hold', () => {
    const holders = holdersOf(
      'R',
      [user({ roles: ['R'] }), user({ id: 'u2' })],
      [{ id: 'k', name: 'k', api_key: 'x', roles: ['R'] }],
    );
    expect(holders.users.map((u) => u.id)).toEqual(['u1']);
    expect(holders.keys.map((k) => k.id)).toEqual(['k']);

    const rows = compareRoles(
      role('A', ['users_read', 'users_write']),
      role('B', ['users_read', 'search_read']),
      catalogue,
    );
    expect(rows.map((r) => [r.permission.name, r.a, r.b])).toEqual([
      ['users_read', true, true],
      ['users_write', true, false],
      ['search_read', false, true],
    ]);

    const roles = [
      role('Admin', [], { is_system_role: true }),
      role('Billing', [], { role_type: 'USER' }),
      role('Integration', [], { role_type: 'API' }),
    ];
    expect(rolesFor('USER', roles).map((r) => r.role_id)).toEqual(['Admin', 'Billing']);
    expect(rolesFor('API', roles).map((r) => r.role_id)).toEqual(['Admin', 'Integration']);
  });
});

describe('roles changed by two admins at once', () => {
  it('keeps a role the other added, and what this form added and removed', () => {
    expect(mergeIds(['ReadOnly'], ['ReadOnly', 'billing'], ['Standard'])).toEqual(['billing', 'Standard']);
    expect(mergeIds(['Admin', 'billing'], ['Admin'], ['Admin', 'billing', 'Standard'])).toEqual([
      'Admin',
      'Standard',
    ]);
    expect(mergeIds(['Admin'], ['Admin'], ['Admin'])).toEqual(['Admin']);
  });
});
