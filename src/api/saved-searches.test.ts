import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { vendorProfile } from '../../mocks/profiles/vendor';
import { setupMockService } from '../../mocks/testing';
import { setConnection } from './connection';
import { rateLimitStore } from './rate-limit';
import { deleteSavedSearch, readSavedSearches, saveSearch, searchOfSaved } from './saved-searches';

/** Over the service answering as the live one: saved searches under the vendor's `id`, without columns. */
const { server, baseUrl, backend } = setupMockService({ profile: vendorProfile });
const signal = new AbortController().signal;
const person = 'org/someone';

afterEach(() => {
  setConnection(null);
  rateLimitStore.reset();
  backend.db.reset();
  sessionStorage.clear();
});

const signIn = () =>
  setConnection({
    mode: 'demo',
    label: 'test',
    baseUrl,
    credentials: { kind: 'api-key', apiKey: 'demo-standard-key' },
  });

describe('saved searches', () => {
  it('are read from the service whichever id it names them by, and run as a Logs URL', async () => {
    signIn();
    const saved = await readSavedSearches(person, signal);
    expect(saved.keptIn).toBe('service');
    const edge = saved.items.find((s) => s.name === 'Server errors at the edge');
    if (!edge) throw new Error('no seeded saved search');
    expect(edge.id).toMatch(/^5a7ed5ea-/);
    expect(searchOfSaved(edge)).toEqual({
      ds: edge.ds,
      q: 'status_code >= 500',
      range: 'Last 4 hours',
    });
    expect(edge.ds).toHaveLength(1);
  });

  it('are saved at the service and deleted there', async () => {
    signIn();
    const nginx = (await readSavedSearches(person, signal)).items[0]?.ds ?? [];
    const created = await saveSearch(person, 'service', {
      name: 'Mine',
      ds: nginx,
      q: 'status_code = 404',
      from: 1_000,
      to: 2_000,
      cols: ['path'],
      select: ['count(*)'],
      groups: ['status_code'],
      wrap: 'on',
    });
    expect(created).toMatchObject({ name: 'Mine', from: 1_000, to: 2_000 });
    // The live service's record has no place for the view (columns, aggregates, group-by, wrapping):
    // it is kept for this person in this tab, and comes back with the record.
    const stored = backend.db.state.savedSearches.find((s) => s.name === 'Mine');
    expect(stored).toBeDefined();
    expect(JSON.stringify(stored)).not.toMatch(/count\(\*\)|"wrap"/);
    const read = (await readSavedSearches(person, signal)).items.find((s) => s.id === created.id);
    expect(read).toMatchObject({ cols: ['path'], select: ['count(*)'], groups: ['status_code'], wrap: 'on' });
    expect(searchOfSaved(read as NonNullable<typeof read>)).toEqual({
      ds: nginx,
      q: 'status_code = 404',
      from: 1_000,
      to: 2_000,
      cols: ['path'],
      select: ['count(*)'],
      groups: ['status_code'],
      wrap: 'on',
    });
    // Another person in this tab does not get it.
    expect(
      (await readSavedSearches('org/another', signal)).items.find((s) => s.id === created.id)?.select,
    ).toBeUndefined();
    await deleteSavedSearch(person, 'service', created.id);
    expect((await readSavedSearches(person, signal)).items.map((s) => s.name)).not.toContain('Mine');
    expect(sessionStorage.getItem('lookout.recent.saved-views.org/someone')).toBe('[]');
  });

  it('are kept in this tab, for this person, where the service answers 404', async () => {
    signIn();
    server.use(
      http.get(`${baseUrl}/saved-searches`, () =>
        HttpResponse.json(
          { code: 404, type: 'Not Found', correlation_id: 'c-404', details: 'No such path.' },
          { status: 404 },
        ),
      ),
      http.post(`${baseUrl}/saved-searches`, () => HttpResponse.error()),
    );
    const empty = await readSavedSearches(person, signal);
    expect(empty).toEqual({ keptIn: 'browser', items: [] });
    const kept = await saveSearch(person, 'browser', {
      name: 'Tab only',
      ds: ['a'],
      range: 'Last 1 hour',
      cols: ['path'],
    });
    await expect(saveSearch(person, 'browser', { name: 'tab ONLY', ds: ['a'] })).rejects.toThrow(
      'exists already',
    );
    expect((await readSavedSearches(person, signal)).items).toEqual([kept]);
    expect((await readSavedSearches('org/another', signal)).items).toEqual([]);
    await deleteSavedSearch(person, 'browser', kept.id);
    expect((await readSavedSearches(person, signal)).items).toEqual([]);
  });
});
