import type { components } from '../../src/api/schema.gen';
import type { Caller } from '../auth';
import type { Db } from '../db/store';
import type { StoredLimit } from '../db/types';
import type { Implementations } from '../framework';
import { badRequest, forbidden, notFound } from '../http-errors';
import { changedMetadata } from '../metadata';

type LimitWrite = components['schemas']['LimitWrite'];

function findLimit(db: Db, caller: Caller, id: string): StoredLimit {
  const limit = db.state.limits.find((l) => l.id === id && l.org_id === caller.orgId);
  if (!limit) throw notFound('Limit', id);
  return limit;
}

const scopeKey = (limit: Pick<StoredLimit, 'category' | 'target' | 'scope'>) =>
  `${limit.category}/${limit.target}/${limit.scope.organisation?.id ?? ''}/${limit.scope.tag?.team ?? ''}`;

/** The rules a limit must follow beyond its schema: a scope that fits its target, one limit per scope. */
function checkLimit(db: Db, caller: Caller, body: LimitWrite, replacing?: string): void {
  if (!Number.isInteger(body.value)) throw badRequest('Invalid request: value: a number of bytes, whole.');
  if (body.value < 1 || body.value > Number.MAX_SAFE_INTEGER)
    throw badRequest(`Invalid request: value: between 1 and ${Number.MAX_SAFE_INTEGER} bytes.`);
  if (body.target === 'ORGANISATION') {
    if (body.scope.tag) throw badRequest('Invalid request: scope.tag: an organisation limit has no team.');
    if (body.scope.organisation?.id !== caller.orgId)
      throw badRequest(
        `Invalid request: scope.organisation.id: must be this organisation (${caller.orgId}).`,
      );
  } else {
    if (body.scope.organisation)
      throw badRequest('Invalid request: scope.organisation: a team limit is scoped by its team tag.');
    if (!body.scope.tag?.team?.trim()) throw badRequest('Invalid request: scope.tag.team: name the team.');
  }
  const key = scopeKey(body);
  const twin = db.state.limits.find(
    (l) => l.org_id === caller.orgId && l.id !== replacing && scopeKey(l) === key,
  );
  if (twin) {
    const whom = body.target === 'TEAM' ? `the team ${body.scope.tag?.team}` : 'the organisation';
    throw badRequest(
      `Invalid request: scope: ${whom} has a limit of this category already (${twin.id}); change that one.`,
    );
  }
}

function refuseSystem(limit: StoredLimit, what: string): void {
  if (limit.type === 'SYSTEM')
    throw forbidden(`The limit ${limit.id} comes with the contract (SYSTEM); it cannot be ${what}.`);
}

export const limitHandlers: Implementations = {
  listLimits: ({ db, caller }) => ({ limits: db.state.limits.filter((l) => l.org_id === caller.orgId) }),
  getLimit: ({ db, caller, params }) => findLimit(db, caller, params.limitId),
  createLimit: ({ db, caller, body }) => {
    checkLimit(db, caller, body);
    const limit: StoredLimit = {
      ...body,
      id: crypto.randomUUID(),
      org_id: caller.orgId,
      type: 'USER_DEFINED',
      metadata: { created_at: db.now(), created_by: caller.identity },
    };
    db.state.limits.push(limit);
    return limit;
  },
  updateLimit: ({ db, caller, params, body }) => {
    const limit = findLimit(db, caller, params.limitId);
    refuseSystem(limit, 'changed');
    checkLimit(db, caller, body, limit.id);
    const { description: _old, ...kept } = limit;
    const replaced: StoredLimit = {
      ...kept,
      ...body,
      metadata: changedMetadata(limit.metadata, caller, db.now()),
    };
    db.state.limits = db.state.limits.map((l) => (l.id === limit.id ? replaced : l));
    return replaced;
  },
  deleteLimit: ({ db, caller, params }) => {
    refuseSystem(findLimit(db, caller, params.limitId), 'deleted');
    db.state.limits = db.state.limits.filter((l) => l.id !== params.limitId);
  },
};
