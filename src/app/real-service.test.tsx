import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { vendorProfile } from '../../mocks/profiles/vendor';
import { setupMockService } from '../../mocks/testing';
import { setConnection } from '../api/connection';
import { rateLimitStore } from '../api/rate-limit';
import { renderConsole } from '../test/render-console';
import { stubLayout } from '../test/stub-layout';
import { errorBody } from '../../mocks/http-errors';

const json = (value: unknown) => encodeURIComponent(JSON.stringify(value));

/** The console over the mock service answering as the vendor's live one (no GET /identity, no role list…). */
const { server, baseUrl, backend } = setupMockService({ profile: vendorProfile });

afterEach(() => {
  setConnection(null);
  rateLimitStore.reset();
  backend.db.reset();
});

describe('the console over a service that answers as the live one', () => {
  it('learns who is signed in without "who am I": the key by its first 8 characters, the organisation, the permissions', async () => {
    renderConsole('/roles', { baseUrl, apiKey: 'demo-admin-key' });
    expect(await screen.findByText(/This service does not list its roles/)).toBeInTheDocument();
    const banner = screen.getByRole('banner');
    expect(await within(banner).findByText('Acme Retail')).toBeInTheDocument();
    await userEvent.setup().click(within(banner).getByRole('button', { name: 'Account: Demo admin key' }));
    // The menu's content loads on first open.
    expect(
      await within(await screen.findByRole('dialog', { name: 'Account' })).findByText('Administrator'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Your permissions could not be read/)).not.toBeInTheDocument();
  });

  it('compares two roles read one by one, where the service lists none; role writes are not offered', async () => {
    const { router } = renderConsole('/roles/compare?a=Admin&b=ReadOnly', {
      baseUrl,
      apiKey: 'demo-admin-key',
    });
    expect(await screen.findByText(/permissions in both; \d+ only in Administrator/)).toBeInTheDocument();
    await router.navigate({ to: '/roles/new' });
    expect(await screen.findByText(/This service does not take role changes from here/)).toBeInTheDocument();
  });

  it('offers every action when its permissions cannot be read, and says so once', async () => {
    // A key whose role may not list API keys cannot be told apart from any other key.
    server.use(
      http.get(`${baseUrl}/api-keys`, () =>
        HttpResponse.json(
          {
            code: 403,
            type: 'Forbidden',
            correlation_id: 'c-2',
            details: 'Your role may not read API keys.',
          },
          { status: 403 },
        ),
      ),
    );
    renderConsole('/monitors', { baseUrl, apiKey: 'demo-readonly-key' });
    expect(
      await screen.findByText('Your permissions could not be read; actions are checked by the service.'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'New monitor' })).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByText('API key demo-rea…')).toBeInTheDocument();
  });

  it('opens a monitor read-only, with the reason, when its query cannot be read', async () => {
    const monitor = backend.db.state.monitors[1];
    server.use(
      http.get(`${baseUrl}/metrics/definitions/:id`, () =>
        HttpResponse.json(
          { code: 404, type: 'Not Found', correlation_id: 'c-1', details: 'Metric definition not found.' },
          { status: 404 },
        ),
      ),
    );
    renderConsole(`/monitors/${monitor?.id}/edit`, { baseUrl, apiKey: 'demo-admin-key' });
    expect(await screen.findByText("Read-only: this monitor's query cannot be read.")).toBeInTheDocument();
    expect(screen.getByText(/which the service would not give \(404 Not Found\)/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Save/ })).not.toBeInTheDocument();
  });

  it('shows every aggregate of a search, asking alone for those the service leaves out of its totals', async () => {
    const nginx = backend.db.state.datasets.find((d) => d.dataset === 'nginx-access')?.id ?? '';
    const asked: string[][] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && request.url.endsWith('/search'))
        void request
          .clone()
          .json()
          .then((body: { select: string[] }) => asked.push(body.select));
    });
    const select = ['avg(latency_ms)', 'p95(latency_ms)', 'count(*)'];
    renderConsole(`/search?ds=${json([nginx])}&select=${json(select)}`, {
      baseUrl,
      apiKey: 'demo-admin-key',
    });
    for (const stat of select) {
      const term = await screen.findByText(stat, { selector: 'dt' });
      expect(`${stat}: ${term.nextElementSibling?.textContent}`).toMatch(/: \d/);
    }
    // One search for all three; this service answers the first only, so the other two are asked alone.
    expect(asked).toContainEqual(select);
    expect(asked).toContainEqual(['p95(latency_ms)']);
    expect(asked).toContainEqual(['count(*)']);
    server.events.removeAllListeners('request:start');
  });

  it("asks for the datasets' patterns the way its request takes them, and says they come without counts", async () => {
    const checkout = backend.db.state.datasets.find((d) => d.dataset === 'checkout-api')?.id ?? '';
    renderConsole(`/search?ds=${json([checkout])}&view=patterns`, { baseUrl, apiKey: 'demo-admin-key' });
    expect(
      await screen.findByText(/lists the patterns of these datasets without a time window or counts/),
    ).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Patterns of these datasets' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Show the events of the pattern/ }).length).toBeGreaterThan(
      0,
    );
  });

  it('says a vendor-made widget waits for the rate limit, not that its metric cannot be read', async () => {
    stubLayout();
    const { state } = backend.db;
    const widget = state.widgets.find((w) => w.name === 'Checkout errors (vendor metric)');
    const dashboard = state.dashboards.find((d) => widget && d.widget_ids.includes(widget.id));
    let answer = 429;
    server.use(
      http.get(`${baseUrl}/timeseries/:metricId`, () =>
        answer === 200
          ? undefined
          : HttpResponse.json(
              errorBody(answer, answer === 404 ? 'No such metric.' : 'Fair usage limit exceeded.'),
              {
                status: answer,
                headers: { 'RateLimit-Reset': '30' },
              },
            ),
      ),
    );
    renderConsole(`/dashboards/${dashboard?.id}`, { baseUrl, apiKey: 'demo-admin-key' });
    const panel = await screen.findByRole('region', { name: 'Checkout errors (vendor metric)' });
    expect(
      await within(panel).findByText("Waiting for the service's rate limit to load this widget."),
    ).toBeInTheDocument();
    expect(within(panel).getByText(/Retrying in \d+ s/)).toBeInTheDocument();
    expect(within(panel).queryByText(/could not read/)).not.toBeInTheDocument();
    // A metric the service says is not there is said as such.
    answer = 404;
    rateLimitStore.reset();
    await userEvent.setup().click(within(panel).getByRole('button', { name: 'Try again' }));
    expect(await within(panel).findByText(/from a metric this console could not read/)).toBeInTheDocument();
  });
});

