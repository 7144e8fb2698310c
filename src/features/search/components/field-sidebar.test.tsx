import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_API_KEYS } from '../../../../mocks/db/seed';
import { PROFILES } from '../../../../mocks/profiles';
import { setupMockService } from '../../../../mocks/testing';
import { setConnection } from '../../../api/connection';
import { FieldSidebar } from './field-sidebar';

// Ours, and the one that answers as the live service does.
describe.each(Object.entries(PROFILES))('the field sidebar (%s profile)', (_name, profile) => {
  const { baseUrl, backend } = setupMockService({ profile });

  afterEach(() => setConnection(null));

  it('filters on and excludes a value of the field it is listed under, naming both', async () => {
    setConnection({
      mode: 'demo',
      label: 'Demo',
      baseUrl,
      credentials: { kind: 'api-key', apiKey: DEMO_API_KEYS.Standard },
    });
    const nginx = backend.db.state.datasets.find((d) => d.dataset === 'nginx-access');
    if (!nginx) throw new Error('the seed has the nginx-access dataset');
    const onFilter = vi.fn();
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <FieldSidebar
          logId={nginx.id}
          onFilter={onFilter}
          onGroupBy={vi.fn()}
          columns={[]}
          onColumn={vi.fn()}
        />
      </QueryClientProvider>,
    );
    const sidebar = screen.getByRole('complementary', { name: 'Fields' });
    await userEvent.click(await within(sidebar).findByText('method', { exact: true }));
    await userEvent.click(await within(sidebar).findByRole('button', { name: 'Filter on method = GET' }));
    expect(onFilter).toHaveBeenLastCalledWith('method', 'GET');
    await userEvent.click(within(sidebar).getByRole('button', { name: 'Exclude method = GET' }));
    expect(onFilter).toHaveBeenLastCalledWith('method', 'GET', true);
  });
});
