import type { components } from '../../src/api/schema.gen';
import { findRole, type Caller } from '../auth';
import type { Db } from '../db/store';
import type { Implementations } from '../framework';
import { badRequest, notFound } from '../http-errors';
import { groupView } from './views';

type User = components['schemas']['User'];

function usersOfOrg(db: Db, orgId: string): User[] {
  return db.state.users.filter((u) => db.state.userOrgs[u.id]?.includes(orgId));
}

function findUser(db: Db, caller: Caller, userId: string): User {
  const user = usersOfOrg(db, caller.orgId).find((u) => u.id === userId);
  if (!user) throw notFound('User', userId);
  return user;
}

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

function setStatus(db: Db, caller: Caller, userId: string, status: User['status']): User {
  const user = findUser(db, caller, userId);
  if (isSelf(caller, userId)) throw badRequest('You cannot change the status of your own user.');
  user.status = status;
  return user;
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
    handle: ({ db, caller, params }) => findUser(db, caller, params.userId),
  },
  updateUser: {
    // A person may change their own name; roles and login methods need users_write.
    allowIf: ({ caller, params, body }) =>
      isSelf(caller, params.userId) && Object.keys(body as object).every((k) => PROFILE_FIELDS.has(k)),
    handle: ({ db, caller, params, body }) => {
      const user = findUser(db, caller, params.userId);
      if (body.roles) checkRoles(db, caller, body.roles);
      if (body.first_name !== undefined) user.first_name = body.first_name;
      if (body.last_name !== undefined) user.last_name = body.last_name;
      if (body.roles !== undefined) user.roles = body.roles;
      if (body.login_methods !== undefined) user.login_methods = body.login_methods;
      return user;
    },
  },
  inviteUser: ({ db, caller, body }) => {
    checkRoles(db, caller, body.roles);
    const email = body.email.toLowerCase();
    const existing = db.state.users.find((u) => u.email.toLowerCase() === email);
    if (existing && db.state.userOrgs[existing.id]?.includes(caller.orgId)) {
      throw badRequest(`Invalid request: email: ${body.email} is already a member of this organisation.`);
    }
    const user: User = existing ?? {
      id: crypto.randomUUID(),
      first_name: body.first_name,
      last_name: body.last_name,
      email: body.email,
      roles: body.roles,
      last_logins: {},
      login_methods: { password: true, google: false, saml: false },
      tags: {},
      status: 'INVITED',
      invited_at: Math.floor(db.now() / 1000),
      invited_by: caller.email ?? caller.displayName,
    };
    if (!existing) db.state.users.push(user);
    db.state.userOrgs[user.id] = [...(db.state.userOrgs[user.id] ?? []), caller.orgId];
    db.state.currentOrg[user.id] ??= caller.orgId;
    return user;
  },
  deleteUser: ({ db, caller, params }) => {
    findUser(db, caller, params.userId);
    if (isSelf(caller, params.userId)) throw badRequest('You cannot remove your own user.');
    db.state.userOrgs[params.userId] = (db.state.userOrgs[params.userId] ?? []).filter(
      (id) => id !== caller.orgId,
    );
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
    const user = findUser(db, caller, params.userId);
    if (user.status !== 'INVITED') throw badRequest(`${user.email} has already accepted the invitation.`);
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
