import { describe, expect, it, vi } from 'vitest';
import { PERMISSION_CATALOGUE } from './permissions';
import { createSeed } from './seed';
import { coalescedPersistence, Db, localStoragePersistence } from './store';

const NOW = Date.UTC(2026, 10, 21, 12);

describe('the demo seed', () => {
  const state = createSeed(NOW);

  it('is the same on every run', () => {
    expect(JSON.stringify(createSeed(NOW))).toBe(JSON.stringify(state));
  });

  it('has a management organisation and two tenants', () => {
    expect(state.organisations.filter((o) => o.is_management_org)).toHaveLength(1);
    expect(state.organisations.filter((o) => !o.is_management_org)).toHaveLength(2);
  });

  it('has 25+ users over the three built-in roles and two custom ones, the built-in roles for keys, and a custom one', () => {
    expect(state.users.length).toBeGreaterThanOrEqual(25);
    const held = new Set(
      Object.values(state.memberships).flatMap((orgs) => Object.values(orgs).flatMap((m) => m.roles)),
    );
    const custom = state.roles.filter((r) => !r.is_system_role && r.role_type === 'USER');
    expect(custom).toHaveLength(2);
    for (const role of ['Admin', 'Standard', 'ReadOnly', ...custom.map((r) => r.role_id)])
      expect(held.has(role)).toBe(true);
    expect(
      state.roles.filter((r) => r.role_type === 'API' && r.is_system_role).map((r) => r.role_id),
    ).toEqual(['AdminApi', 'SearchApi', 'IngestionApi']);
    const forKeys = state.roles.filter((r) => r.role_type === 'API' && !r.is_system_role);
    expect(forKeys).toHaveLength(1);
    expect(state.apiKeys.some((k) => k.roles.includes(forKeys[0]?.role_id ?? ''))).toBe(true);
  });

  it('has groups with members and API keys for each demo role', () => {
    for (const group of state.groups)
      expect(state.groupMembers.some((m) => m.group_id === group.group_id)).toBe(true);
    expect(state.apiKeys.map((k) => k.roles[0])).toEqual(
      expect.arrayContaining(['Admin', 'Standard', 'ReadOnly']),
    );
    expect(JSON.stringify(state.apiKeys)).not.toContain('demo-admin-key');
  });

  it('covers every area with permissions and flags sensitive ones as the seed describes', () => {
    const groups = new Set(PERMISSION_CATALOGUE.map((p) => p.group_name));
    expect([...groups]).toEqual(
      expect.arrayContaining([
        'search',
        'exports',
        'datasets',
        'dashboards',
        'monitors',
        'usage',
        'limits',
        'users',
        'groups',
        'roles',
        'api_keys',
        'organisations',
        'config_assistant',
      ]),
    );
    const sensitive = PERMISSION_CATALOGUE.filter((p) => p.sensitive).map((p) => p.name);
    expect(sensitive).toEqual(
      expect.arrayContaining([
        'limits_write',
        'api_keys_delete',
        'users_write',
        'pii_read',
        'datasets_retention_write',
      ]),
    );
    const admin = state.roles.find((r) => r.role_id === 'Admin');
    const readOnly = state.roles.find((r) => r.role_id === 'ReadOnly');
    expect(admin?.permission_names).toHaveLength(PERMISSION_CATALOGUE.length);
    expect(readOnly?.permission_names.every((n) => n.endsWith('_read'))).toBe(true);
  });
});

describe('persistence', () => {
  function memoryStorage(): Storage {
    const items = new Map<string, string>();
    return {
      get length() {
        return items.size;
      },
      clear: () => items.clear(),
      getItem: (k) => items.get(k) ?? null,
      key: (i) => [...items.keys()][i] ?? null,
      removeItem: (k) => void items.delete(k),
      setItem: (k, v) => void items.set(k, v),
    };
  }

  it('keeps what was written across a reload and forgets it on reset', () => {
    const storage = memoryStorage();
    const first = new Db({ persistence: localStoragePersistence(storage), now: () => NOW });
    const group = first.state.groups[0];
    if (!group) throw new Error('the seed has groups');
    group.name = 'Renamed';
    first.save();
    const reloaded = new Db({ persistence: localStoragePersistence(storage), now: () => NOW });
    expect(reloaded.state.groups[0]?.name).toBe('Renamed');
    reloaded.reset();
    expect(reloaded.state.groups[0]?.name).toBe('SRE on-call');
    expect(
      new Db({ persistence: localStoragePersistence(storage), now: () => NOW }).state.groups[0]?.name,
    ).toBe('SRE on-call');
  });

  it('ignores stored data it cannot read', () => {
    const storage = memoryStorage();
    storage.setItem('lookout.demo-db.v1', '{broken');
    expect(
      new Db({ persistence: localStoragePersistence(storage), now: () => NOW }).state.users.length,
    ).toBeGreaterThan(25);
  });

  it('saves a burst of writes once, and what is pending at once when the page is left', () => {
    vi.useFakeTimers();
    try {
      const storage = memoryStorage();
      const writes: string[] = [];
      const setItem = storage.setItem.bind(storage);
      storage.setItem = (k, v) => {
        writes.push(v);
        setItem(k, v);
      };
      const page = new EventTarget();
      const db = new Db({
        persistence: coalescedPersistence(localStoragePersistence(storage), 400, page),
        now: () => NOW,
      });
      for (const name of ['One', 'Two', 'Three']) {
        (db.state.groups[0] as { name: string }).name = name;
        db.save();
      }
      expect(writes).toHaveLength(0);
      vi.advanceTimersByTime(400);
      expect(writes).toHaveLength(1);
      expect(JSON.parse(writes[0] as string).groups[0].name).toBe('Three');

      (db.state.groups[0] as { name: string }).name = 'Four';
      db.save();
      page.dispatchEvent(new Event('pagehide'));
      expect(writes).toHaveLength(2);
      const reloaded = new Db({ persistence: localStoragePersistence(storage), now: () => NOW });
      expect(reloaded.state.groups[0]?.name).toBe('Four');
      vi.advanceTimersByTime(1000);
      expect(writes).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
