import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setupMockService } from '../../../mocks/testing';
import { setConnection } from '../../api/connection';
import { rateLimitStore } from '../../api/rate-limit';
import { setViewAs } from '../../api/view-as';
import { renderConsole } from '../../test/render-console';
import { currentMembership } from '../../../mocks/db/memberships';

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

  it('a person joins a group from their own page, then leaves it', async () => {
    const barbara = userNamed('Barbara');
    const state = backend.db.state;
    const isMember = (groupId: string) =>
      state.groupMembers.some((m) => m.group_id === groupId && m.member_id === barbara.id);
    const acme = state.groups.find((g) => g.name === 'SRE on-call')?.org_id;
    const group = state.groups.find((g) => g.org_id === acme && !isMember(g.group_id));
    if (!group) throw new Error('Barbara is in every group');
    renderConsole(`/users/${barbara.id}`, { baseUrl, apiKey: 'demo-admin-key' });
    const user = userEvent.setup();
    const join = await screen.findByRole('form', { name: 'Add to a group' });
    await user.selectOptions(within(join).getByRole('combobox', { name: 'Add to a group' }), group.name);
    await user.click(within(join).getByRole('button', { name: 'Add' }));
    const list = await screen.findByRole('list', { name: 'Groups of Barbara Liskov' });
    expect(await within(list).findByRole('link', { name: group.name })).toBeInTheDocument();
    expect(isMember(group.group_id)).toBe(true);

    await user.click(within(list).getByRole('button', { name: `Remove Barbara Liskov from ${group.name}` }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove from group' }),
    );
    await waitFor(() => expect(isMember(group.group_id)).toBe(false));
    // The list may be gone with its last group: the page is asked, not the old list.
    await waitFor(() => expect(screen.queryByRole('link', { name: group.name })).not.toBeInTheDocument());
  });

  it('an invitation names the groups the person joins; a group gone meanwhile is named, the invite sent once', async () => {
    const state = backend.db.state;
    const [kept, gone] = state.groups.filter((g) => g.name === 'SRE on-call' || g.name === 'Finance');
    if (!kept || !gone) throw new Error('seeded groups missing');
    renderConsole('/users', { baseUrl, apiKey: 'demo-admin-key' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Invite a person' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a person' });
    await user.type(within(dialog).getByRole('textbox', { name: 'E-mail' }), 'grace@example.com');
    await user.type(within(dialog).getByRole('textbox', { name: 'First name' }), 'Grace');
    await user.type(within(dialog).getByRole('textbox', { name: 'Last name' }), 'Hopper');
    const groups = within(dialog).getByRole('group', { name: 'Groups' });
    await user.click(await within(groups).findByRole('checkbox', { name: kept.name }));
    await user.click(within(groups).getByRole('checkbox', { name: gone.name }));
    // Another admin deletes one of them while the form is open.
    state.groups.splice(state.groups.indexOf(gone), 1);
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));

    expect(await screen.findByRole('heading', { name: 'Grace Hopper', level: 1 })).toBeInTheDocument();
    const invited = state.users.filter((u) => u.email === 'grace@example.com');
    expect(invited).toHaveLength(1);
    const memberOf = state.groupMembers.filter((m) => m.member_id === invited[0]?.id).map((m) => m.group_id);
    expect(memberOf).toEqual([kept.group_id]);
    expect(
      await screen.findByText(new RegExp(`grace@example.com could not be added to ${gone.name} \\(`)),
    ).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Groups of Grace Hopper' });
    expect(within(list).getByRole('link', { name: kept.name })).toBeInTheDocument();
  });
});
