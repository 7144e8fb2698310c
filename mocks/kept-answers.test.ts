// @vitest-environment node
import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createBackend } from './backend';
import { DEMO_API_KEYS } from './db/seed';
import { handleRequest } from './framework';

/** The large lists as the HTTP server sends them: the same text, compressed when the client takes gzip. */
describe('a large list kept between writes', () => {
  const backend = createBackend({
    compress: (text) => gzipSync(text, { level: 1 }),
    rateLimit: { requests: 10_000, windowSeconds: 60 },
  });
  const send = (method: string, path: string, init: { body?: unknown; gzip?: boolean } = {}) =>
    handleRequest(
      backend,
      new Request(`http://mock${path}`, {
        method,
        headers: {
          'X-BRONTO-API-KEY': DEMO_API_KEYS.Admin,
          ...(init.body ? { 'Content-Type': 'application/json' } : {}),
          ...(init.gzip ? { 'Accept-Encoding': 'gzip, deflate, br' } : {}),
        },
        ...(init.body ? { body: JSON.stringify(init.body) } : {}),
      }),
      path,
    );

  it('is sent compressed to a client that takes gzip, and is the same list', async () => {
    const small = await send('GET', '/widgets', { gzip: true });
    expect(small.headers.get('Content-Encoding'), 'a short list goes as it is').toBeNull();
    for (let n = 0; n < 150; n++)
      expect((await send('POST', '/widgets', { body: { name: `Widget ${n}`, type: 'line' } })).status).toBe(
        201,
      );

    const plain = await send('GET', '/widgets');
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    const text = await plain.text();
    expect(text.length).toBeGreaterThan(64 * 1024);
    const gzipped = await send('GET', '/widgets', { gzip: true });
    expect(gzipped.headers.get('Content-Encoding')).toBe('gzip');
    expect(gzipped.headers.get('Vary')).toBe('Accept-Encoding');
    expect(gzipped.headers.get('RateLimit-Remaining')).toMatch(/^\d+$/);
    const bytes = new Uint8Array(await gzipped.arrayBuffer());
    expect(bytes.length).toBeLessThan(text.length / 5);
    expect(gunzipSync(bytes).toString()).toBe(text);

    await send('POST', '/widgets', { body: { name: 'One more', type: 'line' } });
    const after = JSON.parse(
      gunzipSync(
        new Uint8Array(await (await send('GET', '/widgets', { gzip: true })).arrayBuffer()),
      ).toString(),
    ) as {
      widgets: { name: string }[];
    };
    expect(after.widgets.at(-1)?.name).toBe('One more');
  });
});
