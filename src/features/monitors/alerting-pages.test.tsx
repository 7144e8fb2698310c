import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setupMockService } from '../../../mocks/testing';
import { setConnection } from '../../api/connection';
import { rateLimitStore } from '../../api/rate-limit';
import { renderConsole } from '../../test/render-console';

const { server, baseUrl, backend } = setupMockService();

afterEach(() => {
  setConnection(null);
  rateLimitStore.reset();
  backend.db.reset();
  server.resetHandlers();
});

const failover = () => {
  const found = backend.db.state.downtimes.find((d) => d.name === 'Payment provider failover');
  if (!found) throw new Error('no seeded downtime');
  return found;
};

describe('alerting pages, by role', () => {
  it('ReadOnly sees the downtimes and a downtime read-only, with its replay, and schedules none', async () => {
    renderConsole('/monitors/downtimes', { baseUrl, apiKey: 'demo-readonly-key' });
    expect(await screen.findByRole('heading', { name: 'Downtimes', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'New downtime' })).toBeNull();
    expect(await screen.findByText(/Your role .* schedule downtimes|schedule downtimes/)).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('link', { name: 'Payment provider failover' }));
    const form = await screen.findByRole('form', { name: 'Downtime' });
    expect(within(form).getByRole('textbox', { name: 'Name' })).toBeDisabled();
    expect(within(form).getByRole('button', { name: 'Save downtime' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /Delete downtime/ })).toBeNull();
    // The replay is reading, not writing: it runs for ReadOnly too.
    expect(
      await screen.findByRole('table', { name: 'Alerts of Checkout 5xx at the edge over the replay' }),
    ).toBeInTheDocument();
  });

  it('Standard changes a downtime, and is told by the service when it refuses one', async () => {
    renderConsole(`/monitors/downtimes/${failover().id}`, { baseUrl, apiKey: 'demo-standard-key' });
    const form = await screen.findByRole('form', { name: 'Downtime' });
    const user = userEvent.setup();
    await user.click(within(form).getByRole('radio', { name: /^Drop/ }));
    await user.click(within(form).getByRole('button', { name: 'Save downtime' }));
    expect(await screen.findByRole('heading', { name: 'Downtimes', level: 1 })).toBeInTheDocument();
    expect(failover().alert_strategy).toBe('DROP');
    expect(failover().static_time_range).toBeDefined();
  });

  it("someone else's change made meanwhile is a choice, never overwritten", async () => {
    const { id } = failover();
    const byId = () => backend.db.state.downtimes.find((d) => d.id === id);
    renderConsole(`/monitors/downtimes/${id}`, { baseUrl, apiKey: 'demo-admin-key' });
    const form = await screen.findByRole('form', { name: 'Downtime' });
    const user = userEvent.setup();
    await user.type(within(form).getByRole('textbox', { name: 'Name' }), ' (extended)');
    failover().description = 'Changed by the on-call lead.';
    await user.click(within(form).getByRole('button', { name: 'Save downtime' }));
    const conflict = await screen.findByRole('alert', {
      name: 'Changed by someone else since you opened it',
    });
    expect(failover().name).toBe('Payment provider failover');
    await user.click(within(conflict).getByRole('button', { name: /^Save theirs with my changes/ }));
    expect(await screen.findByRole('heading', { name: 'Downtimes', level: 1 })).toBeInTheDocument();
    expect(byId()).toMatchObject({
      name: 'Payment provider failover (extended)',
      description: 'Changed by the on-call lead.',
    });
  });

  it('a new downtime checks its fields before sending anything', async () => {
    const sent: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST') sent.push(new URL(request.url).pathname);
    });
    renderConsole('/monitors/downtimes/new', { baseUrl, apiKey: 'demo-standard-key' });
    const form = await screen.findByRole('form', { name: 'Downtime' });
    const user = userEvent.setup();
    await user.clear(within(form).getByRole('textbox', { name: /^From \(hh:mm/ }));
    await user.type(within(form).getByRole('textbox', { name: /^From \(hh:mm/ }), '25:00');
    await user.click(within(form).getByRole('button', { name: 'Schedule downtime' }));
    expect(await within(form).findByText('Name the downtime.')).toBeInTheDocument();
    expect(within(form).getByText('Choose the monitors it silences.')).toBeInTheDocument();
    expect(within(form).getByText('A time of day, such as 02:00.')).toBeInTheDocument();
    expect(sent.filter((p) => p.endsWith('/monitors/downtimes'))).toEqual([]);
    server.events.removeAllListeners();
  });

  it('integrations: ReadOnly and Standard read them without any secret; only Admin changes them', async () => {
    for (const key of ['demo-readonly-key', 'demo-standard-key']) {
      const view = renderConsole('/integrations', { baseUrl, apiKey: key });
      const row = await screen.findByRole('row', { name: /Status page \(legacy\)/ });
      expect(row).toHaveTextContent('X-Status-Key (values hidden)');
      expect(screen.queryByRole('button', { name: 'New webhook' })).toBeNull();
      expect(screen.queryByRole('button', { name: /^Send a test/ })).toBeNull();
      view.unmount();
    }
    renderConsole('/integrations', { baseUrl, apiKey: 'demo-admin-key' });
    expect(await screen.findByRole('button', { name: 'New webhook' })).toBeInTheDocument();
    expect(document.body.textContent).not.toContain('sp-legacy-77d0');
  });

  it('a delivery status the console does not know is shown as its text', async () => {
    const id = backend.db.state.monitors.find((m) => m.name === 'Slow search responses')?.id ?? '';
    const { http, HttpResponse } = await import('msw');
    server.use(
      http.get(`${baseUrl}/monitors/:monitorId/notifications`, () =>
        HttpResponse.json({
          monitor_notifications: [
            {
              monitor_id: id,
              notification_id: 'n1',
              time: Date.now() - 60_000,
              status: 'BOUNCED',
              type: 'PAGER',
              destination: 'night shift',
              monitor_status: 'ALERT',
              test: false,
            },
          ],
        }),
      ),
    );
    renderConsole(`/monitors/${id}`, { baseUrl, apiKey: 'demo-admin-key' });
    const table = await screen.findByRole('table', { name: 'Notifications sent' });
    await waitFor(() => expect(table).toHaveTextContent('PAGER night shift'));
    expect(table).toHaveTextContent('BOUNCED');
  });
});
