// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createDemoToken } from './auth';
import { DEMO_API_KEYS } from './db/seed';
import { call } from './test-client';
import { setupMockService } from './testing';

const { backend } = setupMockService();
const key = DEMO_API_KEYS.Admin;

describe('API keys', () => {
  it('are listed with the first 8 characters of their secret only; ReadOnly cannot create one', async () => {
    const refused = await call('POST', '/api-keys', {
      key: DEMO_API_KEYS.ReadOnly,
      body: { name: 'mine', roles: ['Admin'] },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.details).toContain('api_keys_write');
    const list = await call('GET', '/api-keys', { key });
    expect(list.status).toBe(200);
    const demo = list.body.api_keys.find((k: { name: string }) => k.name === 'Demo admin key');
    expect(demo.api_key).toBe(key.slice(0, 8));
    expect(JSON.stringify(list.body)).not.toContain(key);
  });

  it('show the whole secret once, which then signs in with the roles given, and a role change applies at the next request', async () => {
    const created = await call('POST', '/api-keys', {
      key,
      body: { name: 'CI pipeline', roles: ['ReadOnly'], ttl: 86_400 },
    });
    expect(created.status).toBe(201);
    const secret = created.body.api_key as string;
    expect(secret).toMatch(/^lk_[0-9a-f]{32}$/);
    expect(created.body.expires_at).toBeGreaterThan(Date.now() + 86_000_000);

    const listed = await call('GET', '/api-keys', { key });
    const stored = listed.body.api_keys.find((k: { id: string }) => k.id === created.body.id);
    expect(stored.api_key).toBe(secret.slice(0, 8));

    const identity = await call('GET', '/identity', { key: secret });
    expect(identity.body.roles).toEqual(['ReadOnly']);
    expect((await call('GET', '/dashboards', { key: secret })).status).toBe(200);
    expect((await call('POST', '/groups', { key: secret, body: { name: 'x' } })).status).toBe(403);

    const patched = await call('PATCH', `/api-keys/${created.body.id}`, {
      key,
      body: { name: 'CI pipeline (deploys)', roles: ['Standard'] },
    });
    expect(patched.status).toBe(200);
    expect((await call('GET', '/identity', { key: secret })).body.roles).toEqual(['Standard']);

    expect((await call('DELETE', `/api-keys/${created.body.id}`, { key })).status).toBe(204);
    expect((await call('GET', '/identity', { key: secret })).status).toBe(401);
  });

  it('refuse roles made for users, unknown roles, blank and duplicate names', async () => {
    const billing = backend.db.state.roles.find((r) => r.display_name === 'Billing manager')?.role_id;
    const bad = async (body: unknown) =>
      (await call('POST', '/api-keys', { key, body })).body.details as string;
    expect(await bad({ name: 'k', roles: [billing] })).toContain(
      'roles[0]: "Billing manager" is a role for users',
    );
    expect(await bad({ name: 'k', roles: ['Nope'] })).toContain('roles[0]: no role "Nope"');
    expect(await bad({ name: '  ', roles: ['ReadOnly'] })).toContain('name: must not be blank');
    expect(await bad({ name: 'Demo admin key', roles: ['ReadOnly'] })).toContain('exists already');
  });
});

describe('custom roles', () => {
  it('are created, changed and take effect at once for the users who hold them', async () => {
    const created = await call('POST', '/roles', {
      key,
      body: { role_type: 'USER', display_name: 'Auditor', permissions: ['users_read', 'groups_read'] },
    });
    expect(created.status).toBe(201);
    const roleId = created.body.role_id as string;
    const user = backend.db.state.users[5];
    if (!user) throw new Error('no user');
    expect((await call('PATCH', `/users/${user.id}`, { key, body: { roles: [roleId] } })).status).toBe(200);
    const token = createDemoToken(user.id);
    expect((await call('GET', '/groups', { token })).status).toBe(200);
    expect((await call('GET', '/dashboards', { token })).status).toBe(403);

    const updated = await call('PUT', `/roles/${roleId}`, {
      key,
      body: { role_type: 'USER', display_name: 'Auditor', permissions: ['users_read', 'dashboards_read'] },
    });
    expect(updated.status).toBe(200);
    expect((await call('GET', '/dashboards', { token })).status).toBe(200);
    expect((await call('GET', '/groups', { token })).status).toBe(403);

    const retype = await call('PUT', `/roles/${roleId}`, {
      key,
      body: { role_type: 'API', display_name: 'Auditor', permissions: [] },
    });
    expect(retype.body.details).toContain('held by users');
  });

  it('cannot grant restricted permissions, reuse a name, or change a built-in role', async () => {
    const write = (method: string, path: string, body: unknown) => call(method, path, { key, body });
    const restricted = await write('POST', '/roles', {
      role_type: 'USER',
      display_name: 'Budget',
      permissions: ['limits_delete'],
    });
    expect(restricted.body.details).toContain('limits_delete is restricted');
    const duplicate = await write('POST', '/roles', {
      role_type: 'USER',
      display_name: 'standard',
      permissions: [],
    });
    expect(duplicate.body.details).toContain('exists already');
    const builtIn = await write('PUT', '/roles/Admin', {
      role_type: 'USER',
      display_name: 'Admin',
      permissions: [],
    });
    expect(builtIn.status).toBe(400);
    expect(builtIn.body.details).toContain('built-in');
  });
});
