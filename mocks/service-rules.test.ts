// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createDemoToken } from './auth';
import { DEMO_API_KEYS } from './db/seed';
import { FAILED_CREDENTIALS } from './rate-limit';
import { handleRequest } from './framework';
import { call } from './test-client';
import { setupMockService } from './testing';
import { currentMembership } from './db/memberships';

const { backend, server, baseUrl } = setupMockService();
const ADMIN = DEMO_API_KEYS.Admin;
const STANDARD = DEMO_API_KEYS.Standard;
const READONLY = DEMO_API_KEYS.ReadOnly;
const users = () => backend.db.state.users;
/** A person's place in the organisation they are signed in to. */
const here = (userId: string) => currentMembership(backend.db.state, userId);
const tokenOf = (index: number) => createDemoToken(users()[index]?.id as string);

describe('credentials', () => {
  it('refuses a request without credentials with 401 and the standard body', async () => {
    const res = await call('GET', '/roles/Admin');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({
      code: 401,
      type: 'Unauthorized',
      correlation_id: expect.any(String),
      details: expect.stringContaining('Missing credentials'),
    });
  });

  it('refuses unknown keys and forged tokens', async () => {
    expect((await call('GET', '/roles', { key: 'nope' })).status).toBe(401);
    expect((await call('GET', '/roles', { token: 'a.b.c' })).status).toBe(401);
    const forged = tokenOf(0).replace(/\.[^.]+$/, '.0000000000000000');
    expect((await call('GET', '/roles', { token: forged })).status).toBe(401);
  });

  it('limits guessing per source: its guesses share one window, and a valid key keeps working', async () => {
    backend.rateLimiter.reset();
    for (let i = 0; i < FAILED_CREDENTIALS; i++)
      expect((await call('GET', '/logs', { key: `guess-${i}-${i}` })).status).toBe(401);
    const limited = await call('GET', '/logs', { key: 'guess-one-more' });
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({
      code: 429,
      details: expect.stringContaining('refused credentials'),
    });
    expect((await call('GET', '/logs', { token: 'a.b.c' })).status).toBe(429);
    expect((await call('GET', '/logs', { key: READONLY })).status).toBe(200);
    // No credential at all is no guess: still 401.
    expect((await call('GET', '/logs')).status).toBe(401);
    backend.rateLimiter.reset();
  });

  it("one guesser holds only their own source, and a key's prefix against guesses from everywhere", async () => {
    backend.rateLimiter.reset();
    const from = (source: string, key: string) =>
      handleRequest(
        backend,
        new Request(`${baseUrl}/logs`, { headers: { 'X-BRONTO-API-KEY': key } }),
        '/logs',
        source,
      );
    for (let i = 0; i <= FAILED_CREDENTIALS; i++) await from('203.0.113.9', `attack-${i}`);
    expect((await from('203.0.113.9', 'attack-last')).status).toBe(429);
    // Someone else's mistyped key, from their own address: refused as mistyped, not held.
    expect((await from('198.51.100.7', 'demo-adm1n-key')).status).toBe(401);
    // One key guessed from many addresses: its prefix's window fills.
    for (let i = 0; i < FAILED_CREDENTIALS; i++)
      expect((await from(`192.0.2.${i}`, `targeted-${i}`)).status).toBe(401);
    expect((await from('192.0.2.200', 'targeted-x')).status).toBe(429);
    expect((await from('192.0.2.201', DEMO_API_KEYS.Standard)).status).toBe(200);
    backend.rateLimiter.reset();
  });

  it("answers a person's organisations only within one of them", async () => {
    const { memberships } = backend.db.state;
    const admin = await call('GET', '/identity', { key: ADMIN });
    const orgId = (admin.body as { org_id: string }).org_id;
    const member = users().find((u) => memberships[u.id]?.[orgId]);
    // Someone of another organisation only.
    const elsewhere = backend.db.state.organisations.find((o) => o.id !== orgId)?.id as string;
    const [someone] = users();
    if (!someone) throw new Error('the seed has users');
    const outsider = { ...someone, id: 'outsider-1' };
    users().push(outsider);
    memberships[outsider.id] = { [elsewhere]: { roles: ['Admin'], status: 'ACTIVE' } };
    expect((await call('GET', `/users/${member?.id}/access`, { key: ADMIN })).status).toBe(200);
    const refused = await call('GET', `/users/${outsider.id}/access`, { key: ADMIN });
    expect(refused.status).toBe(404);
    expect(JSON.stringify(refused.body)).not.toContain(elsewhere);

    // Someone of both: this organisation's key reads this organisation of theirs, not the other's record.
    const both = { ...someone, id: 'both-1' };
    users().push(both);
    memberships[both.id] = {
      [orgId]: { roles: ['Standard'], status: 'ACTIVE' },
      [elsewhere]: { roles: ['Admin'], status: 'ACTIVE' },
    };
    const theirs = await call('GET', `/users/${both.id}/access`, { key: ADMIN });
    expect(theirs.status).toBe(200);
    expect((theirs.body.organisations as { id: string }[]).map((o) => o.id)).toEqual([orgId]);
    backend.db.reset();
  });

  it("resolves an API key and a bearer JWT to an identity with the role's permissions", async () => {
    const key = await call('GET', '/identity', { key: READONLY });
    expect(key.body).toMatchObject({ identity: { type: 'API_KEY_ID' }, roles: ['ReadOnly'] });
    expect(key.body.permissions).toContain('users_read');
    expect(key.body.permissions).not.toContain('users_write');
    const user = await call('GET', '/identity', { token: tokenOf(0) });
    expect(user.body).toMatchObject({
      identity: { type: 'USER_ID', id: users()[0]?.id },
      display_name: 'Ada Lovelace',
      roles: ['Admin'],
    });
  });

  it('gives every error its own correlation id', async () => {
    const ids = await Promise.all(
      [1, 2, 3].map(() => call('GET', '/roles').then((r) => r.body.correlation_id)),
    );
    expect(new Set(ids).size).toBe(3);
  });

  it('refuses a deactivated user', async () => {
    const deactivated = users().findIndex((u) => here(u.id)?.status === 'DEACTIVATED');
    expect((await call('GET', '/identity', { token: tokenOf(deactivated) })).status).toBe(401);
  });
});

