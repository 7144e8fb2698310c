import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setupMockService } from '../../../mocks/testing';
import { setConnection } from '../../api/connection';
import { rateLimitStore } from '../../api/rate-limit';
import { renderConsole } from '../../test/render-console';

const { server, baseUrl, backend } = setupMockService();
const writes: string[] = [];
server.events.on('request:start', ({ request }) => {
  if (request.method !== 'GET') writes.push(`${request.method} ${new URL(request.url).pathname}`);
});

afterEach(() => {
  setConnection(null);
  rateLimitStore.reset();
  backend.db.reset();
  writes.length = 0;
});

describe('data routing pages', () => {
  it('ReadOnly reads forwarding and the keys, and changes neither', async () => {
    renderConsole('/forwarding', { baseUrl, apiKey: 'demo-readonly-key' });
    const table = await screen.findByRole('table', { name: 'Forwarding' });
    expect(within(table).getByRole('rowheader', { name: /Archive everything/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Forward datasets' })).toBeNull();
    expect(within(table).queryByRole('button', { name: /^Actions for/ })).toBeNull();
    expect(screen.getByText(/change forwarding/)).toBeInTheDocument();

    renderConsole('/encryption-keys', { baseUrl, apiKey: 'demo-readonly-key' });
    const keys = await screen.findByRole('table', { name: 'Encryption keys' });
    expect(within(keys).getByRole('rowheader', { name: 'Acme logs 2025' }).closest('tr')).toHaveTextContent(
      'Disabled: reads only the data it encrypted',
    );
    expect(screen.queryByRole('button', { name: 'Add a key' })).toBeNull();
  });

  it('shows a key status and a compression it does not know as their text', async () => {
    const key = backend.db.state.encryptionKeys[0];
    if (key) key.status = 'PENDING_ROTATION' as never;
    const config = backend.db.state.forwardConfigs[0];
    if (config) config.compression = 'LZ4' as never;
    renderConsole('/encryption-keys', { baseUrl, apiKey: 'demo-admin-key' });
    expect(await screen.findByText('PENDING_ROTATION')).toBeInTheDocument();
    renderConsole('/forwarding', { baseUrl, apiKey: 'demo-admin-key' });
    expect(await screen.findByText('LZ4')).toBeInTheDocument();
  });

  it('says what is wrong before sending, then shows what the service refuses at its field', async () => {
    renderConsole('/forwarding', { baseUrl, apiKey: 'demo-admin-key' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Forward datasets' }));
    const dialog = await screen.findByRole('dialog', { name: 'Forward datasets' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Everything, filtered');
    await user.click(within(dialog).getByRole('radio', { name: /^Every dataset/ }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Bucket' }), 'Bad_Bucket');
    await user.click(within(dialog).getByRole('button', { name: 'Start forwarding' }));
    expect(await within(dialog).findByText(/^A bucket name: 3 to 63/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Test the destination' })).toBeDisabled();
    expect(writes).toEqual([]);

    await user.clear(within(dialog).getByRole('textbox', { name: 'Bucket' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Bucket' }), 'acme-log-archive');
    // A filter the service cannot read: its 400 lands at the field, and the draft is kept.
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Only events where (optional)' }),
      "level = 'error",
    );
    await user.click(within(dialog).getByRole('button', { name: 'Start forwarding' }));
    await waitFor(() => expect(writes).toEqual(['POST /api/forward-configs']));
    const filter = within(dialog).getByRole('textbox', { name: 'Only events where (optional)' });
    await waitFor(() => expect(filter).toHaveAttribute('aria-invalid', 'true'));
    expect(filter).toHaveValue("level = 'error");
  });

  it('Admin changes a forwarding and stops it, asked first', async () => {
    renderConsole('/forwarding', { baseUrl, apiKey: 'demo-admin-key' });
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Forwarding' });
    await user.click(within(table).getByRole('button', { name: 'Actions for Security audit copy' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Security audit copy' });
    expect(within(dialog).getByRole('textbox', { name: 'Only events where (optional)' })).toHaveValue(
      "level = 'error' OR level = 'warn'",
    );
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Compression' }), 'ZSTD');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(backend.db.state.forwardConfigs.find((f) => f.name === 'Security audit copy')?.compression).toBe(
        'ZSTD',
      ),
    );
    expect(
      backend.db.state.forwardConfigs.find((f) => f.name === 'Security audit copy')?.log_ids,
    ).toHaveLength(1);

    await user.click(within(table).getByRole('button', { name: 'Actions for Archive everything' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Stop forwarding…' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Stop forwarding Archive everything?' });
    await user.click(within(confirm).getByRole('button', { name: 'Stop forwarding' }));
    await waitFor(() =>
      expect(backend.db.state.forwardConfigs.map((f) => f.name)).toEqual(['Security audit copy']),
    );
    const perDataset = screen.getByRole('table', { name: 'What each dataset forwards' });
    await waitFor(() =>
      expect(
        within(perDataset).getByRole('rowheader', { name: 'apps/orders-worker' }).closest('tr'),
      ).toHaveTextContent('Not forwarded'),
    );
  });
});
