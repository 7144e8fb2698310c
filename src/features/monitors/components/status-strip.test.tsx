import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_API_KEYS } from '../../../../mocks/db/seed';
import { PROFILES } from '../../../../mocks/profiles';
import { setupMockService } from '../../../../mocks/testing';
import { setConnection } from '../../../api/connection';
import { rateLimitStore } from '../../../api/rate-limit';
import { StatusStrip } from './status-strip';

const window = (remaining: number) =>
  rateLimitStore.record(
    new Headers({ 'RateLimit-Limit': '100', 'RateLimit-Remaining': String(remaining) }),
    200,
  );

// Ours, and the one that answers as the live service does (its monitors' status changes included).
describe.each(Object.entries(PROFILES))('a monitor strip (%s profile)', (_name, profile) => {
  const { server, baseUrl, backend } = setupMockService({ profile });

  afterEach(() => {
    server.events.removeAllListeners('request:start');
    setConnection(null);
    rateLimitStore.reset();
  });

  it('waits while under a quarter of the rate-limit window is left, and asks once it has refilled', async () => {
    setConnection({
      mode: 'demo',
      label: 'Demo',
      baseUrl,
      credentials: { kind: 'api-key', apiKey: DEMO_API_KEYS.Admin },
    });
    const monitor = backend.db.state.monitors[0];
    if (!monitor) throw new Error('the seed has monitors');
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => asked.push(new URL(request.url).pathname));
    window(10);
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <StatusStrip monitor={{ id: monitor.id, name: monitor.name, status: 'OK' }} now={Date.now()} />
      </QueryClientProvider>,
    );
    const strip = screen.getByRole('img', { name: new RegExp(`^${monitor.name}, last 24 hours:`) });
    expect(strip).toHaveAccessibleName(
      `${monitor.name}, last 24 hours: not asked for while few requests are left in the rate-limit window`,
    );
    expect(asked).toEqual([]);

    window(100);
    await screen.findByRole('img', {
      name: new RegExp(`^${monitor.name}, last 24 hours: (?!not asked|loading|could not)`),
    });
    expect(asked.some((path) => path.endsWith(`/monitors/${monitor.id}/events`))).toBe(true);
  });
});
