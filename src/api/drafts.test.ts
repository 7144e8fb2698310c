import { afterEach, describe, expect, it } from 'vitest';
import { clearDrafts, loadDraft, saveDraft, setDraftOwner } from './drafts';
import type { SessionIdentity } from './identity';

const person = (id: string, org = 'org-1'): SessionIdentity => ({
  identity: { type: 'USER_ID', id },
  display_name: id,
  roles: [],
  permissions: [],
  org_id: org,
  derived: false,
});

afterEach(() => {
  sessionStorage.clear();
  setDraftOwner(null);
});

describe('drafts belong to the person who made them', () => {
  it('are read back by their owner only, in the organisation they were made in', () => {
    setDraftOwner(person('admin'));
    saveDraft('monitor', 'new', { name: 'payroll outage' });
    expect(loadDraft('monitor', 'new')).toEqual({ name: 'payroll outage' });
    setDraftOwner(person('standard'));
    expect(loadDraft('monitor', 'new')).toBeUndefined();
    setDraftOwner(person('admin', 'org-2'));
    expect(loadDraft('monitor', 'new')).toBeUndefined();
    setDraftOwner(person('admin'));
    expect(loadDraft('monitor', 'new')).toEqual({ name: 'payroll outage' });
  });

  it('are not kept while nobody is known to be signed in', () => {
    saveDraft('layout', 'd1', { layout: [] });
    expect(sessionStorage.length).toBe(0);
  });

  it('are all removed at sign-out, earlier unowned ones too', () => {
    setDraftOwner(person('admin'));
    saveDraft('layout', 'd1', { layout: [] });
    sessionStorage.setItem('lookout.layout-draft.d1', '{"layout":[]}');
    sessionStorage.setItem('lookout.demo-role', 'Admin');
    clearDrafts();
    expect(Object.keys({ ...sessionStorage })).toEqual(['lookout.demo-role']);
  });
});
