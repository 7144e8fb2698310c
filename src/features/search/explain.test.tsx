import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../mocks/test-client';
import { setupMockService } from '../../../mocks/testing';
import { setConnection } from '../../api/connection';
import { rateLimitStore } from '../../api/rate-limit';
import { renderConsole } from '../../test/render-console';
import { stubLayout } from '../../test/stub-layout';

beforeAll(stubLayout);

const { backend, baseUrl } = setupMockService();

afterEach(() => {
  setConnection(null);
  rateLimitStore.reset();
  backend.db.reset();
});

/** The context page of the latest error of checkout, opened to explain it. */
async function explainLink() {
  const logId = backend.db.state.datasets.find((d) => d.dataset === 'checkout-api')?.id ?? '';
  const { body } = await call('POST', '/search', {
    key: 'demo-admin-key',
    body: {
      from: [logId],
      where: "level = 'error'",
      select: ['@raw'],
      time_range: 'Last 24 hours',
      limit: 1,
    },
  });
  const meta = body.events[0].metadata;
  return `/search/context?${new URLSearchParams({
    from: JSON.stringify(logId),
    timestamp: String(meta.timestamp),
    sequence: JSON.stringify(String(meta.sequence)),
    explain: JSON.stringify('yes'),
  })}`;
}

describe('explaining an event', () => {
  it('streams the report on a context page opened to explain, with its searches', async () => {
    renderConsole(await explainLink(), { baseUrl, apiKey: 'demo-admin-key' });
    const panel = await screen.findByRole('region', { name: 'Explanation of this error' });
    expect(await within(panel).findByText('Answer complete.', {})).toBeInTheDocument();
    expect(within(panel).getByLabelText('Reply')).toHaveTextContent(
      /How often: [\d,]+ times in the 7 days before it/,
    );
    expect(within(panel).getAllByRole('link', { name: /^SELECT count\(\*\)/ })).toHaveLength(2);
  });

  it('says when the role does not allow the assistants, with the service’s details', async () => {
    const made = await call('POST', '/api-keys', {
      key: 'demo-admin-key',
      body: { name: 'Search only', roles: ['SearchApi'] },
    });
    renderConsole(await explainLink(), { baseUrl, apiKey: made.body.api_key as string });
    expect(
      await screen.findByText('Your role does not allow you to explain this error.', {}),
    ).toBeInTheDocument();
  });
});
