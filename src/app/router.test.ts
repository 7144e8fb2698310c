import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';
import { exactInteger } from '../lib/search-params';

describe('the router context', () => {
  it("loadCode starts loading the named routes' code, and skips ids it does not know", () => {
    const router = createAppRouter(async () => createQueryClient());
    const load = vi.spyOn(router, 'loadRouteChunk').mockResolvedValue(undefined);
    router.options.context.loadCode(['__root__', '/_console', '/_console/monitors/', '/no-such-route']);
    expect(load.mock.calls.map(([route]) => route.id)).toEqual([
      '__root__',
      '/_console',
      '/_console/monitors/',
    ]);
  });

  it('a chunk that fails to load here is not an unhandled rejection (the page reports it when it needs it)', async () => {
    const router = createAppRouter(async () => createQueryClient());
    vi.spyOn(router, 'loadRouteChunk').mockRejectedValue(new Error('offline'));
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    router.options.context.loadCode(['/_console/monitors/']);
    await new Promise((resolve) => setTimeout(resolve, 10));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });
});

describe('search params', () => {
  const router = createAppRouter(async () => createQueryClient());
  const { parseSearch, stringifySearch } = router.options;

  it('read digits beyond 2^53 as their text, and write them back unquoted', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 2n ** 53n + 1n, max: 2n ** 63n - 1n }), (n) => {
        const digits = n.toString();
        // Digits a number holds exactly may come as that number; the reader takes either.
        expect(exactInteger(parseSearch(`?sequence=${digits}`).sequence)).toBe(digits);
        expect(stringifySearch({ sequence: digits })).toBe(`?sequence=${digits}`);
      }),
    );
  });

  it('keep every other value as JSON: numbers within 2^53, and text that looks like a number quoted', () => {
    expect(parseSearch('?timestamp=1764000000000&q=%22500%22&on=true')).toEqual({
      timestamp: 1764000000000,
      q: '500',
      on: true,
    });
    expect(parseSearch(stringifySearch({ q: '500', n: 42, list: ['a'] }))).toEqual({
      q: '500',
      n: 42,
      list: ['a'],
    });
  });
});
