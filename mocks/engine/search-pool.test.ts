import { describe, expect, it } from 'vitest';
import { seedDatasets } from './catalogue';
import { SearchEngine } from './search';
import { answer, type SearchCall } from './search-offload';
import { searchPool, type SearchThread } from './search-pool';

const NOW = Date.UTC(2026, 10, 20, 12);
const catalogue = seedDatasets();
const count = { from: [catalogue[0]?.id ?? ''], select: ['count(*)'], time_range: 'Last 1 hour' };
const events = { from: [catalogue[0]?.id ?? ''], select: ['*'], time_range: 'Last 1 hour', limit: 5 };

/** Threads that answer only when told to, so a test sees what runs where and what waits. */
function heldThreads() {
  const threads: { posted: SearchCall[]; ended: boolean; answerNext: () => Promise<void> }[] = [];
  const spawn = (): SearchThread => {
    const engine = new SearchEngine(() => NOW);
    let listener: Parameters<SearchThread['onReply']>[0] = () => {};
    const thread = {
      posted: [] as SearchCall[],
      ended: false,
      answerNext: async () => {
        const call = thread.posted.shift();
        if (call) listener(await answer(engine, structuredClone(call)));
      },
    };
    threads.push(thread);
    return {
      post: (call) => thread.posted.push(call),
      onReply: (l) => (listener = l),
      terminate: () => void (thread.ended = true),
    };
  };
  return { threads, spawn };
}

describe('the search pool', () => {
  it("runs one search per client at a time, another client's beside it", async () => {
    const { threads, spawn } = heldThreads();
    const search = searchPool(spawn, 2);
    const a1 = search(count, catalogue, { client: 'a' });
    const a2 = search({ ...count, groups: ['level'] }, catalogue, { client: 'a' });
    const b1 = search(count, catalogue, { client: 'b' });
    // a's second waits for its first although a thread is free; b's runs on it.
    expect(threads.map((t) => t.posted.length)).toEqual([1, 1]);
    await threads[0]?.answerNext();
    await expect(a1).resolves.toHaveProperty('groups_series');
    expect(threads[0]?.posted).toHaveLength(1);
    await threads[0]?.answerNext();
    await threads[1]?.answerNext();
    await expect(Promise.all([a2, b1])).resolves.toHaveLength(2);
  });

  it('stops the work of a client that went away: dropped while waiting, its thread ended while running', async () => {
    const { threads, spawn } = heldThreads();
    const search = searchPool(spawn, 1, { endRunning: true });
    const running = new AbortController();
    const waiting = new AbortController();
    const first = search(count, catalogue, { client: 'a', signal: running.signal });
    const second = search(count, catalogue, { client: 'b', signal: waiting.signal });
    const third = search(count, catalogue, { client: 'c' });
    waiting.abort();
    await expect(second).rejects.toMatchObject({ status: 408 });
    running.abort();
    await expect(first).rejects.toMatchObject({ status: 408 });
    expect(threads[0]?.ended).toBe(true);
    // A fresh thread took over, running what waited (and never the dropped search).
    expect(threads).toHaveLength(2);
    expect(threads[1]?.posted).toHaveLength(1);
    await threads[1]?.answerNext();
    await expect(third).resolves.toHaveProperty('groups_series');
  });

  it('keeps a warm thread for the demo: a running search its client left finishes, unanswered', async () => {
    const { threads, spawn } = heldThreads();
    const search = searchPool(spawn, 1);
    const client = new AbortController();
    void Promise.resolve(search(count, catalogue, { client: 'a', signal: client.signal })).catch(
      () => undefined,
    );
    const next = search(count, catalogue, { client: 'a' });
    client.abort();
    expect(threads[0]?.ended).toBe(false);
    await threads[0]?.answerNext();
    await threads[0]?.answerNext();
    await expect(next).resolves.toHaveProperty('groups_series');
    expect(threads).toHaveLength(1);
  });

  it("sends a next page to the thread that holds its search's cursor", async () => {
    const { threads, spawn } = heldThreads();
    const search = searchPool(spawn, 2);
    const firstPage = search(events, catalogue, { client: 'a' });
    await threads[0]?.answerNext();
    const href = (await firstPage).links?.find((link) => link.rel === 'next')?.href ?? '';
    const token = new URL(href, 'http://x').searchParams.get('pagination_token') ?? '';
    expect(token).not.toBe('');
    // Thread 0 is busy with another client's search; the next page still waits for it.
    const other = search(count, catalogue, { client: 'b' });
    const nextPage = search({ pagination_token: token } as never, catalogue, { client: 'a' });
    expect(threads[0]?.posted).toHaveLength(1);
    expect(threads[1]?.posted).toHaveLength(0);
    await threads[0]?.answerNext();
    await other;
    expect(threads[0]?.posted[0]?.body.pagination_token).toBe(token);
    await threads[0]?.answerNext();
    await expect(nextPage).resolves.toHaveProperty('events');
  });

  it('keeps one organisation to all threads but one, and answers a search others hold back with 503, not a wait', async () => {
    const { threads, spawn } = heldThreads();
    const search = searchPool(spawn, 2, { maxWaitMs: 30 });
    const admin = search(count, catalogue, { client: 'admin', org: 'acme' });
    const standard = search(count, catalogue, { client: 'standard', org: 'acme' });
    const other = search(count, catalogue, { client: 'globex-key', org: 'globex' });
    // Acme's second waits although a thread was free; Globex's starts on it at once.
    expect(threads.map((t) => t.posted.length)).toEqual([1, 1]);
    await expect(standard).rejects.toMatchObject({
      status: 503,
      headers: { 'Retry-After': '1' },
      message: expect.stringContaining("Your organisation's other searches"),
    });
    const third = search(count, catalogue, { client: 'initech-key', org: 'initech' });
    await expect(third).rejects.toMatchObject({
      status: 503,
      message: expect.stringContaining('Every search thread is busy'),
    });
    await threads[0]?.answerNext();
    await threads[1]?.answerNext();
    await expect(Promise.all([admin, other])).resolves.toHaveLength(2);
  });

  it("lets a client's own next search wait for its last, however long", async () => {
    const { threads, spawn } = heldThreads();
    const search = searchPool(spawn, 2, { maxWaitMs: 10 });
    const first = search(count, catalogue, { client: 'a', org: 'acme' });
    const second = search({ ...count, groups: ['level'] }, catalogue, { client: 'a', org: 'acme' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    await threads[0]?.answerNext();
    await expect(first).resolves.toBeDefined();
    await threads[0]?.answerNext();
    await expect(second).resolves.toHaveProperty('groups_series');
  });
});