describe('a page load', () => {
  it('costs the page its own requests only: who is signed in is kept for the tab', async () => {
    const made: string[] = [];
    const record = ({ request }: { request: Request }) => {
      made.push(`${request.method} ${new URL(request.url).pathname.slice(new URL(baseUrl).pathname.length)}`);
    };
    server.events.on('request:start', record);
    try {
      const first = renderConsole('/limits', { baseUrl, apiKey: 'demo-admin-key' });
      expect(await screen.findByRole('heading', { name: 'Limits', level: 1 })).toBeInTheDocument();
      const identity = /^GET \/(identity|customer|api-keys|roles\/)/;
      // Worked out once: no "who am I" here, so the customer, the key and its roles' permissions.
      expect(made.filter((r) => identity.test(r)).length).toBeGreaterThanOrEqual(3);
      first.unmount();
      made.length = 0;
      // The same tab loaded again: the page's own requests, none of them the identity's.
      renderConsole('/limits', { baseUrl, apiKey: 'demo-admin-key', reload: true });
      expect(await screen.findByRole('heading', { name: 'Limits', level: 1 })).toBeInTheDocument();
      expect(await screen.findByText('Acme Retail')).toBeInTheDocument();
      expect(made.filter((r) => identity.test(r))).toEqual([]);
      expect(made.length).toBeGreaterThan(0);
    } finally {
      server.events.removeListener('request:start', record);
    }
  });
});
