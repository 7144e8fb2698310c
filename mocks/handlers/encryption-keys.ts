import type { components } from '../../src/api/schema.gen';
import type { Caller } from '../auth';
import type { Db } from '../db/store';
import type { StoredEncryptionKey } from '../db/types';
import type { Implementations } from '../framework';
import { badRequest, forbidden, HttpError, notFound } from '../http-errors';
import { datasetsOf } from './datasets';

type Key = components['schemas']['EncryptionKey'];

function findKey(db: Db, caller: Caller, id: string): StoredEncryptionKey {
  const found = db.state.encryptionKeys.find((k) => k.id === id && k.org_id === caller.orgId);
  if (!found) throw notFound('Encryption key', id);
  return found;
}

/**
 * A key as read, with the datasets whose stored data it encrypts: those that held data while it was
 * the active key (made before it was disabled). A key never active encrypts nothing.
 */
function view(db: Db, caller: Caller, key: StoredEncryptionKey): Key {
  const until = key.disabled_at ?? Number.POSITIVE_INFINITY;
  const log_ids =
    key.activated_at === undefined
      ? []
      : datasetsOf(db, caller)
          .filter((d) => (d.metadata.created_at ?? 0) < until)
          .map((d) => d.id);
  return { ...key, log_ids };
}

export const encryptionKeyHandlers: Implementations = {
  listEncryptionKeys: ({ db, caller, query }) => {
    const provider = query.get('provider');
    const limit = Number(query.get('limit') ?? 50);
    return {
      keys: db.state.encryptionKeys
        .filter((k) => k.org_id === caller.orgId && (!provider || k.provider === provider))
        .sort((a, b) => b.created_at - a.created_at)
        .slice(0, limit)
        .map((k) => view(db, caller, k)),
    };
  },
  getEncryptionKey: ({ db, caller, params }) => view(db, caller, findKey(db, caller, params.keyId)),
  createEncryptionKey: ({ db, caller, body }) => {
    const arn = body.aws_kms.alias_arn;
    if (db.state.encryptionKeys.some((k) => k.org_id === caller.orgId && k.aws_kms?.alias_arn === arn))
      throw new HttpError(409, `An encryption key with the alias ${arn} exists already.`);
    const region = body.aws_kms.region ?? arn.split(':')[3];
    const made: StoredEncryptionKey = {
      id: crypto.randomUUID(),
      org_id: caller.orgId,
      name: body.name,
      provider: body.provider,
      status: 'CREATED',
      aws_kms: { alias_arn: arn, ...(region ? { region } : {}) },
      created_at: db.now(),
    };
    db.state.encryptionKeys.push(made);
    return view(db, caller, made);
  },
  /** A rename, or the rotation: the key becomes the active one, and the one active before is disabled. */
  updateEncryptionKey: ({ db, caller, params, body }) => {
    const key = findKey(db, caller, params.keyId);
    if (body.status === 'ACTIVE' && key.status !== 'CREATED' && key.status !== 'ACTIVE')
      throw badRequest(
        `Invalid request: status: only a CREATED key becomes ACTIVE; this one is ${key.status}.`,
      );
    const now = db.now();
    const activating = body.status === 'ACTIVE' && key.status === 'CREATED';
    db.state.encryptionKeys = db.state.encryptionKeys.map((k) => {
      if (k.id === key.id)
        return {
          ...k,
          ...(body.name ? { name: body.name } : {}),
          ...(activating ? { status: 'ACTIVE', activated_at: now } : {}),
        };
      if (activating && k.org_id === caller.orgId && k.status === 'ACTIVE')
        return { ...k, status: 'DISABLED', disabled_at: now };
      return k;
    });
    return view(db, caller, findKey(db, caller, key.id));
  },
  deleteEncryptionKey: ({ db, caller, params }) => {
    const key = findKey(db, caller, params.keyId);
    if (key.status !== 'CREATED')
      throw forbidden(`Only a key never used (CREATED) can be deleted; this one is ${key.status}.`);
    db.state.encryptionKeys = db.state.encryptionKeys.filter((k) => k.id !== key.id);
  },
};
