import { describe, expect, it } from 'vitest';
import { costEstimateOf, epochMs, nextPageLink, numberOf, pointsOf } from './tolerant';
import { collectionsOf, loginMethodsOf, topValuesOf } from './tolerant-records';
import { monitorKindOf, templateArgumentOf } from './tolerant-definitions';

describe('reading what either deployment sends', () => {
  it('reads times below 10^12 as seconds', () => {
    expect(epochMs(1_783_000_000)).toBe(1_783_000_000_000);
    expect(epochMs(1_783_000_000_000)).toBe(1_783_000_000_000);
  });

  it('reads numbers sent as strings, and nothing readable as 0', () => {
    expect(numberOf('21667.0')).toBe(21667);
    expect(numberOf(6)).toBe(6);
    expect(numberOf('n/a')).toBe(0);
    expect(numberOf(undefined)).toBe(0);
  });

  it('reads usage points with @timestamp or a text @time, in time order', () => {
    expect(
      pointsOf([
        { '@time': 'Fri Jul 10 18:54:00 UTC 2026', count: '6', value: '21667.0' },
        { '@timestamp': String(Date.UTC(2026, 6, 10, 18, 53)), count: 2, value: 5 },
      ]),
    ).toEqual([
      { t: Date.UTC(2026, 6, 10, 18, 53), count: 2, value: 5 },
      { t: Date.UTC(2026, 6, 10, 18, 54), count: 6, value: 21667 },
    ]);
  });

  it('reads sign-in methods as an object or an array, names case-insensitively', () => {
    const fromArray = loginMethodsOf([
      { name: 'Password', enabled: true },
      { name: 'SAML', enabled: false },
    ]);
    expect(fromArray.get('password')).toEqual({ name: 'Password', enabled: true });
    expect(fromArray.get('saml')?.enabled).toBe(false);
    expect(loginMethodsOf({ google: true }).get('google')).toEqual({ name: 'google', enabled: true });
    expect(loginMethodsOf(undefined).size).toBe(0);
  });

  it('reads top-key values from the map keys, with counts only when sent', () => {
    expect(
      topValuesOf({ type: 'STRING', values: { GET: { rank: 1 }, POST: { value: 'POST', count: 3 } } }),
    ).toEqual([{ value: 'GET' }, { value: 'POST', count: 3 }]);
  });

  it('reads the monitor kind under either name', () => {
    expect(monitorKindOf({ type: 'USAGE' })).toBe('USAGE');
    expect(monitorKindOf({ monitor_type: 'CHANGE_DETECTION', type: 'PATTERN' })).toBe('CHANGE_DETECTION');
    expect(monitorKindOf({})).toBe('PATTERN');
  });

  it('reads template arguments in all four shapes', () => {
    expect(templateArgumentOf({ literal: 'eu' })).toEqual({ literal: 'eu' });
    expect(templateArgumentOf({ literal: ['a', 'b'] })).toEqual({ literal: 'a, b' });
    expect(templateArgumentOf({ value: { value: 'eu' } })).toEqual({ literal: 'eu' });
    expect(templateArgumentOf({ value: { input: 'region' } })).toEqual({ input: 'region' });
    expect(templateArgumentOf({ input: 'region' })).toEqual({ input: 'region' });
  });

  it('finds the next page in links or in pagination', () => {
    expect(nextPageLink({ links: [{ rel: 'next', href: '/search?pagination_token=a' }] })).toBe(
      '/search?pagination_token=a',
    );
    expect(nextPageLink({ pagination: { next_page_url: '/search?p=2' } })).toBe('/search?p=2');
    expect(nextPageLink({})).toBeNull();
  });

  it('reads the cost estimate from either explain key', () => {
    expect(costEstimateOf({ 'Approximate bytes in time range': '1,500' })).toBe(1500);
    expect(costEstimateOf({ 'Bytes searched': '42' })).toBe(42);
    expect(costEstimateOf({ 'Execution time (millis)': '3' })).toBeNull();
  });

  it('reads collections as items or as maps of datasets', () => {
    expect(
      collectionsOf({
        collections: [{ id: '6f1c2d3e-0000-4000-8000-000000000000', collection: 'web', dataset_count: 2 }],
      }),
    ).toEqual([{ collection: 'web', datasetCount: 2 }]);
    expect(collectionsOf({ collections: [{ web: [{}, {}] }, { db: [] }] })).toEqual([
      { collection: 'web', datasetCount: 2 },
      { collection: 'db', datasetCount: 0 },
    ]);
  });
});