describe('roles decide what a request may do', () => {
  it('lets every built-in role read roles outside sensitive areas', async () => {
    for (const key of [ADMIN, STANDARD, READONLY])
      expect((await call('GET', '/roles/Admin', { key })).status).toBe(200);
  });

  it('lets Standard write outside sensitive areas but not manage access', async () => {
    const res = await call('POST', '/users', {
      key: STANDARD,
      body: { first_name: 'A', last_name: 'B', email: 'a@b.example', roles: ['ReadOnly'] },
    });
    expect(res.status).toBe(403);
    expect(res.body.details).toContain('users_write');
  });

  it('keeps ReadOnly to reading', async () => {
    const target = users()[5]?.id as string;
    expect((await call('GET', `/users/${target}`, { key: READONLY })).status).toBe(200);
    expect(
      (await call('PATCH', `/users/${target}`, { key: READONLY, body: { first_name: 'X' } })).status,
    ).toBe(403);
    expect((await call('DELETE', '/roles/Standard', { key: READONLY })).status).toBe(403);
  });

  it('lets a person change their own name, but not their own roles', async () => {
    const alan = users()[2];
    const own = await call('PATCH', `/users/${alan?.id}`, {
      token: tokenOf(2),
      body: { first_name: 'Alan M.' },
    });
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ first_name: 'Alan M.', last_name: 'Turing', roles: ['ReadOnly'] });
    const escalate = await call('PATCH', `/users/${alan?.id}`, {
      token: tokenOf(2),
      body: { roles: ['Admin'] },
    });
    expect(escalate.status).toBe(403);
  });

  it('applies a role change at the next request', async () => {
    const grace = users()[1];
    expect((await call('GET', '/identity', { token: tokenOf(1) })).body.roles).toEqual(['Standard']);
    await call('PATCH', `/users/${grace?.id}`, { key: ADMIN, body: { roles: ['ReadOnly'] } });
    const after = await call('GET', '/identity', { token: tokenOf(1) });
    expect(after.body.roles).toEqual(['ReadOnly']);
    expect(after.body.permissions).not.toContain('dashboards_write');
  });

  it('takes a deleted custom role away from its holders at once', async () => {
    const custom = backend.db.state.roles.find((r) => r.display_name === 'Billing manager');
    const holder = users().findIndex(
      (u) => here(u.id)?.roles.includes(custom?.role_id as string) && here(u.id)?.status === 'ACTIVE',
    );
    expect((await call('GET', '/limits', { token: tokenOf(holder) })).status).toBe(200);
    expect((await call('DELETE', `/roles/${custom?.role_id}`, { key: ADMIN })).status).toBe(204);
    expect((await call('GET', '/limits', { token: tokenOf(holder) })).status).toBe(403);
    expect((await call('DELETE', '/roles/Admin', { key: ADMIN })).status).toBe(400);
  });
});

