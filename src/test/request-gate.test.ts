import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { holdAnswers } from './request-gate';

const BASE = 'http://gate.test/api';
const server = setupServer(http.get(`${BASE}/*`, () => HttpResponse.json({ ok: true })));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

// The gate is tested on plain requests, as any client's reach MSW.
// eslint-disable-next-line no-restricted-globals
const get = (path: string) => fetch(`${BASE}${path}`).then((response) => response.json());
/** Resolves after the event loop has had `turns` rounds: what a slow import looks like, in order. */
const later = (turns: number) =>
  Array.from({ length: turns }).reduce<Promise<unknown>>(
    (previous) => previous.then(() => new Promise((resolve) => setTimeout(resolve))),
    Promise.resolve(),
  );

describe('a gate on the answers', () => {
  it('names the request that waited, and the answer it waited for, and not the one only slow to start', async () => {
    const gate = holdAnswers(server, BASE);
    // A page that asks for /a, and for /b once /a answers (a waterfall)…
    const waterfall = get('/a').then(() => get('/b'));
    // …and for /c after a slow start that needs no answer (a lazy chunk on a busy machine).
    const slow = later(50).then(() => get('/c'));
    await vi.waitFor(() => expect(gate.whileHeld.has('GET /c')).toBe(true), { timeout: 60_000 });
    expect(gate.missing(['GET /a', 'GET /b', 'GET /c'])).toEqual(['GET /b']);
    // The answers one at a time, in the order asked: /b starts after /a's, the one it waited for.
    expect(gate.letNext()).toBe(true);
    await vi.waitFor(() => expect(gate.followed('GET /b')).toBe('GET /a'), { timeout: 60_000 });
    gate.release();
    await Promise.all([waterfall, slow]);
  });

  it('holds nothing once released, and records nothing after', async () => {
    const gate = holdAnswers(server, BASE);
    gate.release();
    expect(await get('/d')).toEqual({ ok: true });
    expect([...gate.whileHeld]).toEqual([]);
  });
});
