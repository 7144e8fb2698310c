// @vitest-environment node
import { spawn, type ChildProcess } from 'node:child_process';
import { connect, createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoToken } from './auth';
import { createBackend } from './backend';

/** `npm run mock-server` as a person runs it: a real HTTP server on 127.0.0.1, stopped after the tests. */
let child: ChildProcess;
let base = '';
let banner = '';

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

beforeAll(async () => {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  child = spawn(process.execPath, ['--import', 'tsx', 'mocks/server.ts'], {
    // Quiet requests are cut after 2 s: short enough for the slow-header checks, long enough that an
    // ordinary request on a busy machine is never cut (300 ms answered one 408 in a loaded full run).
    env: { ...process.env, MOCK_PORT: String(port), MOCK_RATE_LIMIT: '50/60', MOCK_BODY_IDLE_MS: '2000' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`mock server did not start:\n${banner}`)), 20_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      banner += chunk.toString();
      if (banner.includes('Try: curl')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => (banner += chunk.toString()));
  });
});

afterAll(() => {
  child.kill('SIGTERM');
});

describe('npm run mock-server', () => {
  it('prints the demo credentials when it starts', () => {
    expect(banner).toContain('demo-admin-key');
    expect(banner).toContain('demo-readonly-key');
    expect(banner).toMatch(/Ada Lovelace \(Admin\)\s+eyJ/);
    expect(banner).toContain('rate limit 50 per 60 s');
  });

  it('answers GET /roles/Admin with the role and the rate-limit headers', async () => {
    const res = await fetch(`${base}/roles/Admin`, { headers: { 'X-BRONTO-API-KEY': 'demo-admin-key' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('RateLimit-Limit')).toBe('50');
    expect(res.headers.get('RateLimit-Remaining')).toBe('49');
    expect(res.headers.get('RateLimit-Reset')).toMatch(/^\d+$/);
    const role = (await res.json()) as { role_id: string; permissions: unknown[] };
    expect(role.role_id).toBe('Admin');
    expect(role.permissions.length).toBeGreaterThan(20);
  });

  it('answers 401 with the standard body without credentials', async () => {
    const res = await fetch(`${base}/roles/Admin`);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({
      code: 401,
      type: 'Unauthorized',
      correlation_id: expect.any(String),
      details: expect.any(String),
    });
  });

  it("allows the console's origin with CORS and exposes the rate-limit headers", async () => {
    const preflight = await fetch(`${base}/users`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:5173', 'Access-Control-Request-Headers': 'x-bronto-api-key' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('Access-Control-Allow-Origin')).toBe('http://localhost:5173');
    expect(preflight.headers.get('Access-Control-Allow-Headers')).toContain('X-BRONTO-API-KEY');
    const res = await fetch(`${base}/roles`, {
      headers: { Origin: 'http://localhost:5173', 'X-BRONTO-API-KEY': 'demo-readonly-key' },
    });
    expect(res.headers.get('Access-Control-Expose-Headers')).toContain('RateLimit-Remaining');
    const other = await fetch(`${base}/roles`, {
      headers: { Origin: 'https://evil.example', 'X-BRONTO-API-KEY': 'demo-readonly-key' },
    });
    expect(other.headers.get('Access-Control-Allow-Origin')).toBeNull();
  });

  it('keeps state between requests', async () => {
    const headers = { 'X-BRONTO-API-KEY': 'demo-admin-key', 'Content-Type': 'application/json' };
    const created = await fetch(`${base}/groups`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ name: 'Server test group' }),
    });
    expect(created.status).toBe(201);
    const list = (await (await fetch(`${base}/groups`, { headers })).json()) as {
      groups: { name: string }[];
    };
    expect(list.groups.map((g) => g.name)).toContain('Server test group');
  });

  it('stays up through 100 aborted bodies, TRACE, bad chunked encoding, a 1 MB header and a 600 MB body', async () => {
    const { port } = new URL(base);
    for (let i = 0; i < 100; i++) {
      await new Promise<void>((resolve) => {
        const socket = connect(Number(port), '127.0.0.1', () => {
          socket.write(
            'POST /groups HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"na',
          );
          socket.destroy();
          resolve();
        });
        socket.on('error', () => resolve());
      });
    }
    const trace = await raw(port, 'TRACE /roles HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(trace).toMatch(/^HTTP\/1\.1 405/);
    expect(bodyOf(trace)).toMatchObject({ code: 405, type: 'Method Not Allowed' });

    const chunked = await raw(
      port,
      'POST /groups HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nZZZ\r\nabc\r\n',
    );
    expect(chunked).toMatch(/^HTTP\/1\.1 400/);
    expect(bodyOf(chunked)).toMatchObject({ code: 400 });

    const header = await raw(
      port,
      `GET /roles HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(1024 * 1024)}\r\n\r\n`,
    );
    expect(header).toMatch(/^HTTP\/1\.1 431/);
    expect(bodyOf(header)).toMatchObject({ code: 431 });

    // Refused from its declared length: not one byte of it is read.
    const huge = await raw(port, 'POST /groups HTTP/1.1\r\nHost: x\r\nContent-Length: 600000000\r\n\r\n');
    expect(huge).toMatch(/^HTTP\/1\.1 413/);
    expect(bodyOf(huge)).toMatchObject({ code: 413, type: 'Content Too Large' });

    const res = await fetch(`${base}/roles/Admin`, { headers: { 'X-BRONTO-API-KEY': 'demo-admin-key' } });
    expect(res.status).toBe(200);
  });

  it('answers a malformed path with a 4xx, and refuses absurd nesting without storing it', async () => {
    const headers = { 'X-BRONTO-API-KEY': 'demo-standard-key', 'Content-Type': 'application/json' };
    const malformed = await fetch(`${base}/dashboards/%`, { headers });
    expect(malformed.status).toBe(404);
    expect(await malformed.json()).toMatchObject({ code: 404 });
    const deep = '{"a":'.repeat(10_000) + '1' + '}'.repeat(10_000);
    const nested = await fetch(`${base}/widgets`, {
      method: 'POST',
      headers,
      body: `{"name":"deep","aux":${deep}}`,
    });
    expect(nested.status).toBe(400);
    expect(((await nested.json()) as { details: string }).details).toContain('nested deeper than 32');
    expect((await fetch(`${base}/widgets`, { headers })).status).toBe(200);
  });
});

/** Sends raw bytes over a socket and reads the answer until the server closes it (or 5 s pass). */
function raw(port: string, text: string): Promise<string> {
  return new Promise((resolve) => {
    let answer = '';
    const socket = connect(Number(port), '127.0.0.1', () => socket.write(text));
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    socket.on('error', () => resolve(answer));
    socket.on('close', () => resolve(answer));
    setTimeout(() => {
      socket.destroy();
      resolve(answer);
    }, 5_000);
  });
}

const bodyOf = (answer: string): unknown => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));

