import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';

describe('the router context', () => {
  it("loadCode starts loading the named routes' code, and skips ids it does not know", () => {
    const router = createAppRouter(createQueryClient());
    const load = vi.spyOn(router, 'loadRouteChunk').mockResolvedValue(undefined);
    router.options.context.loadCode(['__root__', '/_console', '/_console/monitors/', '/no-such-route']);
    expect(load.mock.calls.map(([route]) => route.id)).toEqual([
      '__root__',
      '/_console',
      '/_console/monitors/',
    ]);
  });

  it('a chunk that fails to load here is not an unhandled rejection (the page reports it when it needs it)', async () => {
    const router = createAppRouter(createQueryClient());
    vi.spyOn(router, 'loadRouteChunk').mockRejectedValue(new Error('offline'));
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    router.options.context.loadCode(['/_console/monitors/']);
    await new Promise((resolve) => setTimeout(resolve, 10));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });
});
