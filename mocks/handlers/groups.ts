import type { Caller } from '../auth';
import type { Db } from '../db/store';
import { membershipOf } from '../db/memberships';
import type { Implementations } from '../framework';
import { badRequest, notFound } from '../http-errors';
import { groupView } from './views';

function findGroup(db: Db, caller: Caller, groupId: string) {
  const group = db.state.groups.find((g) => g.group_id === groupId && g.org_id === caller.orgId);
  if (!group) throw notFound('Group', groupId);
  return group;
}

function checkUniqueName(db: Db, caller: Caller, name: string, exceptId?: string): void {
  const taken = db.state.groups.some(
    (g) =>
      g.org_id === caller.orgId && g.group_id !== exceptId && g.name.toLowerCase() === name.toLowerCase(),
  );
  if (taken) throw badRequest(`Invalid request: name: a group called "${name}" exists already.`);
}

export const groupHandlers: Implementations = {
  listGroups: ({ db, caller }) => ({
    groups: db.state.groups.filter((g) => g.org_id === caller.orgId).map(groupView),
  }),
  createGroup: ({ db, caller, body }) => {
    checkUniqueName(db, caller, body.name);
    const now = db.now();
    const group = {
      group_id: crypto.randomUUID(),
      org_id: caller.orgId,
      name: body.name,
      description: body.description ?? '',
      created_at: now,
      modified_at: now,
    };
    db.state.groups.push(group);
    return groupView(group);
  },
  getGroup: ({ db, caller, params }) => groupView(findGroup(db, caller, params.groupId)),
  updateGroup: ({ db, caller, params, body }) => {
    const group = findGroup(db, caller, params.groupId);
    if (body.name !== undefined) checkUniqueName(db, caller, body.name, group.group_id);
    Object.assign(group, body, { modified_at: db.now() });
    return groupView(group);
  },
  deleteGroup: ({ db, caller, params }) => {
    findGroup(db, caller, params.groupId);
    db.state.groups = db.state.groups.filter((g) => g.group_id !== params.groupId);
    db.state.groupMembers = db.state.groupMembers.filter((m) => m.group_id !== params.groupId);
  },
  listGroupMembers: ({ db, caller, params }) => {
    findGroup(db, caller, params.groupId);
    return { members: db.state.groupMembers.filter((m) => m.group_id === params.groupId) };
  },
  addGroupMembers: ({ db, caller, params, body }) => {
    const group = findGroup(db, caller, params.groupId);
    body.members.forEach((m, i) => {
      if (!membershipOf(db.state, m.member_id, caller.orgId)) {
        throw badRequest(
          `Invalid request: members[${i}].member_id: no user ${m.member_id} in this organisation.`,
        );
      }
    });
    const now = db.now();
    for (const m of body.members) {
      if (!db.state.groupMembers.some((x) => x.group_id === group.group_id && x.member_id === m.member_id)) {
        db.state.groupMembers.push({
          group_id: group.group_id,
          member_id: m.member_id,
          member_type: m.member_type ?? 'USER',
          modified_at: now,
        });
      }
    }
    group.modified_at = now;
  },
  removeGroupMembers: ({ db, caller, params, body }) => {
    const group = findGroup(db, caller, params.groupId);
    const ids = new Set(body.members.map((m) => m.member_id));
    db.state.groupMembers = db.state.groupMembers.filter(
      (m) => !(m.group_id === group.group_id && ids.has(m.member_id)),
    );
    group.modified_at = db.now();
  },
};
