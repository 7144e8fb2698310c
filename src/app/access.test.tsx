import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setupMockService } from '../../mocks/testing';
import { setConnection } from '../api/connection';
import { rateLimitStore } from '../api/rate-limit';
import { setViewAs } from '../api/view-as';
import { renderConsole } from './render-console';
import { currentMembership } from '../../mocks/db/memberships';

const { server, baseUrl, backend } = setupMockService();

afterEach(() => {
  setConnection(null);
  setViewAs(null);
  rateLimitStore.reset();
  backend.db.reset();
});

const userNamed = (first: string) => {
  const found = backend.db.state.users.find((u) => u.first_name === first);
  if (!found) throw new Error(first);
  return found;
};

describe('access pages over the mock service', () => {
  it("a person's edit sends only the fields that changed", async () => {
    const barbara = userNamed('Barbara');
    const patches: unknown[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'PATCH')
        void request
          .clone()
          .json()
          .then((body) => patches.push(body));
    });
    renderConsole(`/users/${barbara.id}`, { baseUrl, apiKey: 'demo-admin-key' });
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Edit Barbara Liskov' });
    const first = within(form).getByRole('textbox', { name: 'First name' });
    await user.clear(first);
    await user.type(first, 'Barbara J.');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('heading', { name: 'Barbara J. Liskov', level: 1 })).toBeInTheDocument();
    expect(patches).toEqual([{ first_name: 'Barbara J.' }]);
    expect(currentMembership(backend.db.state, userNamed('Barbara J.').id)?.roles).toEqual(['ReadOnly']);
    server.events.removeAllListeners();
  });

  it('previewing as ReadOnly hides what ReadOnly cannot do, and says so', async () => {
    setViewAs('ReadOnly');
    renderConsole('/groups', { baseUrl, apiKey: 'demo-admin-key' });
    const banner = await screen.findByText(/Previewing the console as/);
    await waitFor(() => expect(banner).toHaveTextContent('Read only'));
    expect(
      await screen.findByText(/Previewing as Read only: that role does not allow you to create groups/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New group' })).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Stop previewing' }));
    expect(await screen.findByRole('button', { name: 'New group' })).toBeInTheDocument();
  });

  it("a key downgraded since the page loaded gets the service's 403, shown with its details", async () => {
    renderConsole('/api-keys', { baseUrl, apiKey: 'demo-admin-key' });
    const user = userEvent.setup();
    await screen.findByRole('row', { name: /Grafana read access/ });
    await user.click(await screen.findByRole('button', { name: 'Actions for Grafana read access' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Revoke…' }));
    // Meanwhile an admin elsewhere made the console's own key ReadOnly: its next request is refused.
    const key = backend.db.state.apiKeys.find((k) => k.name === 'Demo admin key');
    if (!key) throw new Error('no key');
    key.roles = ['ReadOnly'];
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Revoke key' }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('403 Forbidden');
    expect(alert).toHaveTextContent('api_keys_delete');
    await waitFor(() =>
      expect(backend.db.state.apiKeys.some((k) => k.name === 'Grafana read access')).toBe(true),
    );
  });
});
