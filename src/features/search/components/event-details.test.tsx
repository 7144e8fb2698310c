import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { SearchEvent } from '../model';
import { EventDetails, SHOWN_LINE } from './event-details';

/** An opened event on its own, with a router for its links and no service behind it. */
function open(event: SearchEvent, onFilter = vi.fn()) {
  const rootRoute = createRootRoute({
    component: () => (
      <EventDetails event={event} onFilter={onFilter} linkSearch={{}} columns={[]} onColumn={vi.fn()} />
    ),
  });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory() });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { enabled: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return onFilter;
}

const eventOf = (raw: string, kvs: Record<string, unknown> = {}): SearchEvent =>
  ({ '@time': '2026-11-27T00:00:00Z', '@raw': raw, message_kvs: kvs, attributes: {} }) as SearchEvent;

describe('an opened event', () => {
  it('shows a line of 12 KB and more capped, whole on demand, and copies it whole', async () => {
    const huge = `${'A'.repeat(20_000)}<b>end</b>`;
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    open(eventOf(huge));
    const line = within(await screen.findByRole('region', { name: 'Raw line' }));
    expect(line.getByText(/^A+…$/).textContent).toHaveLength(SHOWN_LINE + 1);
    expect(line.getByText(/The first 12 KB of/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Copy the raw event' }));
    expect(writeText).toHaveBeenCalledWith(huge);
    await userEvent.click(line.getByRole('button', { name: 'Show the whole line' }));
    // Text, never markup: the tags of the line are its characters.
    expect(line.getByText(/<b>end<\/b>$/).textContent).toBe(huge);
  });

  it('reads a JSON message as a tree, and filters on a nested value by its dotted key', async () => {
    const onFilter = open(
      eventOf(JSON.stringify({ level: 'info', job: { queue: 'emails', tags: ['a'] } }), { level: 'info' }),
    );
    const tree = await screen.findByRole('tree', { name: 'Message' });
    // The flat keys would only repeat the tree.
    expect(screen.queryByRole('region', { name: 'Message keys' })).toBeNull();
    const queue = within(tree).getByRole('treeitem', { name: /^queue:/ });
    expect(queue.getAttribute('aria-level')).toBe('2');
    await userEvent.click(within(queue).getByRole('button', { name: 'Filter on job.queue = emails' }));
    expect(onFilter).toHaveBeenCalledWith('job.queue', 'emails');
    // Inside a list nothing is filtered on (the service does not index by position); copying is offered.
    const item = within(tree).getByRole('treeitem', { name: /^0:/ });
    expect(within(item).queryByRole('button', { name: /^Filter on/ })).toBeNull();
    expect(within(item).getByRole('button', { name: 'Copy the value of job.tags[0]' })).toBeTruthy();
  });

  it('keeps the flat keys for a line that is not JSON', async () => {
    open(eventOf('GET /index.html 200', { method: 'GET' }));
    expect(await screen.findByRole('region', { name: 'Message keys' })).toBeTruthy();
    expect(screen.queryByRole('tree')).toBeNull();
  });
});