describe('validation', () => {
  it('names the missing field and the value outside its enum', async () => {
    const res = await call('POST', '/users', {
      key: ADMIN,
      body: { first_name: 'A', email: 'not-an-email', roles: ['Admin'] },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 400, type: 'Bad Request' });
    expect(res.body.details).toContain('last_name: is required');
    expect(res.body.details).toContain('email: must be a valid "email"');
    const members = await call('POST', `/groups/${backend.db.state.groups[0]?.group_id}/members`, {
      key: ADMIN,
      body: { members: [{ member_id: users()[9]?.id, member_type: 'ROBOT' }] },
    });
    expect(members.status).toBe(400);
    expect(members.body.details).toContain('members[0].member_type: must be one of ["USER","GROUP"]');
  });

  it('validates query parameters against the contract', async () => {
    const res = await call('GET', '/context', { key: ADMIN, query: { direction: 'sideways' } });
    expect(res.status).toBe(400);
    expect(res.body.details).toContain('timestamp: is required');
    expect(res.body.details).toContain('direction: must be one of');
  });

  it('rejects a body that is not JSON', async () => {
    const res = await fetch(`${baseUrl}/groups`, {
      method: 'POST',
      headers: { 'X-BRONTO-API-KEY': ADMIN, 'Content-Type': 'application/json' },
      body: '{nope',
    });
    expect(res.status).toBe(400);
  });

  it('refuses unknown role ids for users', async () => {
    const res = await call('PATCH', `/users/${users()[4]?.id}`, { key: ADMIN, body: { roles: ['Wizard'] } });
    expect(res.status).toBe(400);
    expect(res.body.details).toContain('roles[0]');
  });
});

