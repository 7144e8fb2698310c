import { describe, expect, it } from 'vitest';
import type { SessionIdentity } from '../../api/identity';
import { signedIn } from './signed-in';

const base: SessionIdentity = {
  display_name: 'Ada Lovelace',
  roles: ['Admin'],
  permissions: null,
  org_id: 'o1',
  derived: false,
};
const id = '00000000-0000-4000-8000-000000000001';

describe('signedIn', () => {
  it('names a person, and the organisation when it is known', () => {
    expect(signedIn({ ...base, identity: { type: 'USER_ID', id }, org_name: 'Acme Retail' })).toBe(
      'Signed in as Ada Lovelace, in Acme Retail',
    );
    expect(signedIn({ ...base, identity: { type: 'USER_ID', id } })).toBe('Signed in as Ada Lovelace');
  });

  it('says a key is a key', () => {
    expect(
      signedIn({
        ...base,
        display_name: 'Demo admin key',
        identity: { type: 'API_KEY_ID', id },
        org_name: 'Acme Retail',
      }),
    ).toBe('Signed in with the API key “Demo admin key”, in Acme Retail');
  });

  it('shows a credential the service would not name as the identity describes it', () => {
    expect(signedIn({ ...base, display_name: 'API key 3f1c2a9b…', org_name: 'Acme Retail' })).toBe(
      'API key 3f1c2a9b…, in Acme Retail',
    );
  });
});
