import { describe, expect, it } from 'vitest';
import { seedDatasets, type DatasetSpec } from './catalogue';
import { SearchEngine, type SearchQuery } from './search';
import type { SummaryStore } from './summaries';
import { decode, encode } from './summary-store';

const NOW = Date.UTC(2026, 10, 21, 12, 0, 30);
const HOUR = 3_600_000;
const catalogue = seedDatasets();
const id = (name: string) => (catalogue.find((d) => d.dataset === name) as DatasetSpec).id;
const all = catalogue.map((d) => d.id);

/** An answer without what differs between two runs of the same search (its timing and id). */
function answerOf(engine: SearchEngine, query: SearchQuery) {
  const { explain, metadata: _metadata, ...body } = engine.search(query, catalogue);
  return { ...body, scanned: explain?.['Events scanned'] };
}

// Windows that start and end inside a minute (the edges are read from events) and cross an incident
// (slow queries at 06:30). Eight hours: the work is bounded, not the time it takes.
const window = { fromTs: NOW - 8 * HOUR - 17_123, toTs: NOW - 20_000 };
const QUERIES: SearchQuery[] = [
  {
    from: [id('nginx-access')],
    select: ['count(*)'],
    where: 'status_code >= 500',
    numOfSlices: 48,
    ...window,
  },
  {
    from: [id('nginx-access')],
    select: ['count(*)'],
    where: "path = '/api/checkout' AND status_code >= 500",
    numOfSlices: 97,
    ...window,
  },
  {
    from: [id('auth-service')],
    select: ['count(*)'],
    where: "msg LIKE 'login failed%'",
    groups: ['client_ip'],
    limit: 20,
    ...window,
  },
  { from: [id('postgres')], select: ['p95(duration_ms)', 'avg(duration_ms)', 'sum(duration_ms)'], ...window },
  { from: [id('host-syslog')], select: ['max(cpu_pct)'], groups: ['$host'], numOfSlices: 30, ...window },
  { from: all, select: ['count(*)'], groups: ['level', '$service'], where: 'level != info', ...window },
  { from: all, select: ['count(*)'], groups: ['level'], timeRange: 'Last 6 hours', numOfSlices: 60 },
];

describe('per-minute summaries', () => {
  it('give every aggregate the same answer as reading the events, first time and again', () => {
    const events = new SearchEngine(() => NOW, { summaries: false });
    const summaries = new SearchEngine(() => NOW);
    for (const query of QUERIES) {
      const expected = answerOf(events, query);
      expect(answerOf(summaries, query)).toEqual(expected);
      expect(answerOf(summaries, query)).toEqual(expected);
    }
    // It reads 14 hours of every dataset twice over (about 2 s on a quiet machine). The bound only
    // ends a test that hangs: a machine several times busier still passes.
  });

  it('keep the search invariants: group counts add up to the count, which equals the events paged', () => {
    const engine = new SearchEngine(() => NOW);
    const query = { from: [id('payments-service')], where: "level = 'error'", timeRange: 'Last 2 days' };
    const count = engine.search({ ...query, select: ['count(*)'] }, catalogue).groups_series?.[0]?.value;
    const grouped = engine.search({ ...query, select: ['count(*)'], groups: ['provider'] }, catalogue);
    const sum = (grouped.groups_series ?? []).reduce((n, g) => n + (g.value ?? 0), 0);
    let page = engine.search({ ...query, select: [], limit: 500 }, catalogue);
    const keyOf = (e: NonNullable<typeof page.events>[number]) =>
      `${e.metadata?.service_id}/${e.metadata?.sequence}`;
    const seen = new Set(page.events?.map(keyOf));
    let paged = page.events?.length ?? 0;
    while (page.pagination?.next_page_url) {
      const token = new URL(page.pagination.next_page_url, 'http://x').searchParams.get('pagination_token');
      page = engine.nextPage(token as string);
      for (const e of page.events ?? []) seen.add(keyOf(e));
      paged += page.events?.length ?? 0;
    }
    expect(count).toBeGreaterThan(0);
    expect(sum).toBe(count);
    expect(paged).toBe(count);
    expect(seen.size).toBe(paged);
  });

  it('are kept in a store and read back by a new engine (a reload) without generating the minutes', async () => {
    // Stored as the browser demo stores them: in columns, through a structured clone (IndexedDB).
    const kept = new Map<string, ReturnType<typeof encode>>();
    const store: SummaryStore = {
      load: async (keys) =>
        keys.map((key) => {
          const columns = kept.get(key);
          return columns ? decode(structuredClone(columns)) : undefined;
        }),
      save: (blocks) => blocks.forEach(([key, block]) => kept.set(key, structuredClone(encode(block)))),
    };
    for (const query of [QUERIES[2], QUERIES[3]] as SearchQuery[]) {
      const first = new SearchEngine(() => NOW, { summaries: store });
      const expected = answerOf(first, query);
      first.flushSummaries();
      const reloaded = new SearchEngine(() => NOW, { summaries: store });
      await reloaded.prepare(query, catalogue);
      expect(answerOf(reloaded, query)).toEqual(expected);
    }
    const query = QUERIES[1] as SearchQuery;
    const first = new SearchEngine(() => NOW, { summaries: store });
    const expected = answerOf(first, query);
    first.flushSummaries();
    expect(kept.size).toBeGreaterThan(20);

    const reloaded = new SearchEngine(() => NOW, { summaries: store });
    await reloaded.prepare(query, catalogue);
    expect(answerOf(reloaded, query)).toEqual(expected);
    // Only the two minutes the range cuts through were generated: not a day of them.
    expect(reloaded.cache.size).toBe(2);
  });
});
