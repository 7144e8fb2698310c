import { QueryClient } from '@tanstack/react-query';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDemoToken } from '../../mocks/auth';
import { setupMockService } from '../../mocks/testing';
import { fetchClient } from './client';
import { setConnection } from './connection';
import { identityQuery } from './identity';
import { setIdentityInTab } from './identity-in-tab';
import { elsewhereStore } from './organisation-guard';

const { backend, server, baseUrl } = setupMockService();
const state = () => backend.db.state;
const ada = () => state().users[0]?.id ?? '';
const orgAt = (i: number) => state().organisations[i]?.id ?? '';
const acme = () => orgAt(1);
const globex = () => orgAt(2);
const dashboardsIn = (orgId: string) => state().dashboards.filter((d) => d.org_id === orgId).length;

/** Signed in as Ada with her token, the tab showing the organisation the service acts in for her now. */
async function signInAsAda() {
  setConnection({
    mode: 'live',
    label: 'test',
    baseUrl,
    credentials: { kind: 'bearer', token: createDemoToken(ada()) },
  });
  setIdentityInTab(await new QueryClient().fetchQuery(identityQuery()));
}

const requests: string[] = [];
server.events.on('request:start', ({ request }) =>
  requests.push(`${request.method} ${new URL(request.url).pathname}`),
);

afterEach(() => {
  state().currentOrg[ada()] = acme();
  setIdentityInTab(null);
  setConnection(null);
  requests.length = 0;
});

describe('writes land in the organisation the tab shows', () => {
  it('holds a write back when the service acts elsewhere for the person, and sends it once back', async () => {
    await signInAsAda();
    // Another tab (or browser) switched her to Globex.
    state().currentOrg[ada()] = globex();
    const [inAcme, inGlobex] = [dashboardsIn(acme()), dashboardsIn(globex())];
    const held = await fetchClient
      .POST('/dashboards', { body: { name: 'Held back' } })
      .catch((e: unknown) => e);
    expect(held).toMatchObject({
      kind: 'organisation-changed',
      details: expect.stringContaining('Not saved') as string,
    });
    expect([dashboardsIn(acme()), dashboardsIn(globex())]).toEqual([inAcme, inGlobex]);
    expect(requests.filter((r) => r.startsWith('POST'))).toEqual([]);
    expect(elsewhereStore.get()?.id).toBe(globex());

    // Back in Acme (the notice's "Switch back"): the same write lands there.
    state().currentOrg[ada()] = acme();
    await fetchClient.POST('/dashboards', { body: { name: 'Held back' } });
    expect(dashboardsIn(acme())).toBe(inAcme + 1);
    expect(dashboardsIn(globex())).toBe(inGlobex);
  });

  it('names the organisation a write may have landed in when the switch lands while it is on its way', async () => {
    await signInAsAda();
    const [inAcme, inGlobex] = [dashboardsIn(acme()), dashboardsIn(globex())];
    // The switch reaches the service after the check before the write, before the write itself.
    server.use(
      http.post(
        `${baseUrl}/dashboards`,
        () => {
          state().currentOrg[ada()] = globex();
        },
        { once: true },
      ),
    );
    await fetchClient.POST('/dashboards', { body: { name: 'In flight' } });
    expect([dashboardsIn(acme()), dashboardsIn(globex())]).toEqual([inAcme, inGlobex + 1]);
    expect(elsewhereStore.landed()).toEqual({ write: 'POST /dashboards', org: { id: globex() } });
    expect(elsewhereStore.get()?.id).toBe(globex());
    // Signed in again (or switched back, or opened there): nothing is said of that write any more.
    await signInAsAda();
    expect(elsewhereStore.landed()).toBeNull();
  });

  it('finds a switch made on another device when the tab is looked at again', async () => {
    await signInAsAda();
    state().currentOrg[ada()] = globex();
    expect(elsewhereStore.get()).toBeNull();
    window.dispatchEvent(new Event('focus'));
    await vi.waitFor(() => expect(elsewhereStore.get()?.id).toBe(globex()), { timeout: 60_000 });
  });

  it('asks nothing more before reads, searches, or any request of an API key', async () => {
    await signInAsAda();
    requests.length = 0;
    await fetchClient.GET('/dashboards');
    expect(requests).toEqual([expect.stringMatching(/GET .*\/dashboards$/)]);

    setConnection({
      mode: 'live',
      label: 'test',
      baseUrl,
      credentials: { kind: 'api-key', apiKey: 'demo-admin-key' },
    });
    requests.length = 0;
    await fetchClient.POST('/groups', { body: { name: 'Key-made group' } });
    expect(requests).toEqual([expect.stringMatching(/POST .*\/groups$/)]);
  });
});