describe('resources', () => {
  it('answers 404 for unknown ids and unknown paths, 501 for contract operations not built yet', async () => {
    expect((await call('GET', '/users/00000000-0000-4000-8000-000000000000', { key: ADMIN })).status).toBe(
      404,
    );
    expect((await call('GET', '/groups/nope', { key: ADMIN })).status).toBe(404);
    expect((await call('GET', '/no/such/path', { key: ADMIN })).status).toBe(404);
    const dataset = (await call('GET', '/logs', { key: ADMIN })).body.logs[0].log_id;
    const later = await call('GET', `/logs/${dataset}/dashboards`, { key: ADMIN });
    expect(later.status).toBe(501);
    expect(later.body.details).toContain('listLogDashboards');
  });

  it('PATCH changes only the fields given', async () => {
    const before = users()[6];
    const res = await call('PATCH', `/users/${before?.id}`, {
      key: ADMIN,
      body: { last_name: 'Hamilton-Smith' },
    });
    expect(res.body).toMatchObject({
      first_name: before?.first_name,
      last_name: 'Hamilton-Smith',
      email: before?.email,
      roles: here(before?.id ?? '')?.roles,
    });
  });

  it('invites, deactivates, reactivates and re-sends invitations', async () => {
    const invited = await call('POST', '/users', {
      key: ADMIN,
      body: { first_name: 'Niels', last_name: 'Bohr', email: 'niels@acme.example', roles: ['Standard'] },
    });
    expect(invited.status).toBe(201);
    expect(invited.body.status).toBe('INVITED');
    const id = invited.body.id as string;
    expect((await call('POST', `/users/${id}/resend-invite`, { key: ADMIN })).body.success).toBe(true);
    expect((await call('POST', `/users/${id}/deactivate`, { key: ADMIN })).body.status).toBe('DEACTIVATED');
    expect((await call('POST', `/users/${id}/reactivate`, { key: ADMIN })).body.status).toBe('ACTIVE');
    const again = await call('POST', '/users', {
      key: ADMIN,
      body: { first_name: 'Niels', last_name: 'Bohr', email: 'NIELS@acme.example', roles: ['Standard'] },
    });
    expect(again.status).toBe(400);
  });

  it('keeps groups and their members, and a user sees their groups', async () => {
    const created = await call('POST', '/groups', {
      key: ADMIN,
      body: { name: 'Night shift', description: 'Weekend cover' },
    });
    expect(created.status).toBe(201);
    const groupId = created.body.group_id as string;
    const member = users()[10]?.id as string;
    expect(
      (
        await call('POST', `/groups/${groupId}/members`, {
          key: ADMIN,
          body: { members: [{ member_id: member }] },
        })
      ).status,
    ).toBe(204);
    const listed = await call('GET', `/groups/${groupId}/members`, { key: READONLY });
    expect(listed.body.members).toEqual([
      expect.objectContaining({ member_id: member, member_type: 'USER' }),
    ]);
    const groupsOfUser = await call('GET', `/users/${member}/groups`, { key: READONLY });
    expect((groupsOfUser.body.groups as { name: string }[]).map((g) => g.name)).toContain('Night shift');
    await call('DELETE', `/groups/${groupId}/members`, {
      key: ADMIN,
      body: { members: [{ member_id: member }] },
    });
    expect((await call('GET', `/groups/${groupId}/members`, { key: ADMIN })).body.members).toEqual([]);
    expect(
      (await call('PATCH', `/groups/${groupId}`, { key: ADMIN, body: { name: 'SRE on-call' } })).status,
    ).toBe(400);
    expect((await call('DELETE', `/groups/${groupId}`, { key: ADMIN })).status).toBe(204);
  });

  it("lists a user's organisations, and organisations the caller can see", async () => {
    const ada = users()[0]?.id as string;
    const access = await call('GET', `/users/${ada}/access`, { token: tokenOf(0) });
    expect((access.body.organisations as { name: string }[]).map((o) => o.name).sort()).toEqual([
      'Acme Retail',
      'Globex Payments',
      'Lookout Management',
    ]);
    const orgs = await call('GET', '/organizations', { key: READONLY });
    expect((orgs.body.organisations as { name: string }[]).map((o) => o.name)).toEqual(['Acme Retail']);
  });
});

describe('rate limits', () => {
  it('sends the RateLimit headers on every 200 and 429 once the window is used up', async () => {
    const limiter = backend.rateLimiter;
    const saved = limiter.config;
    limiter.config = { requests: 2, windowSeconds: 60 };
    limiter.reset();
    try {
      const first = await call('GET', '/roles', { key: STANDARD });
      expect(first.headers.get('RateLimit-Limit')).toBe('2');
      expect(first.headers.get('RateLimit-Remaining')).toBe('1');
      expect(Number(first.headers.get('RateLimit-Reset'))).toBeGreaterThan(0);
      await call('GET', '/roles', { key: STANDARD });
      const limited = await call('GET', '/roles', { key: STANDARD });
      expect(limited.status).toBe(429);
      expect(limited.body).toMatchObject({ code: 429, type: 'Too Many Requests' });
      expect(limited.headers.get('RateLimit-Remaining')).toBe('0');
      // Each credential has its own window.
      expect((await call('GET', '/roles', { key: ADMIN })).status).toBe(200);
    } finally {
      limiter.config = saved;
      limiter.reset();
    }
  });
});

