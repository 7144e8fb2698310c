import { describe, expect, it } from 'vitest';
import { authHeaders, normaliseBaseUrl } from './connection';

describe('normaliseBaseUrl', () => {
  it('accepts http(s) URLs and same-origin paths, without a trailing slash', () => {
    expect(normaliseBaseUrl('https://api.eu.bronto.io/', 'https://console.example')).toBe(
      'https://api.eu.bronto.io',
    );
    expect(normaliseBaseUrl(' /api-proxy ', 'http://127.0.0.1:5173')).toBe('http://127.0.0.1:5173/api-proxy');
  });
  it.each(['', 'javascript:alert(1)', 'ftp://x.example', 'https://user:pass@x.example', 'data:text/html,x'])(
    'refuses %j',
    (input) => {
      expect(normaliseBaseUrl(input, 'https://console.example')).toBeNull();
    },
  );
});

describe('authHeaders', () => {
  it('sends the vendor API-key header or a bearer token', () => {
    expect(authHeaders({ kind: 'api-key', apiKey: 'k' })).toEqual({ 'X-BRONTO-API-KEY': 'k' });
    expect(authHeaders({ kind: 'bearer', token: 't' })).toEqual({ Authorization: 'Bearer t' });
  });
});
