import { describe, expect, it } from 'vitest';
import { organisationName } from './organisation-name';

const org_id = 'fda897f3-734a-4b33-8ed7-128c2388de98';

describe("the header's name for the organisation", () => {
  it("is the record's name, else the identity's, else the id", () => {
    expect(organisationName({ name: 'Acme Retail' }, { org_id, org_name: 'Old name' })).toBe('Acme Retail');
    expect(organisationName(undefined, { org_id, org_name: 'Acme Retail' })).toBe('Acme Retail');
    expect(organisationName(undefined, { org_id })).toBe(org_id);
  });

  it('skips an empty name, and says it is still to come when nothing is known', () => {
    expect(organisationName({ name: '' }, { org_id, org_name: '' })).toBe(org_id);
    expect(organisationName(undefined, null)).toBe('…');
  });
});
