import type { components } from '../../src/api/schema.gen';
import { findRole, type Caller } from '../auth';
import { hashSecret } from '../db/prng';
import type { Db } from '../db/store';
import type { StoredApiKey } from '../db/types';
import type { Implementations } from '../framework';
import { badRequest, notFound } from '../http-errors';
import { changedMetadata, createdMetadata } from '../metadata';

type ApiKey = components['schemas']['ApiKey'];

/** A key as the contract shows it: the first 8 characters of its secret, never the rest. */
function apiKeyView(key: StoredApiKey): ApiKey {
  return {
    id: key.id,
    name: key.name,
    api_key: key.prefix,
    roles: key.roles,
    tags: key.tags,
    ...(key.expires_at !== undefined ? { expires_at: key.expires_at } : {}),
    metadata: key.metadata,
  };
}

function findKey(db: Db, caller: Caller, id: string): StoredApiKey {
  const key = db.state.apiKeys.find((k) => k.id === id && k.org_id === caller.orgId);
  if (!key) throw notFound('API key', id);
  return key;
}

/** A key may hold built-in roles and custom roles made for API keys, of its organisation. */
function checkRoles(db: Db, caller: Caller, roles: string[]): void {
  roles.forEach((roleId, i) => {
    const role = findRole(db.state, roleId, caller.orgId);
    if (!role) throw badRequest(`Invalid request: roles[${i}]: no role "${roleId}" exists.`);
    if (!role.is_system_role && role.role_type !== 'API')
      throw badRequest(
        `Invalid request: roles[${i}]: "${role.display_name}" is a role for users, not API keys.`,
      );
  });
}

function checkName(db: Db, caller: Caller, name: string, exceptId?: string): void {
  if (!name.trim()) throw badRequest('Invalid request: name: must not be blank.');
  const taken = db.state.apiKeys.some(
    (k) =>
      k.org_id === caller.orgId && k.id !== exceptId && k.name.toLowerCase() === name.trim().toLowerCase(),
  );
  if (taken) throw badRequest(`Invalid request: name: an API key called "${name}" exists already.`);
}

/** A new secret: "lk_" and 32 hex digits. Kept only as a hash; the response of create is its one showing. */
function newSecret(): string {
  return 'lk_' + crypto.randomUUID().replace(/-/g, '');
}

export const apiKeyHandlers: Implementations = {
  listApiKeys: ({ db, caller }) => ({
    api_keys: db.state.apiKeys.filter((k) => k.org_id === caller.orgId).map(apiKeyView),
  }),
  createApiKey: ({ db, caller, body }) => {
    checkName(db, caller, body.name);
    checkRoles(db, caller, body.roles);
    const secret = newSecret();
    const now = db.now();
    const key: StoredApiKey = {
      id: crypto.randomUUID(),
      name: body.name.trim(),
      prefix: secret.slice(0, 8),
      secret_hash: hashSecret(secret),
      roles: [...new Set(body.roles)],
      org_id: caller.orgId,
      ...(body.ttl ? { expires_at: now + body.ttl * 1000 } : {}),
      tags: {},
      metadata: createdMetadata(caller, now),
    };
    db.state.apiKeys.push(key);
    return { ...apiKeyView(key), api_key: secret };
  },
  updateApiKey: ({ db, caller, params, body }) => {
    const key = findKey(db, caller, params.apiKeyId);
    if (body.name !== undefined) checkName(db, caller, body.name, key.id);
    if (body.roles !== undefined) checkRoles(db, caller, body.roles);
    // Takes effect at the key's next request: the caller is resolved from the stored roles every time.
    if (body.name !== undefined) key.name = body.name.trim();
    if (body.roles !== undefined) key.roles = [...new Set(body.roles)];
    key.metadata = changedMetadata(key.metadata, caller, db.now());
  },
  deleteApiKey: ({ db, caller, params }) => {
    const key = findKey(db, caller, params.apiKeyId);
    if (caller.identity.type === 'API_KEY_ID' && caller.identity.id === key.id)
      throw badRequest('An API key cannot revoke itself; sign in with another key or as a user.');
    db.state.apiKeys = db.state.apiKeys.filter((k) => k !== key);
  },
};
