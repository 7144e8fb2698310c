import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setupMockService } from '../../../mocks/testing';
import { setConnection } from '../../api/connection';
import { rateLimitStore } from '../../api/rate-limit';
import { renderConsole } from '../../test/render-console';
import { stubLayout } from '../../test/stub-layout';

const { backend, baseUrl } = setupMockService();

beforeAll(stubLayout);

afterEach(() => {
  setConnection(null);
  rateLimitStore.reset();
  backend.db.reset();
  sessionStorage.clear();
});

describe('the alert-noise view over the mock service', () => {
  it('lists the flapping monitor first; its suggested change, backtested over the same days, fires less', async () => {
    const to = Date.now();
    const from = to - 7 * 86_400_000;
    renderConsole(`/monitors/noise?from=${from}&to=${to}`, { baseUrl, apiKey: 'demo-admin-key' });
    const table = await screen.findByRole('table', { name: /by noise/ });
    // Every monitor's history read: as many rows as monitors.
    const monitors = backend.db.state.monitors.filter(
      (m) => m.org_id === backend.db.state.monitors[0]?.org_id,
    );
    await within(table)
      .findAllByRole('row')
      .then(async () => {
        await expect.poll(() => within(table).getAllByRole('row').length - 1).toBe(monitors.length);
      });
    const first = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(within(first).getByRole('rowheader').textContent).toBe('Slow search responses');
    const [fired, flaps] = within(first)
      .getAllByRole('cell')
      .slice(1, 3)
      .map((c) => Number(c.textContent?.replace(/,/g, '')));
    expect(flaps).toBeGreaterThan(2);

    await userEvent.click(within(first).getByRole('link', { name: 'Raise the threshold from 12 to 15' }));
    expect(await screen.findByRole('textbox', { name: /^Threshold/ })).toHaveValue('15');
    const verdict = await screen.findByText(/^Would (not )?have triggered/, {});
    const backtested = Number(/triggered (\d+) time/.exec(verdict.textContent ?? '')?.[1] ?? 0);
    expect(backtested).toBeLessThan(fired as number);
  });
});

describe("a monitor's history", () => {
  it('offers "What changed" over each spell of ALERT, from the window that raised it to its end', async () => {
    const monitor = backend.db.state.monitors.find((m) => m.name === 'Checkout 5xx at the edge');
    const { router } = renderConsole(`/monitors/${monitor?.id}?range=Last%207%20days`, {
      baseUrl,
      apiKey: 'demo-admin-key',
    });
    const changes = await screen.findByRole('list', { name: 'Status changes, newest first' });
    const link = within(changes).getAllByRole('link', { name: /^What changed behind the change at / })[0];
    await userEvent.click(link as HTMLElement);
    await screen.findByRole('heading', { name: 'What changed', level: 1 });
    const search = router.state.location.search as { ds?: string[]; q?: string; from?: number; to?: number };
    expect(search.ds).toEqual(monitor?.queries[0]?.from);
    expect(search.q).toBe("path = '/api/checkout' AND status_code >= 500");
    // From ten minutes (its window) before the change to the change back to OK.
    expect((search.to as number) - (search.from as number)).toBeGreaterThan(10 * 60_000);
  });
});
