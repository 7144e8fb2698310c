import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { scenarios } from '../../mocks/scenarios';
import { setupMockService } from '../../mocks/testing';
import { getConnection, setConnection } from '../api/connection';
import { rateLimitStore } from '../api/rate-limit';
import { renderConsole } from '../test/render-console';
import { catchReportedErrors } from '../test/reported-errors';

const { server, baseUrl, backend } = setupMockService();

afterEach(() => {
  setConnection(null);
  rateLimitStore.reset();
  backend.db.reset();
});

describe('the console over the mock service', () => {
  it('sends a visitor who is not signed in to the sign-in page, keeping where they were going', async () => {
    const { router } = renderConsole('/roles/Admin', { baseUrl });
    expect(await screen.findByRole('heading', { name: 'Explore the demo' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sign-in');
    expect(router.state.location.search).toEqual({ redirect: '/roles/Admin' });
  });

  it('offers What changed on Home when no monitor alerts', async () => {
    backend.db.state.monitors.splice(0);
    renderConsole('/', { baseUrl, apiKey: 'demo-admin-key' });
    const alerting = await screen.findByRole('region', { name: 'Alerting now' });
    expect(await within(alerting).findByText(/No monitor is in ALERT or WARN/)).toBeInTheDocument();
    expect(
      within(alerting).getByRole('link', { name: 'What changed in the last 30 minutes' }),
    ).toHaveAttribute('href', '/changes');
    // And in the navigation, always.
    const areas = screen.getByRole('navigation', { name: 'Areas' });
    expect(within(areas).getByRole('link', { name: 'What changed' })).toHaveAttribute('href', '/changes');
  });

  it('lists built-in and custom roles, and shows who is signed in with the rate limit', async () => {
    renderConsole('/roles', { baseUrl, apiKey: 'demo-standard-key' });
    const builtIn = await screen.findByRole('region', { name: 'Built-in roles' });
    expect(within(builtIn).getByRole('link', { name: 'Administrator' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Custom roles' })).getByRole('link', {
        name: 'Billing manager',
      }),
    ).toBeInTheDocument();
    const banner = screen.getByRole('banner');
    // The header's tools load beside the page, once the organisation's name is known.
    expect(
      await within(banner).findByRole('button', { name: 'Account: Demo standard key' }),
    ).toBeInTheDocument();
    expect(await within(banner).findByText('Acme Retail')).toBeInTheDocument();
    expect(
      within(banner).getByRole('meter', { name: 'Requests left in this rate-limit window' }),
    ).toBeInTheDocument();
  });

  it("shows a role's permissions grouped with their flags", async () => {
    renderConsole('/roles/Admin', { baseUrl, apiKey: 'demo-readonly-key' });
    const row = await screen.findByRole('row', { name: /^Users/ });
    expect(within(row).getByText('Write users')).toBeInTheDocument();
    expect(within(row).getAllByText('Sensitive').length).toBeGreaterThan(0);
  });

  it('tells ReadOnly why it cannot delete a role', async () => {
    const role = backend.db.state.roles.find((r) => !r.is_system_role);
    renderConsole(`/roles/${role?.role_id}`, { baseUrl, apiKey: 'demo-readonly-key' });
    const button = await screen.findByRole('button', { name: 'Delete role' });
    expect(button).toBeDisabled();
    expect(screen.getByText(/Your role \(ReadOnly\) does not allow you to delete roles/)).toBeInTheDocument();
  });

  it("shows the service's 403 with details and a correlation id when the console's view was out of date", async () => {
    const role = backend.db.state.roles.find((r) => !r.is_system_role);
    renderConsole(`/roles/${role?.role_id}`, { baseUrl, apiKey: 'demo-admin-key' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete role' }));
    server.use(scenarios.failure(baseUrl, 403, { operationId: 'deleteRole' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete role' }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your role does not allow you to delete the role.');
    expect(alert).toHaveTextContent('403 Forbidden');
    expect(within(alert).getByRole('button', { name: 'Copy the correlation id' })).toBeInTheDocument();
    expect(backend.db.state.roles).toContain(role);
  });

  it('deletes a custom role for Admin and returns to the list without it', async () => {
    const role = backend.db.state.roles.find((r) => r.display_name === 'Incident responder');
    const { router } = renderConsole(`/roles/${role?.role_id}`, { baseUrl, apiKey: 'demo-admin-key' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete role' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete role' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/roles'));
    await screen.findByRole('region', { name: 'Custom roles' });
    expect(screen.queryByRole('link', { name: 'Incident responder' })).not.toBeInTheDocument();
  });

  it('keeps the shell and offers a retry when a page fails, then recovers', async () => {
    server.use(scenarios.failure(baseUrl, 500, { operationId: 'listRoles', times: 4 }));
    const reported = catchReportedErrors();
    renderConsole('/roles', { baseUrl, apiKey: 'demo-admin-key' });
    const alert = await screen.findByRole('alert', {});
    expect(alert).toHaveTextContent('500 Internal Server Error');
    expect(reported()).toEqual(['ApiError: Injected failure (500) for testing.']);
    expect(screen.getByRole('navigation', { name: 'Areas' })).toBeInTheDocument();
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Administrator' })).toBeInTheDocument();
  });

  it("names a captive portal's page for what it is, retries it as a network fault, then recovers", async () => {
    // Three automatic retries take the first four answers: the page then offers one more try.
    server.use(scenarios.notTheApi(baseUrl, 'page', { operationId: 'listRoles', times: 4 }));
    const reported = catchReportedErrors();
    renderConsole('/roles', { baseUrl, apiKey: 'demo-admin-key' });
    const alert = await screen.findByRole('alert', {});
    expect(alert).toHaveTextContent('Not an answer of the API');
    expect(alert).toHaveTextContent(/a Wi-Fi sign-in page\), answered with a web page, not the API's JSON/);
    expect(alert).not.toHaveTextContent(/Console error|Unexpected token/);
    expect(reported()).toEqual([
      "ApiError: The service, or something on the way (a proxy, a Wi-Fi sign-in page), answered with a web page, not the API's JSON.",
    ]);
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Administrator' })).toBeInTheDocument();
  });

  it('says so when the datasets cannot be listed, and still searches every dataset', async () => {
    server.use(scenarios.notTheApi(baseUrl, 'cut-off', { operationId: 'listLogs' }));
    renderConsole('/search', { baseUrl, apiKey: 'demo-admin-key' });
    const alert = await screen.findByRole('alert', {});
    expect(alert).toHaveTextContent('Could not list the datasets.');
    expect(alert).toHaveTextContent('with a cut-off or malformed JSON body');
    // The search names every dataset as the service does (from_expr '*'): it needs no list.
    const events = screen.getByRole('region', { name: 'Events over time' });
    expect(await within(events).findByText(/^[\d,]+ events match$/, {})).toBeVisible();
  });

  it('says the service is slow after a few seconds, with what waits, and stops waiting when asked', async () => {
    server.use(scenarios.latency(baseUrl, 25_000, { operationId: 'listRoles', times: 1 }));
    const reported = catchReportedErrors();
    renderConsole('/roles', { baseUrl, apiKey: 'demo-admin-key' });
    expect(await screen.findByText('Loading page…')).toBeInTheDocument();
    const said = await screen.findByText('The service is slow to answer. Still waiting for GET /roles.', {});
    expect(said).toHaveAttribute('role', 'status');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Stop waiting' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load this page.');
    expect(alert).toHaveTextContent('You stopped waiting for the service to answer.');
    expect(reported()).toEqual(['Error: CancelledError']);
    expect(screen.queryByText(/The service is slow to answer/)).not.toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Administrator' })).toBeInTheDocument();
  });

  it('counts down after a 429 and sends nothing until the window resets', async () => {
    server.use(scenarios.rateLimited(baseUrl, 20, { operationId: 'listRoles' }));
    const reported = catchReportedErrors();
    renderConsole('/roles', { baseUrl, apiKey: 'demo-admin-key' });
    expect(await screen.findByText(/Rate limit reached: sending resumes in \d+ s/)).toBeInTheDocument();
    // A wait, not a failure: said as a status, counting down.
    const wait = await screen.findByText(/Waiting for the service's rate limit to load this page/);
    const panel = wait.closest('[role="status"]');
    expect(panel).toHaveTextContent('429 Too Many Requests');
    expect(panel).toHaveTextContent(/Retrying in \d+ s/);
    // The service's 429, then the console's own wait, whichever the page reported by then.
    expect(reported().length).toBeGreaterThan(0);
    for (const error of reported())
      expect(error).toMatch(/^ApiError: (Fair usage limit exceeded|The service's rate limit was reached)/);
  });

  it('signs out: credentials and cached data are gone', async () => {
    const { queryClient, router } = renderConsole('/roles', { baseUrl, apiKey: 'demo-admin-key' });
    await screen.findByRole('link', { name: 'Administrator' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Account: / }));
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(getConnection()).toBeNull();
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });

  it('shows a not-found page for an unknown address', async () => {
    renderConsole('/nowhere', { baseUrl, apiKey: 'demo-admin-key' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});
