import { describe, expect, it } from 'vitest';
import { HttpError } from '../http-errors';
import { seedDatasets } from './catalogue';
import { runSearch, SearchEngine } from './search';
import { answer, workerSearcher, type SearchCall } from './search-offload';

const NOW = Date.UTC(2026, 10, 20, 12);
const catalogue = seedDatasets();

/** A worker in this thread: the same `answer` the real one runs, replying asynchronously. */
function fakeWorker(): Worker {
  const engine = new SearchEngine(() => NOW);
  const target = new EventTarget();
  return Object.assign(target, {
    postMessage: (call: SearchCall) => {
      const reply = answer(engine, structuredClone(call));
      setTimeout(() => target.dispatchEvent(new MessageEvent('message', { data: structuredClone(reply) })));
    },
  }) as unknown as Worker;
}

describe('searches in a worker', () => {
  it('answers what the engine answers in this thread', async () => {
    const body = { from: [catalogue[0]?.id ?? ''], select: ['count(*)'], time_range: 'Last 1 hour' };
    const search = workerSearcher(fakeWorker());
    const [a, b] = await Promise.all([
      search(body, catalogue),
      search({ ...body, groups: ['level'] }, catalogue),
    ]);
    expect(a.groups_series).toEqual(runSearch(new SearchEngine(() => NOW), body, catalogue).groups_series);
    expect(b).not.toEqual(a);
  });

  it("rejects with the service's error, status and details intact", async () => {
    const search = workerSearcher(fakeWorker());
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
});
