import { describe, expect, it, vi } from 'vitest';
import { HttpError } from '../http-errors';
import { seedDatasets } from './catalogue';
import { runSearch, SearchEngine } from './search';
import { answer, warmUp, type SearchCall } from './search-offload';
import { browserThread, oneThread } from './one-thread';

const NOW = Date.UTC(2026, 10, 20, 12);
const catalogue = seedDatasets();

/**
 * A worker in this thread: the same `answer` the real one runs, replying asynchronously; each call it
 * is sent is kept in `posted`, in the order sent.
 */
function fakeWorker(posted: SearchCall[] = []): Worker {
  const engine = new SearchEngine(() => NOW);
  const target = new EventTarget();
  return Object.assign(target, {
    postMessage: (call: SearchCall) => {
      posted.push(call);
      void answer(engine, structuredClone(call)).then((reply) =>
        setTimeout(() => target.dispatchEvent(new MessageEvent('message', { data: structuredClone(reply) }))),
      );
    },
  }) as unknown as Worker;
}

describe('searches in a worker', () => {
  it('answers what the engine answers in this thread', async () => {
    const body = { from: [catalogue[0]?.id ?? ''], select: ['count(*)'], time_range: 'Last 1 hour' };
    const search = oneThread(browserThread(fakeWorker()));
    const [a, b] = await Promise.all([
      search(body, catalogue),
      search({ ...body, groups: ['level'] }, catalogue),
    ]);
    expect(a.groups_series).toEqual(runSearch(new SearchEngine(() => NOW), body, catalogue).groups_series);
    expect(b).not.toEqual(a);
  });

  it("rejects with the service's error, status and details intact", async () => {
    const search = oneThread(browserThread(fakeWorker()));
    const failure = search(
      {
        from: [catalogue[0]?.id ?? ''],
        select: ['count(*)'],
        where: 'status_code >= ',
        time_range: 'Last 1 hour',
      },
      catalogue,
    );
    await expect(failure).rejects.toBeInstanceOf(HttpError);
    await expect(failure).rejects.toMatchObject({
      status: 400,
      details: expect.stringContaining('where') as string,
    });
  });

  it("runs the demo's searches one at a time on one warm thread: a dropped one waiting is not run, a running one finishes unanswered", async () => {
    const posted: SearchCall[] = [];
    const worker = fakeWorker(posted);
    let ended = false;
    const search = oneThread({ ...browserThread(worker), terminate: () => void (ended = true) });
    const body = { from: [catalogue[0]?.id ?? ''], select: ['count(*)'], time_range: 'Last 1 hour' };
    const running = new AbortController();
    const waiting = new AbortController();
    void Promise.resolve(search(body, catalogue, { signal: running.signal })).catch(() => undefined);
    await vi.waitFor(() => expect(posted).toHaveLength(1), { timeout: 60_000 });
    const dropped = search({ ...body, groups: ['level'] }, catalogue, { signal: waiting.signal });
    const next = search({ ...body, groups: ['service'] }, catalogue);
    running.abort();
    waiting.abort();
    await expect(dropped).rejects.toMatchObject({ status: 408 });
    await expect(next).resolves.toHaveProperty('groups_series');
    expect(posted.map((call) => call.body.groups)).toEqual([undefined, ['service']]);
    expect(ended).toBe(false);
  });

  it("runs the cheapest of the demo's searches asked together first, those alike in the order asked", async () => {
    const posted: SearchCall[] = [];
    const worker = fakeWorker(posted);
    const search = oneThread(browserThread(worker));
    const byPeak = [...catalogue].sort((a, b) => b.peakPerMinute - a.peakPerMinute);
    const busiest = byPeak[0]?.id ?? '';
    const quietest = byPeak.at(-1)?.id ?? '';
    const ask = (id: string, time_range: string) =>
      search({ from: [id], select: ['count(*)'], time_range }, catalogue);
    // As Alert noise asks: every monitor's history at once, the busiest dataset's first.
    await Promise.all([
      ask(busiest, 'Last 2 hours'),
      ask(busiest, 'Last 1 hour'),
      ask(quietest, 'Last 2 hours'),
      ask(quietest, 'Last 120 minutes'),
    ]);
    expect(posted.map((call) => [call.body.from?.[0], call.body.time_range])).toEqual([
      [quietest, 'Last 2 hours'],
      [quietest, 'Last 120 minutes'],
      [busiest, 'Last 1 hour'],
      [busiest, 'Last 2 hours'],
    ]);
  });

  it('warms up by generating the last hour of every dataset, without changing any answer', () => {
    const cold = new SearchEngine(() => NOW);
    const warm = new SearchEngine(() => NOW);
    warmUp(warm, catalogue);
    // NOW falls on a whole minute: the last hour is sixty minutes of each dataset.
    expect(warm.cache.size).toBe(catalogue.length * 60);
    const body = {
      from: [catalogue[1]?.id ?? ''],
      select: ['count(*)'],
      groups: ['cache'],
      num_of_slices: 60,
    };
    const sizeBefore = warm.cache.size;
    expect(runSearch(warm, body, catalogue).groups_series).toEqual(
      runSearch(cold, body, catalogue).groups_series,
    );
    expect(warm.cache.size).toBe(sizeBefore);
  });
});
