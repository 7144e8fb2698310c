import { describe, expect, it } from 'vitest';
import { credentialsOf } from './credential-fields';

describe('the credentials typed at sign-in', () => {
  it('take a token bare or as a whole header value, as other clients show it', () => {
    expect(credentialsOf('bearer', '  eyJh.eyJz.sig ')).toEqual({ kind: 'bearer', token: 'eyJh.eyJz.sig' });
    expect(credentialsOf('bearer', 'Bearer eyJh.eyJz.sig')).toEqual({
      kind: 'bearer',
      token: 'eyJh.eyJz.sig',
    });
    expect(credentialsOf('api-key', ' demo-admin-key ')).toEqual({
      kind: 'api-key',
      apiKey: 'demo-admin-key',
    });
  });
});