describe('scenarios', () => {
  it('switch failures on for one operation without touching the others', async () => {
    const { scenarios } = await import('./scenarios');
    server.use(scenarios.failure(baseUrl, 500, { operationId: 'getRole', times: 1 }));
    expect((await call('GET', '/roles/Admin', { key: ADMIN })).status).toBe(500);
    expect((await call('GET', '/roles/Admin', { key: ADMIN })).status).toBe(200);
    expect((await call('GET', '/roles', { key: ADMIN })).status).toBe(200);
  });

  it('fail only what changes data when asked to: reads and searches go through, the next save fails', async () => {
    const { scenarios } = await import('./scenarios');
    server.use(scenarios.failure(baseUrl, 409, { writesOnly: true, times: 1 }));
    const logId = backend.db.state.datasets[0]?.id ?? '';
    expect((await call('GET', '/roles', { key: ADMIN })).status).toBe(200);
    const search = { from: [logId], time_range: 'Last 1 hour', select: ['count(*)'] };
    expect((await call('POST', '/search', { key: ADMIN, body: search })).status).toBe(200);
    const group = { name: 'Failed once' };
    expect((await call('POST', '/groups', { key: ADMIN, body: group })).status).toBe(409);
    expect((await call('POST', '/groups', { key: ADMIN, body: group })).status).toBe(201);
  });
});

describe('people in several organisations', () => {
  it('keeps roles and status per organisation: an admin of one changes nothing in another', async () => {
    const state = backend.db.state;
    const [acme, globex] = [state.organisations[1]?.id ?? '', state.organisations[2]?.id ?? ''];
    const ada = tokenOf(0);
    // Someone in both tenants, with the same role in each to start with.
    const both = users().find(
      (u, i) => i > 0 && state.memberships[u.id]?.[acme] && state.memberships[u.id]?.[globex],
    );
    if (!both) throw new Error('the seed has people in both tenants');
    const acmeRoles = [...(state.memberships[both.id]?.[acme]?.roles ?? [])];
    const adaId = users()[0]?.id ?? '';
    expect(
      (await call('POST', `/organizations/${globex}/access/user/${adaId}/switch`, { token: ada })).status,
    ).toBe(200);
    const changed = await call('PATCH', `/users/${both.id}`, { token: ada, body: { roles: ['ReadOnly'] } });
    expect(changed.body).toMatchObject({ roles: ['ReadOnly'] });
    expect((await call('POST', `/users/${both.id}/deactivate`, { token: ada })).body).toMatchObject({
      status: 'DEACTIVATED',
    });
    expect(
      (await call('POST', `/organizations/${acme}/access/user/${adaId}/switch`, { token: ada })).status,
    ).toBe(200);
    // In Acme the person is as they were, and may still sign in there.
    expect((await call('GET', `/users/${both.id}`, { token: ada })).body).toMatchObject({
      roles: acmeRoles,
      status: 'ACTIVE',
    });
    expect((await call('GET', '/identity', { token: createDemoToken(both.id) })).status).toBe(200);
  });

  it('invites a person of another organisation with the role asked for, not the one they hold there', async () => {
    const state = backend.db.state;
    const [acme, globex] = [state.organisations[1]?.id ?? '', state.organisations[2]?.id ?? ''];
    const acmeOnly = users().find(
      (u) =>
        state.memberships[u.id]?.[acme]?.roles.includes('Standard') && !state.memberships[u.id]?.[globex],
    );
    if (!acmeOnly) throw new Error('the seed has people of Acme alone');
    const adaId = users()[0]?.id ?? '';
    const ada = tokenOf(0);
    expect(
      (await call('POST', `/organizations/${globex}/access/user/${adaId}/switch`, { token: ada })).status,
    ).toBe(200);
    const invited = await call('POST', '/users', {
      token: ada,
      body: { email: acmeOnly.email.toUpperCase(), first_name: 'X', last_name: 'Y', roles: ['ReadOnly'] },
    });
    expect(invited.status).toBe(201);
    expect(invited.body).toMatchObject({ id: acmeOnly.id, roles: ['ReadOnly'], status: 'INVITED' });
    expect(state.memberships[acmeOnly.id]?.[acme]?.roles).not.toEqual(['ReadOnly']);
    await call('POST', `/organizations/${acme}/access/user/${adaId}/switch`, { token: ada });
  });
});
