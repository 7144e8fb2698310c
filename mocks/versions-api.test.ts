// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEMO_API_KEYS } from './db/seed';
import { call } from './test-client';
import { setupMockService } from './testing';

/**
 * Every record a person edits carries a version on our service (x-assumed): a write from an older
 * version writes nothing (412), for each kind alike. The vendor's profile has no versions.
 */
const { backend } = setupMockService();
const key = DEMO_API_KEYS.Admin;

type Body = Record<string, unknown>;
interface Kind {
  path: () => string;
  method: 'PUT' | 'PATCH';
  /** A write changing the record, made from what the read answered. */
  write: (record: Body, n: number) => Body;
  changed: (record: Body) => unknown;
}

const pick = (record: Body, fields: string[]) =>
  Object.fromEntries(fields.filter((f) => record[f] !== undefined).map((f) => [f, record[f]]));
const state = () => backend.db.state;
const acme = () => state().organisations.find((o) => o.name === 'Acme Retail')?.id;

const KINDS: Record<string, Kind> = {
  monitor: {
    path: () => `/monitors/${state().monitors[0]?.id}`,
    method: 'PUT',
    write: (m, n) => ({
      ...pick(m, ['comparison_operator', 'threshold', 'window', 'actions', 'queries', 'description']),
      name: `Renamed ${n}`,
    }),
    changed: (m) => m.name,
  },
  limit: {
    path: () => `/limits/${state().limits.find((l) => l.type !== 'SYSTEM' && l.org_id === acme())?.id}`,
    method: 'PATCH',
    write: (l, n) => ({
      ...pick(l, ['category', 'value', 'unit', 'target', 'scope', 'time_window']),
      description: `Described ${n}`,
    }),
    changed: (l) => l.description,
  },
  'widget (replaced)': {
    path: () => `/widgets/${state().widgets[0]?.id}`,
    method: 'PUT',
    write: (w, n) => ({ ...pick(w, ['type', 'metric_ids', 'layout', 'aux']), name: `W ${n}` }),
    changed: (w) => w.name,
  },
  'widget (patched)': {
    path: () => `/widgets/${state().widgets[1]?.id}`,
    method: 'PATCH',
    write: (_, n) => ({ name: `W ${n}` }),
    changed: (w) => w.name,
  },
  user: {
    path: () => `/users/${state().users[3]?.id}`,
    method: 'PATCH',
    write: (_, n) => ({ first_name: `Name${n}` }),
    changed: (u) => u.first_name,
  },
  role: {
    path: () => `/roles/${state().roles.find((r) => !r.is_system_role)?.role_id}`,
    method: 'PUT',
    write: (r, n) => ({
      ...pick(r, ['role_type', 'description']),
      display_name: `Role ${n}`,
      permissions: [],
    }),
    changed: (r) => r.display_name,
  },
  group: {
    path: () => `/groups/${state().groups[0]?.group_id}`,
    method: 'PATCH',
    write: (_, n) => ({ name: `Group ${n}` }),
    changed: (g) => g.name,
  },
  organisation: {
    path: () => `/organizations/${acme()}`,
    method: 'PATCH',
    write: (_, n) => ({ description: `Org ${n}` }),
    changed: (o) => o.description,
  },
};

/** A write of `kind`, made from `version` when one is given (If-Match). */
const write = (kind: Kind, body: Body, version?: string | null) =>
  call(kind.method, kind.path(), {
    key,
    body,
    ...(version !== undefined && { headers: { 'If-Match': version ?? '' } }),
  });

describe.each(Object.entries(KINDS))('a %s', (_, kind) => {
  it('is read with a version; a write from an older one writes nothing (412), from the current one lands', async () => {
    const read = await call('GET', kind.path(), { key });
    expect(read.status).toBe(200);
    const v1 = read.headers.get('etag');
    expect(v1).toMatch(/^"[0-9a-f]+"$/);
    // The same record read again has the same version.
    expect((await call('GET', kind.path(), { key })).headers.get('etag')).toBe(v1);

    // Someone else's write, from the version read: it lands, and the version moves on.
    const theirs = await write(kind, kind.write(read.body, 1), v1);
    expect(theirs.status, theirs.text).toBeLessThan(300);
    const v2 = theirs.headers.get('etag');
    expect(v2).not.toBe(v1);
    const afterTheirs = await call('GET', kind.path(), { key });
    expect(afterTheirs.headers.get('etag')).toBe(v2);

    // A write made from the first version: refused, nothing written.
    const stale = await write(kind, kind.write(read.body, 2), v1);
    expect(stale.status).toBe(412);
    expect(stale.body.details).toMatch(/changed since the version you started from/);
    const kept = await call('GET', kind.path(), { key });
    expect(kind.changed(kept.body)).toBe(kind.changed(afterTheirs.body));
    expect(kept.headers.get('etag')).toBe(v2);

    // Without If-Match the write is unconditional, as before (a client that knows no versions).
    expect((await write(kind, kind.write(read.body, 3))).status).toBeLessThan(300);
  });
});

describe('versions, whatever the writes and their order', () => {
  // Clients writing a group's name from versions they read at some point (or from none): what the
  // service holds is always the last write it accepted, a write from an older version never lands,
  // and the version changes exactly when what the read answers changes.
  const group = KINDS.group as Kind;
  const step = fc.record({
    name: fc.constantFrom('Ops', 'Payments', 'Edge', 'Ops'),
    from: fc.constantFrom('latest', 'seen', 'none'),
  });
  it('the record is the last accepted write; a stale version never lands', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 8 }), async (steps) => {
        const first = await call('GET', group.path(), { key });
        let held = first.body;
        let latest = first.headers.get('etag');
        const seen = [latest];
        for (const { name, from } of steps) {
          const version = from === 'latest' ? latest : from === 'seen' ? seen[0] : undefined;
          const answer = await write(group, { name }, version);
          const now = await call('GET', group.path(), { key });
          if (version === undefined || version === latest) {
            expect(answer.status).toBeLessThan(300);
            expect(now.body.name).toBe(name);
          } else {
            expect(answer.status).toBe(412);
            expect(now.body).toEqual(held);
          }
          expect(now.headers.get('etag') === latest).toBe(JSON.stringify(now.body) === JSON.stringify(held));
          held = now.body;
          latest = now.headers.get('etag');
          seen.push(latest);
        }
      }),
      { numRuns: 25 },
    );
  });
});

describe('the vendor profile', () => {
  it('sends no versions and writes whatever If-Match says, as the live service does', async () => {
    const { vendorProfile } = await import('./profiles/vendor');
    const saved = backend.profile;
    backend.profile = vendorProfile;
    try {
      const path = `/groups/${state().groups[0]?.group_id}`;
      const read = await call('GET', path, { key });
      expect(read.headers.get('etag')).toBeNull();
      const written = await call('PATCH', path, {
        key,
        body: { name: 'Written anyway' },
        headers: { 'If-Match': '"stale"' },
      });
      expect(written.status).toBeLessThan(300);
    } finally {
      backend.profile = saved;
    }
  });
});
