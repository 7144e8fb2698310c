import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from './query-client';

describe('a query the cache lets go of', () => {
  it('empties the lists of an infinite query’s pages, which the code that fetched them may still hold', () => {
    const client = createQueryClient();
    const page = { events: [{ '@raw': 'x'.repeat(2000) }], next: 'b' };
    client.setQueryData(['search', 'events'], { pages: [page], pageParams: [undefined] });
    client.removeQueries({ queryKey: ['search', 'events'] });
    expect(page.events).toEqual([]);
    expect(client.getQueryData(['search', 'events'])).toBeUndefined();
  });

  it('leaves other data alone: it can share objects with a list still shown', () => {
    const client = createQueryClient();
    const dashboard = { id: 'd', widgets: [{ id: 'w' }] };
    client.setQueryData(['dashboards'], { dashboards: [dashboard] });
    client.setQueryData(['dashboard', 'd'], dashboard);
    client.removeQueries({ queryKey: ['dashboard', 'd'] });
    expect(dashboard.widgets).toEqual([{ id: 'w' }]);
  });

  it('keeps what a page still shows', () => {
    const client = createQueryClient();
    const page = { events: [{ id: 1 }] };
    client.setQueryData(['shown'], { pages: [page], pageParams: [undefined] });
    const observer = new QueryObserver(client, { queryKey: ['shown'], enabled: false });
    const unsubscribe = observer.subscribe(() => undefined);
    client.removeQueries({ queryKey: ['shown'] });
    expect(page.events).toHaveLength(1);
    unsubscribe();
  });
});