describe('the mock server is strict like a real API', () => {
  it('refuses writes of read-only or undeclared fields by name, and never writes into another organisation', async () => {
    const headers = { 'X-BRONTO-API-KEY': 'demo-admin-key', 'Content-Type': 'application/json' };
    const send = async (method: string, path: string, body?: unknown) => {
      const res = await fetch(`${base}${path}`, {
        method,
        headers,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return {
        status: res.status,
        body: (await res.json().catch(() => undefined)) as Record<string, unknown>,
      };
    };
    const { body: me } = await send('GET', '/identity');
    const orgId = me.org_id as string;
    const { body: orgs } = await send('GET', `/users/${(me.identity as { id: string }).id}/access`);
    const other =
      (orgs.organisations as { id: string }[] | undefined)?.find((o) => o.id !== orgId)?.id ?? 'other-org';

    const orgPatch = await send('PATCH', `/organizations/${orgId}`, {
      is_management_org: true,
      active: false,
    });
    expect(orgPatch.status).toBe(400);
    expect(orgPatch.body.details).toMatch(/is_management_org: is not a field of this request/);

    const { body: limits } = await send('GET', '/limits');
    const limit = (
      limits.limits as {
        id: string;
        category: string;
        value: number;
        unit: string;
        target: unknown;
        scope: unknown;
        time_window: string;
      }[]
    )[0];
    if (limit) {
      const { id, ...write } = limit;
      const limitPatch = await send('PATCH', `/limits/${id}`, { ...write, type: 'SYSTEM', org_id: other });
      expect(limitPatch.status).toBe(400);
      expect(limitPatch.body.details).toMatch(/type: is not a field/);
      expect(limitPatch.body.details).toMatch(/org_id: is not a field/);
    }
    const group = await send('POST', '/groups', { name: 'Moved elsewhere', org_id: other });
    expect(group.status).toBe(400);
    expect(group.body.details).toMatch(/org_id: is not a field/);
    const widget = await send('POST', '/widgets', { name: 'Moved elsewhere', org_id: other });
    expect(widget.status).toBe(400);

    const { body: org } = await send('GET', `/organizations/${orgId}`);
    expect(org).toMatchObject({ is_management_org: false, active: true });
  });

  it('has no holes: built-in property names, paths that are no URL, text that is no text, JSON that is not sent as JSON, a body that never ends', async () => {
    const headers = { 'X-BRONTO-API-KEY': 'demo-admin-key', 'Content-Type': 'application/json' };
    const post = async (body: string, contentType = 'application/json') => {
      const res = await fetch(`${base}/dashboards`, {
        method: 'POST',
        headers: { ...headers, 'Content-Type': contentType },
        body,
      });
      return { status: res.status, details: ((await res.json()) as { details: string }).details };
    };
    for (const key of [
      '__proto__',
      'constructor',
      'toString',
      'hasOwnProperty',
      'valueOf',
      '__defineGetter__',
    ]) {
      const refused = await post(`{"name":"Holes ${key}","${key}":{"x":1}}`);
      expect(refused, key).toEqual({
        status: 400,
        details: expect.stringContaining(`${key}: is not a field`) as string,
      });
    }
    for (const type of [
      'text/plain',
      'application/json; charset=utf-16',
      'application/vnd.api+json',
      'application/json, text/plain',
      'application/jsonp',
    ])
      expect(await post('{"name":"Holes typed"}', type), type).toEqual({
        status: 400,
        details: expect.stringContaining('Content-Type: application/json') as string,
      });
    expect(await post('{"name":"Holes tag","tags":{"\\ud800":"a"}}')).toEqual({
      status: 400,
      details: expect.stringContaining('tags: holds a lone surrogate') as string,
    });
    const stored = (await (await fetch(`${base}/dashboards`, { headers })).json()) as {
      dashboards: { name: string }[];
    };
    expect(stored.dashboards.filter((d) => d.name.startsWith('Holes'))).toEqual([]);

    for (const path of ['//', '//[']) {
      const answer = await raw(
        base.split(':').at(-1) ?? '',
        `GET ${path} HTTP/1.1\r\nHost: x\r\nX-BRONTO-API-KEY: demo-admin-key\r\nConnection: close\r\n\r\n`,
      );
      expect(answer, path).toMatch(/^HTTP\/1\.1 404 /);
      expect(bodyOf(answer)).toMatchObject({ code: 404 });
    }
    // Dot segments are not folded into another resource's path.
    for (const path of [
      '/users/../roles/Admin',
      '/users/%2e%2E/roles/Admin',
      '/./roles/Admin',
      '/roles/Admin/..',
    ]) {
      const answer = await raw(
        base.split(':').at(-1) ?? '',
        `GET ${path} HTTP/1.1\r\nHost: x\r\nX-BRONTO-API-KEY: demo-admin-key\r\nConnection: close\r\n\r\n`,
      );
      expect(answer, path).toMatch(/^HTTP\/1\.1 400 /);
      expect(bodyOf(answer)).toMatchObject({ code: 400, details: expect.stringContaining('segment') });
    }
    // Headers that never end: answered 408 and closed (MOCK_BODY_IDLE_MS bounds them), not held.
    const slowHeaders = await raw(base.split(':').at(-1) ?? '', 'GET /logs HTTP/1.1\r\nHost: x\r\nX-Slow: a');
    expect(slowHeaders).toMatch(/^HTTP\/1\.1 408 /);
    expect(bodyOf(slowHeaders)).toMatchObject({ code: 408 });
    // A chunk announced as 2^64 - 1 bytes: answered once the body stops arriving.
    const stalled = await raw(
      base.split(':').at(-1) ?? '',
      'POST /dashboards HTTP/1.1\r\nHost: x\r\nX-BRONTO-API-KEY: demo-admin-key\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nFFFFFFFFFFFFFFFF\r\n{}\r\n',
    );
    expect(stalled).toMatch(/^HTTP\/1\.1 408 /);
    expect(bodyOf(stalled)).toMatchObject({ code: 408 });
  });

  it('answers other clients at once while a search over the longest window runs, and stops it when its client goes', async () => {
    const admin = { 'X-BRONTO-API-KEY': 'demo-admin-key', 'Content-Type': 'application/json' };
    const standard = { ...admin, 'X-BRONTO-API-KEY': 'demo-standard-key' };
    const { datasets } = (await (await fetch(`${base}/datasets`, { headers: admin })).json()) as {
      datasets: { id: string }[];
    };
    const search = (headers: Record<string, string>, body: object, signal?: AbortSignal) =>
      fetch(`${base}/search`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ from: datasets.map((d) => d.id), select: ['count(*)'], ...body }),
        ...(signal ? { signal } : {}),
      });

    // Longer than the longest window: refused before any work.
    const since1970 = await search(admin, { from_ts: 1, to_ts: Date.now() });
    expect(since1970.status).toBe(400);
    expect(((await since1970.json()) as { details: string }).details).toMatch(/90 days at most/);

    // A grouped count over the longest window (90 days of every dataset) takes its thread for a long while.
    const client = new AbortController();
    let longestDone = false;
    const longest = search(admin, { groups: ['level'], time_range: 'Last 90 days' }, client.signal).then(
      () => (longestDone = true),
      () => undefined,
    );
    // Answered while it runs: judged by order, not by how long the answer took.
    const list = await fetch(`${base}/dashboards`, { headers: standard });
    expect(list.status).toBe(200);
    expect(longestDone).toBe(false);
    const other = await search(standard, { groups: ['level'], time_range: 'Last 1 hour' });
    expect(other.status).toBe(200);
    expect(longestDone).toBe(false);

    // Its client goes: its thread is ended, so the same client's next search is answered, not queued behind it.
    client.abort();
    await longest;
    const next = await search(admin, { time_range: 'Last 1 hour' });
    expect(next.status).toBe(200);
    expect(longestDone).toBe(false);
  });

  it("answers a short search while new keys' searches over the longest window hold every thread", async () => {
    const admin = { 'X-BRONTO-API-KEY': 'demo-admin-key', 'Content-Type': 'application/json' };
    const keys = await Promise.all(
      ['a', 'b', 'c', 'd'].map(async (name) => {
        const created = await fetch(`${base}/api-keys`, {
          method: 'POST',
          headers: admin,
          body: JSON.stringify({ name: `Heavy ${name}`, roles: ['Admin'] }),
        });
        return ((await created.json()) as { api_key: string }).api_key;
      }),
    );
    const stop = new AbortController();
    const search = (key: string, time_range: string, signal?: AbortSignal) =>
      fetch(`${base}/search`, {
        method: 'POST',
        headers: { ...admin, 'X-BRONTO-API-KEY': key },
        body: JSON.stringify({
          from_expr: "log_id != ''",
          select: ['count(*)'],
          groups: ['service'],
          time_range,
        }),
        ...(signal ? { signal } : {}),
      });
    // Four fresh keys, never seen searching long, take all four threads with 90-day searches.
    const heavy = keys.map((key) =>
      search(key, 'Last 90 days', stop.signal).then(
        (response) => response.status,
        () => 'stopped',
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    // A short search waits until one of them has run long on the thread kept for short ones: that one is
    // ended and answered 503, and the short search runs (before, it was answered 503 after 5 s).
    const short = await search('demo-readonly-key', 'Last 5 minutes');
    expect(short.status).toBe(200);
    stop.abort();
    expect(await Promise.all(heavy)).toContain(503);
  });

  it("keeps a person's roles and status per organisation, and an invitation's role, over HTTP", async () => {
    // The seed as the server holds it: Ada (Admin of Acme and Globex), someone of both, someone of Acme only.
    const { state } = createBackend().db;
    const [acme, globex] = [state.organisations[1]?.id ?? '', state.organisations[2]?.id ?? ''];
    const ada = state.users[0]?.id ?? '';
    const both = state.users.find(
      (u, i) => i > 0 && state.memberships[u.id]?.[acme] && state.memberships[u.id]?.[globex],
    );
    const acmeOnly = state.users.find(
      (u) =>
        state.memberships[u.id]?.[acme]?.roles.includes('Standard') && !state.memberships[u.id]?.[globex],
    );
    if (!both || !acmeOnly) throw new Error('the seed has people of both tenants and of Acme alone');
    const headers = { Authorization: `Bearer ${createDemoToken(ada)}`, 'Content-Type': 'application/json' };
    const send = async (method: string, path: string, body?: unknown) => {
      const res = await fetch(`${base}${path}`, {
        method,
        headers,
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      return { status: res.status, body: (await res.json().catch(() => ({}))) as Record<string, unknown> };
    };
    const switchTo = (org: string) => send('POST', `/organizations/${org}/access/user/${ada}/switch`);

    expect((await switchTo(globex)).status).toBe(200);
    expect((await send('PATCH', `/users/${both.id}`, { roles: ['ReadOnly'] })).body).toMatchObject({
      roles: ['ReadOnly'],
    });
    expect((await send('POST', `/users/${both.id}/deactivate`)).body).toMatchObject({
      status: 'DEACTIVATED',
    });
    const invited = await send('POST', '/users', {
      email: acmeOnly.email,
      first_name: 'X',
      last_name: 'Y',
      roles: ['ReadOnly'],
    });
    expect(invited.body).toMatchObject({ id: acmeOnly.id, roles: ['ReadOnly'], status: 'INVITED' });
    expect((await switchTo(acme)).status).toBe(200);
    // In Acme both are as they were.
    expect((await send('GET', `/users/${both.id}`)).body).toMatchObject({
      roles: state.memberships[both.id]?.[acme]?.roles,
      status: 'ACTIVE',
    });
    expect((await send('GET', `/users/${acmeOnly.id}`)).body).toMatchObject({
      roles: ['Standard'],
      status: 'ACTIVE',
    });
  });
});
