import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_503 } from '../../../mocks/engine/incidents';
import { vendorProfile } from '../../../mocks/profiles/vendor';
import { setupMockService } from '../../../mocks/testing';
import { setConnection } from '../../api/connection';
import { rateLimitStore } from '../../api/rate-limit';
import { MOST_REQUESTS } from './plan';
import { renderConsole } from '../../test/render-console';
import { stubLayout } from '../../test/stub-layout';

beforeAll(stubLayout);

/** The API requests of a comparison (not the console's own: identity, datasets). */
const COMPARISON = /^(POST \/search|GET \/top-keys|GET \/significant-keys|POST \/patterns)$/;

describe.each([
  ['our service', {}],
  ['the live service', { profile: vendorProfile }],
])('"What changed" over %s', (_name, options) => {
  const { server, baseUrl, backend } = setupMockService(options);
  const requests: string[] = [];
  const record = ({ request }: { request: Request }) => {
    const path = new URL(request.url).pathname.slice(new URL(baseUrl).pathname.length);
    requests.push(`${request.method} ${path}`);
  };
  beforeAll(() => server.events.on('request:start', record));
  afterAll(() => server.events.removeListener('request:start', record));
  afterEach(() => {
    setConnection(null);
    rateLimitStore.reset();
    backend.db.reset();
    // Each test starts with the key's whole window (the live service allows 100 requests in 5 minutes).
    backend.rateLimiter.reset();
    requests.length = 0;
  });

  /** The seeded bad upgrade of a web host, as a link: its window, the web logs. */
  function incidentLink(): string {
    const incident = backend.engine.incidents().find((i) => i.id === SEARCH_503.id);
    const web = backend.db.state.datasets.find((d) => d.dataset === 'nginx-access');
    if (!incident || !web) throw new Error('the seeded incident and the web logs');
    return `/changes?${new URLSearchParams({
      ds: JSON.stringify([web.id]),
      from: String(incident.start),
      to: String(incident.end),
    })}`;
  }

  it('ranks the cause of a seeded incident first, finds its new pattern, within the stated requests', async () => {
    renderConsole(incidentLink(), { baseUrl, apiKey: 'demo-admin-key' });
    const table = await screen.findByRole('table', { name: /Values ranked/ });
    const rows = within(table).getAllByRole('row').slice(1, 7);
    const firstRows = rows.map((r) => r.textContent ?? '').join('\n');
    expect(firstRows).toContain(`$host${SEARCH_503.host}`);
    expect(firstRows).toContain(`path${SEARCH_503.path}`);
    expect(firstRows).toContain(`status_code${SEARCH_503.status}`);
    expect(firstRows).toContain(`$version${SEARCH_503.version}`);

    const patterns = await screen.findByRole('table', { name: /Patterns/ });
    const firstPattern = within(patterns).getAllByRole('row')[1];
    expect(firstPattern?.textContent).toContain('new');
    expect(firstPattern?.textContent).toContain(SEARCH_503.line);

    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Significant keys' })).toBeInTheDocument(),
    );
    const asked = requests.filter((r) => COMPARISON.test(r));
    const fields = within(screen.getByRole('combobox', { name: 'Field' })).getAllByRole('option').length - 1;
    expect(fields).toBeGreaterThanOrEqual(4);
    // Both: 2 counts, a sample of each window (the fields are chosen on them), 2 per field. Ours: the
    // significant keys and each window's patterns; the live service: its patterns' templates, counted on
    // the samples, within 20 of the key's 100 requests per 5 minutes.
    expect(asked).toHaveLength((backend.profile.name === 'vendor' ? 5 : 7) + 2 * fields);
    expect(asked.length).toBeLessThanOrEqual(backend.profile.name === 'vendor' ? 20 : MOST_REQUESTS);

    // Only the view of the ranking changes: nothing is asked again.
    requests.length = 0;
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Field' }), '$host');
    await user.click(screen.getByRole('checkbox', { name: /could be chance/ }));
    const hosts = within(screen.getByRole('table', { name: /Values ranked/ }))
      .getAllByRole('row')
      .slice(1);
    expect(hosts.every((r) => r.textContent?.startsWith(`${hosts.indexOf(r) + 1}$host`))).toBe(true);
    expect(requests.filter((r) => COMPARISON.test(r))).toEqual([]);

    // A row's context: its first event in the window, found on the click.
    await user.click(screen.getByRole('button', { name: `Actions for $host = ${SEARCH_503.host}` }));
    await user.click(await screen.findByRole('menuitem', { name: 'Context of its first event' }));
    expect(await screen.findByRole('heading', { name: 'Event context', level: 1 })).toBeInTheDocument();
  });

  it("explains a new pattern's first event in its context: the report streams there, with its searches", async () => {
    renderConsole(incidentLink(), { baseUrl, apiKey: 'demo-admin-key' });
    const patterns = await screen.findByRole('table', { name: /Patterns/ });
    const row = within(patterns)
      .getAllByRole('row')
      .find((r) => r.textContent?.includes(SEARCH_503.line));
    const user = userEvent.setup();
    await user.click(within(row as HTMLElement).getByRole('button', { name: /^Actions for the pattern/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Explain its first event' }));
    await screen.findByRole('heading', { name: 'Event context', level: 1 });
    await waitFor(() => expect(screen.queryByText(/Loading the context/)).toBeNull());
    const panel = await screen.findByRole('region', { name: /^Explanation of this (error|event)$/ });
    await waitFor(() => expect(within(panel).getByRole('status')).toHaveTextContent('Answer complete.'));
    expect(within(panel).getByLabelText('Reply')).toHaveTextContent(/follows the pattern/);
    expect(
      within(panel).getAllByRole('link', { name: /^SELECT count\(\*\) FROM web\/nginx-access WHERE/ }),
    ).toHaveLength(2);
  });

  it("names the four causes first from every dataset's errors over the spike, in the same rows, within 20 requests on the live service", async () => {
    const incident = backend.engine.incidents().find((i) => i.id === SEARCH_503.id);
    if (!incident) throw new Error('the seeded incident');
    // As Logs opens it: every dataset named, the errors, the window a brush over the spike set.
    const acme = backend.db.state.organisations.find((o) => o.name === 'Acme Retail')?.id;
    const all = backend.db.state.datasets.filter((d) => d.org_id === acme).map((d) => d.id);
    renderConsole(
      `/changes?${new URLSearchParams({
        ds: JSON.stringify(all),
        q: "$status = 'error'",
        from: String(incident.start),
        to: String(incident.start + 35 * 60_000),
      })}`,
      { baseUrl, apiKey: 'demo-admin-key' },
    );
    const table = await screen.findByRole('table', { name: /Values ranked/ });
    const firstRows = within(table)
      .getAllByRole('row')
      .slice(1, 5)
      .map((r) => r.textContent ?? '')
      .join('\n');
    for (const cause of [
      `$host${SEARCH_503.host}`,
      `path${SEARCH_503.path}`,
      `status_code${SEARCH_503.status}`,
      `$version${SEARCH_503.version}`,
    ])
      expect(firstRows).toContain(cause);
    // The new line is the first pattern; rare new shapes of a few events are not listed above it.
    const patterns = await screen.findByRole('table', { name: /Patterns/ });
    expect(within(patterns).getAllByRole('row')[1]?.textContent).toContain(SEARCH_503.line);
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Significant keys' })).toBeInTheDocument(),
    );
    const asked = requests.filter((r) => COMPARISON.test(r));
    expect(asked.length).toBeLessThanOrEqual(backend.profile.name === 'vendor' ? 20 : MOST_REQUESTS);
  });

  it('opens from a monitor named by id, its query read from the service (from its metric, on the live one)', async () => {
    const monitor = backend.db.state.monitors.find((m) => m.name === 'Checkout 5xx at the edge');
    const to = Date.now();
    renderConsole(`/changes?monitor=${monitor?.id}&from=${to - 3_600_000}&to=${to}`, {
      baseUrl,
      apiKey: 'demo-admin-key',
    });
    const header = (await screen.findByRole('heading', { name: 'What changed', level: 1 }))
      .parentElement as HTMLElement;
    expect(
      await within(header).findByText(/behind the monitor Checkout 5xx at the edge/),
    ).toBeInTheDocument();
    expect(within(header).getByText("path = '/api/checkout' AND status_code >= 500")).toBeInTheDocument();
    expect(await screen.findByText(/^[\d,]+ events in the window/, {})).toBeInTheDocument();
  });

  it('starts a monitor on a row: the form filled with its filter, its backtest over both windows', async () => {
    renderConsole(incidentLink(), { baseUrl, apiKey: 'demo-admin-key' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: `Actions for path = ${SEARCH_503.path}` }));
    await user.click(await screen.findByRole('menuitem', { name: 'Start a monitor on it' }));
    expect(await screen.findByRole('heading', { name: 'New monitor', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Threshold/ })).not.toHaveValue('');
    // Over the baseline and the window: the incident's window is where it fires.
    const verdict = await screen.findByText(/^Would have triggered \d+ time/, {});
    expect(verdict.textContent).toMatch(/triggered [1-9]/);
  });
});
