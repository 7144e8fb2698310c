import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_API_KEYS } from '../../../../mocks/db/seed';
import { PROFILES } from '../../../../mocks/profiles';
import { setupMockService } from '../../../../mocks/testing';
import { setConnection } from '../../../api/connection';
import { LiveTailView } from './live-tail-view';

const EVENT_COUNT = /^(\d+) events$/;

// Ours, and the one that answers as the live service does.
describe.each(Object.entries(PROFILES))('the live tail (%s profile)', (_name, profile) => {
  // The service's clock moves 20 s at each reading of it: every read of a tail finds new events.
  let serviceNow = Date.parse('2026-12-11T19:30:00Z');
  const { backend, baseUrl } = setupMockService({ profile, now: () => (serviceNow += 20_000) });
  const dataset = (name: string) => {
    const found = backend.db.state.datasets.find((d) => d.dataset === name);
    if (!found) throw new Error(`the seed has the ${name} dataset`);
    return found.id;
  };
  // Waits on the page without running a timer (waitFor's polling is one): a turn of the event loop at a time.
  const feedShown = async () => {
    for (let turn = 0; turn < 10_000 && !screen.queryByRole('feed'); turn++)
      await act(() => new Promise((resolve) => setImmediate(resolve)));
    return screen.getByRole('feed');
  };
  const shown = () =>
    Number(EVENT_COUNT.exec(screen.getByRole('feed').getAttribute('aria-label') ?? '')?.[1]);

  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );

  afterEach(() => {
    vi.useRealTimers();
    setConnection(null);
  });

  it("keeps a search's first events however late the page's timers run, and empties for another search", async () => {
    setConnection({
      mode: 'demo',
      label: 'Demo',
      baseUrl,
      credentials: { kind: 'api-key', apiKey: DEMO_API_KEYS.Standard },
    });
    // Timers held until the test runs them (a busy page, a background tab); requests answer meanwhile.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const view = render(<LiveTailView from={[dataset('nginx-access')]} onFilter={vi.fn()} />, {
      wrapper,
    });
    await feedShown();
    const first = shown();
    expect(first).toBeGreaterThan(0);
    // Every timer due now runs (not the next read, 5 s away): the events stay.
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(shown()).toBe(first);

    // Another search: none of the first search's events at once, then the events of its own job.
    view.rerender(<LiveTailView from={[dataset('payments-service')]} onFilter={vi.fn()} />);
    expect(screen.queryByRole('feed')).toBeNull();
    expect(screen.getByText('Waiting for new events…')).toBeInTheDocument();
    await feedShown();
    expect(shown()).toBeGreaterThan(0);
  });
});
