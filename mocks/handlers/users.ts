import type { components } from '../../src/api/schema.gen';
import { findRole, type Caller } from '../auth';
import { membershipOf, orgsOf, userIn } from '../db/memberships';
import type { Db } from '../db/store';
import type { Membership, StoredUser } from '../db/types';
import type { Implementations } from '../framework';
import { badRequest, notFound } from '../http-errors';
import { groupView } from './views';

type User = components['schemas']['User'];

/** The caller's organisation's people, each with their roles and status there. */
function usersOfOrg(db: Db, orgId: string): User[] {
  return db.state.users
    .filter((u) => membershipOf(db.state, u.id, orgId))
    .map((u) => userIn(db.state, u, orgId));
}

/** A person of the caller's organisation: who they are, and their place there (what changes). */
function findUser(db: Db, caller: Caller, userId: string): { user: StoredUser; membership: Membership } {
  const user = db.state.users.find((u) => u.id === userId);
  const membership = membershipOf(db.state, userId, caller.orgId);
  if (!user || !membership) throw notFound('User', userId);
  return { user, membership };
}

const viewOf = (db: Db, caller: Caller, userId: string): User => {
  const { user } = findUser(db, caller, userId);
  return userIn(db.state, user, caller.orgId);
};

/** Every role id must name a user role that exists in the caller's organisation. */
function checkRoles(db: Db, caller: Caller, roles: string[]): void {
  roles.forEach((roleId, i) => {
    const role = findRole(db.state, roleId, caller.orgId);
    if (!role) throw badRequest(`Invalid request: roles[${i}]: no role "${roleId}" exists.`);
    if (role.role_type !== 'USER')
      throw badRequest(`Invalid request: roles[${i}]: "${roleId}" is a role for API keys, not users.`);
  });
}

const isSelf = (caller: Caller, userId: string) => caller.userId === userId;
const PROFILE_FIELDS = new Set(['first_name', 'last_name']);

/** Deactivating or reactivating acts in the caller's organisation only. */
function setStatus(db: Db, caller: Caller, userId: string, status: User['status']): User {
  const { membership } = findUser(db, caller, userId);
  if (isSelf(caller, userId)) throw badRequest('You cannot change the status of your own user.');
  membership.status = status;
  return viewOf(db, caller, userId);
}

export const userHandlers: Implementations = {
  // A person reads and changes their own preferences; others' need users_read / users_write.
  getUserPreferences: {
    allowIf: ({ caller, params }) => isSelf(caller, params.userId),
    handle: ({ db, caller, params }) => {
      findUser(db, caller, params.userId);
      return { preferences: db.state.preferences[params.userId] ?? {} };
    },
  },
  updateUserPreferences: {
    allowIf: ({ caller, params }) => isSelf(caller, params.userId),
    handle: ({ db, caller, params, body }) => {
      findUser(db, caller, params.userId);
      // One flat property per call, merged over what is kept (the contract allows exactly one).
      const merged = { ...db.state.preferences[params.userId], ...body } as NonNullable<
        (typeof db.state.preferences)[string]
      >;
      db.state.preferences[params.userId] = merged;
      return { preferences: merged };
    },
  },
  listUsers: ({ db, caller }) => ({ users: usersOfOrg(db, caller.orgId) }),
  getUser: {
    allowIf: ({ caller, params }) => isSelf(caller, params.userId),
    handle: ({ db, caller, params }) => viewOf(db, caller, params.userId),
  },
  updateUser: {
    // A person may change their own name; roles and login methods need users_write.
    allowIf: ({ caller, params, body }) =>
      isSelf(caller, params.userId) && Object.keys(body as object).every((k) => PROFILE_FIELDS.has(k)),
    handle: ({ db, caller, params, body }) => {
      const { user, membership } = findUser(db, caller, params.userId);
      if (body.roles) checkRoles(db, caller, body.roles);
      if (body.first_name !== undefined) user.first_name = body.first_name;
      if (body.last_name !== undefined) user.last_name = body.last_name;
      // Roles are the caller's organisation's; elsewhere the person keeps theirs.
      if (body.roles !== undefined) membership.roles = body.roles;
      if (body.login_methods !== undefined) user.login_methods = body.login_methods;
      return viewOf(db, caller, params.userId);
    },
  },
  inviteUser: ({ db, caller, body }) => {
    checkRoles(db, caller, body.roles);
    const email = body.email.toLowerCase();
    const existing = db.state.users.find((u) => u.email.toLowerCase() === email);
    if (existing && membershipOf(db.state, existing.id, caller.orgId)) {
      throw badRequest(`Invalid request: email: ${body.email} is already a member of this organisation.`);
    }
    const invitation = {
      invited_at: Math.floor(db.now() / 1000),
      invited_by: caller.email ?? caller.displayName,
    };
    const user: StoredUser = existing ?? {
      id: crypto.randomUUID(),
      first_name: body.first_name,
      last_name: body.last_name,
      email: body.email,
      last_logins: {},
      login_methods: { password: true, google: false, saml: false },
      tags: {},
      ...invitation,
    };
    if (existing) Object.assign(existing, invitation);
    else db.state.users.push(user);
    // Invited here with the roles asked for, whatever the person holds in their other organisations.
    db.state.memberships[user.id] = {
      ...db.state.memberships[user.id],
      [caller.orgId]: { roles: body.roles, status: 'INVITED' },
    };
    db.state.currentOrg[user.id] ??= caller.orgId;
    return userIn(db.state, user, caller.orgId);
  },
  deleteUser: ({ db, caller, params }) => {
    findUser(db, caller, params.userId);
    if (isSelf(caller, params.userId)) throw badRequest('You cannot remove your own user.');
    const { [caller.orgId]: removed, ...elsewhere } = db.state.memberships[params.userId] ?? {};
    db.state.memberships[params.userId] = elsewhere;
    // Signed in here, the person moves to an organisation they are still in.
    if (db.state.currentOrg[params.userId] === caller.orgId && removed)
      db.state.currentOrg[params.userId] = orgsOf(db.state, params.userId)[0] ?? caller.orgId;
    const orgGroups = new Set(
      db.state.groups.filter((g) => g.org_id === caller.orgId).map((g) => g.group_id),
    );
    db.state.groupMembers = db.state.groupMembers.filter(
      (m) => !(m.member_id === params.userId && orgGroups.has(m.group_id ?? '')),
    );
  },
  deactivateUser: ({ db, caller, params }) => setStatus(db, caller, params.userId, 'DEACTIVATED'),
  reactivateUser: ({ db, caller, params }) => setStatus(db, caller, params.userId, 'ACTIVE'),
  resendInvite: ({ db, caller, params }) => {
    const { user, membership } = findUser(db, caller, params.userId);
    if (membership.status !== 'INVITED')
      throw badRequest(`${user.email} has already accepted the invitation.`);
    user.invited_at = Math.floor(db.now() / 1000);
    return { success: true, message: `Invitation sent again to ${user.email}.` };
  },
  listUserGroups: {
    allowIf: ({ caller, params }) => isSelf(caller, params.userId),
    handle: ({ db, caller, params }) => {
      findUser(db, caller, params.userId);
      const ids = new Set(
        db.state.groupMembers.filter((m) => m.member_id === params.userId).map((m) => m.group_id),
      );
      return {
        groups: db.state.groups
          .filter((g) => g.org_id === caller.orgId && ids.has(g.group_id))
          .map(groupView),
      };
    },
  },
};
