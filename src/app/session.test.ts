import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { getConnection } from '../api/connection';
import { pushRecent, readRecent } from '../lib/recent';
import { signInToDemo, signOut } from './session';

vi.mock('./demo', () => ({
  currentDemoProfile: () => 'lookout',
  clearDemoTrouble: () => undefined,
  setDemoProfile: () => undefined,
  // The demo service starts a moment later, as the real one (loaded on demand) does.
  startDemo: () =>
    new Promise((resolve) =>
      setTimeout(() => resolve({ baseUrl: 'http://127.0.0.1/demo-api', apiKeys: { Standard: 'k' } }), 10),
    ),
}));

describe('the demo session', () => {
  it('does not sign back in when the person signed out while the demo was starting', async () => {
    const starting = signInToDemo('Standard');
    signOut(new QueryClient());
    expect(await starting).toBeNull();
    expect(getConnection()).toBeNull();
    expect(sessionStorage.getItem('lookout.demo-role')).toBeNull();
  });

  it('forgets every person’s recent searches, ranges and dashboards on sign-out', () => {
    pushRecent('searches', 'org/ada', { q: "user = 'payroll'" }, () => false, 20);
    pushRecent('ranges', 'org/ada', { range: 'Last 2 days' }, () => false, 5);
    pushRecent('dashboards', 'org/bob', { id: 'd1', name: 'Payroll' }, () => false, 8);
    signOut(new QueryClient());
    for (const [list, person] of [
      ['searches', 'org/ada'],
      ['ranges', 'org/ada'],
      ['dashboards', 'org/bob'],
    ] as const)
      expect(readRecent(list, person)).toEqual([]);
  });

  it('signs in when nothing intervenes', async () => {
    expect(await signInToDemo('Standard')).toMatchObject({ mode: 'demo' });
    expect(sessionStorage.getItem('lookout.demo-role')).toBe('Standard');
  });
});
