import { describe, expect, it } from 'vitest';
import type { SessionIdentity } from '../api/identity';
import { samePerson } from './sign-in-again';

const who = (over: Partial<SessionIdentity>): SessionIdentity => ({
  display_name: 'Someone',
  roles: ['Admin'],
  permissions: null,
  org_id: 'org-1',
  derived: false,
  ...over,
});
const user = (id: string, roles = ['Admin']) => who({ identity: { type: 'USER_ID', id }, roles });
const key = (id: string | undefined, roles: string[]) =>
  who({ ...(id ? { identity: { type: 'API_KEY_ID', id } } : {}), roles });

describe('signing in again: whose work is saved', () => {
  it('is the same person for the same user, whatever their roles became', () => {
    expect(samePerson(user('u1'), user('u1', ['Standard']))).toBe(true);
    expect(samePerson(user('u1'), user('u2'))).toBe(false);
  });

  it('takes the same key as the same holder, and no other key, whatever roles they share', () => {
    expect(samePerson(key('k1', ['Admin']), key('k1', ['Standard']))).toBe(true);
    expect(samePerson(key('k1', ['Admin']), key('k2', ['Admin']))).toBe(false);
    expect(samePerson(key('k1', ['Admin', 'Billing']), key(undefined, ['Billing', 'Admin']))).toBe(false);
    expect(samePerson(key(undefined, ['Admin']), key(undefined, ['Admin']))).toBe(false);
  });

  it('never hands a person’s work to a key, or a key’s to a person', () => {
    expect(samePerson(user('u1'), key('k1', ['Admin']))).toBe(false);
    expect(samePerson(key('k1', ['Admin']), user('u1'))).toBe(false);
  });
});
