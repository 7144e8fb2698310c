import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { hashSecret } from '../../../mocks/db/prng';
import { errorBody } from '../../../mocks/http-errors';
import { setupMockService } from '../../../mocks/testing';
import { setConnection } from '../../api/connection';
import { rateLimitStore } from '../../api/rate-limit';
import { renderConsole } from '../../test/render-console';
import { stubLayout } from '../../test/stub-layout';

const { server, baseUrl, backend } = setupMockService();

beforeAll(stubLayout);

afterEach(() => {
  setConnection(null);
  rateLimitStore.reset();
  backend.db.reset();
  sessionStorage.clear();
});

const payments = () => backend.db.state.dashboards.find((d) => d.name === 'Payments');

describe('a dashboard over the mock service', () => {
  it('keeps a failing widget to itself: its error and retry, while the others draw', async () => {
    let failing = true;
    server.use(
      http.post(`${baseUrl}/search`, async ({ request }) => {
        const body = (await request.clone().json()) as { where?: string };
        if (failing && body.where?.includes('timeout')) {
          return HttpResponse.json(errorBody(400, 'Invalid request: where: unknown key outcome.'), {
            status: 400,
          });
        }
        return undefined;
      }),
    );
    renderConsole(`/dashboards/${payments()?.id}`, { baseUrl, apiKey: 'demo-readonly-key' });
    // The first render loads the grid's chunk.
    const timeouts = await screen.findByRole('region', { name: 'Timeouts' });
    expect(await within(timeouts).findByText('Could not load this widget.')).toBeInTheDocument();
    expect(within(timeouts).getByText('Invalid request: where: unknown key outcome.')).toBeInTheDocument();
    const outcomes = screen.getByRole('region', { name: 'Payment outcomes' });
    expect(await within(outcomes).findByRole('figure', { name: 'Payment outcomes' })).toBeInTheDocument();

    failing = false;
    await userEvent.click(within(timeouts).getByRole('button', { name: 'Try again' }));
    expect(await within(timeouts).findByRole('figure', { name: 'Timeouts' })).toBeInTheDocument();
  });

  it('shows a conflict when the dashboard changed elsewhere, and saves the person’s layout when they keep it', async () => {
    const dashboard = payments();
    renderConsole(`/dashboards/${dashboard?.id}?mode=edit`, { baseUrl, apiKey: 'demo-admin-key' });
    const handle = await screen.findByRole('button', { name: 'Move or resize Timeouts' });
    // Someone else renames the dashboard after it was loaded.
    if (dashboard) dashboard.metadata = { ...dashboard.metadata, modified_at: Date.now() + 60_000 };
    handle.focus();
    await userEvent.keyboard('{ArrowRight}');
    const dialog = await screen.findByRole('alertdialog', { name: 'This dashboard changed elsewhere' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep my layout' }));
    expect(await screen.findByText('All changes saved', {})).toBeInTheDocument();
    const timeouts = payments()?.widget_layouts.find((l) => l.id === payments()?.widget_ids[2]);
    expect(timeouts?.x).toBe(1);
  });

  it('names the person themself when their own other tab changed the dashboard meanwhile', async () => {
    const dashboard = payments();
    renderConsole(`/dashboards/${dashboard?.id}?mode=edit`, { baseUrl, apiKey: 'demo-admin-key' });
    const handle = await screen.findByRole('button', { name: 'Move or resize Timeouts' });
    // The same key saved it from another tab after this one opened it.
    const key = backend.db.state.apiKeys.find((k) => k.secret_hash === hashSecret('demo-admin-key'));
    if (dashboard && key)
      dashboard.metadata = {
        ...dashboard.metadata,
        modified_at: Date.now() + 60_000,
        modified_by: { type: 'API_KEY_ID', id: key.id },
      };
    handle.focus();
    await userEvent.keyboard('{ArrowRight}');
    const dialog = await screen.findByRole('alertdialog', { name: 'This dashboard changed elsewhere' });
    expect(dialog).toHaveTextContent('You changed “Payments” in another tab or window');
    expect(dialog).not.toHaveTextContent('Someone');
  });

  it('rolls the layout back exactly when the service refuses it, and says why', async () => {
    const dashboard = payments();
    const stored = JSON.stringify(dashboard?.widget_layouts);
    server.use(
      http.patch(`${baseUrl}/dashboards/:id`, () =>
        HttpResponse.json(errorBody(403, 'Your role may no longer change this dashboard.'), { status: 403 }),
      ),
    );
    renderConsole(`/dashboards/${dashboard?.id}?mode=edit`, { baseUrl, apiKey: 'demo-admin-key' });
    const handle = await screen.findByRole('button', { name: 'Move or resize Timeouts' });
    handle.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(
      await screen.findByText(/Not saved: the service refused the change \(403 Forbidden\)/, {}),
    ).toBeInTheDocument();
    expect(JSON.stringify(payments()?.widget_layouts)).toBe(stored);
    // No draft is left behind (the dashboard is kept among the recently opened, for Home).
    expect(Object.keys(sessionStorage).filter((key) => key.startsWith('lookout.draft.'))).toEqual([]);
  });
});

describe('the widget editor', () => {
  it('says at the query what the service refused in it, and says why a save did not go', async () => {
    const dataset = backend.db.state.datasets[0]?.id ?? '';
    server.use(
      http.post(`${baseUrl}/widgets`, () =>
        HttpResponse.json(
          errorBody(400, 'Invalid request: aux: the query names a key no dataset has (levle).'),
          {
            status: 400,
          },
        ),
      ),
    );
    const search = new URLSearchParams({
      ds: JSON.stringify([dataset]),
      q: "levle = 'error'",
      select: JSON.stringify(['count(*)']),
    });
    renderConsole(`/widgets/new?${search}`, { baseUrl, apiKey: 'demo-admin-key' });
    const name = await screen.findByRole('textbox', { name: 'Name' });

    // Nothing named yet: the save does not go, and says why.
    await userEvent.click(screen.getByRole('button', { name: 'Create widget' }));
    expect(await screen.findByText(/^Not saved: Give the widget a name\./)).toBeInTheDocument();

    await userEvent.type(name, 'Errors by level');
    await userEvent.click(screen.getByRole('button', { name: 'Create widget' }));
    // The service's 400 about the query is said at the query, read with it, and the name is kept.
    const refusal = await screen.findByText(
      'Invalid request: aux: the query names a key no dataset has (levle).',
    );
    const query = screen.getByRole('group', { name: 'Query (where)' });
    expect(query).toContainElement(refusal);
    expect(query.getAttribute('aria-describedby')).toBe(refusal.id);
    expect(name).toHaveValue('Errors by level');
  });
});
