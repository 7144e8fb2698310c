import { describe, expect, it } from 'vitest';
import { seedDatasets } from './catalogue';
import { SearchEngine } from './search';
import { answer, type SearchCall } from './search-offload';
import { searchPool, type SearchThread } from './search-pool';

const NOW = Date.UTC(2026, 10, 20, 12);
const catalogue = seedDatasets();
const count = { from: [catalogue[0]?.id ?? ''], select: ['count(*)'], time_range: 'Last 1 hour' };
const events = { from: [catalogue[0]?.id ?? ''], select: ['*'], time_range: 'Last 1 hour', limit: 5 };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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
    const search = searchPool(spawn, 1);
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

  it('serves every client in turn, whatever another has queued', async () => {
    const { threads, spawn } = heldThreads();
    const search = searchPool(spawn, 1);
    const a1 = search(count, catalogue, { client: 'a', org: 'acme' });
    const a2 = search(count, catalogue, { client: 'a', org: 'acme' });
    const b1 = search(count, catalogue, { client: 'b', org: 'acme' });
    const c1 = search(count, catalogue, { client: 'c', org: 'acme' });
    await threads[0]?.answerNext();
    await a1;
    // a's second came first, but b and c have not been served yet.
    expect(threads[0]?.posted).toHaveLength(1);
    await threads[0]?.answerNext();
    await b1;
    await threads[0]?.answerNext();
    await c1;
    await threads[0]?.answerNext();
    await expect(a2).resolves.toHaveProperty('groups_series');
  });

  it("keeps a thread for short searches and one for another organisation's long ones", async () => {
    const { threads, spawn } = heldThreads();
    // How long a search ran is the pool's clock, moved here: never the machine's speed.
    let now = 0;
    const search = searchPool(spawn, 4, { maxWaitMs: 40, longMs: 10, now: () => now });
    // a, b (Acme) and g (Globex) each run one search long enough to be long clients.
    const first = ['a', 'b', 'g'].map((client) =>
      search(count, catalogue, { client, org: client === 'g' ? 'globex' : 'acme' }),
    );
    now += 20;
    for (const thread of threads.slice(0, 3)) await thread.answerNext();
    await Promise.all(first);
    const a = search(count, catalogue, { client: 'a', org: 'acme' });
    const b = search(count, catalogue, { client: 'b', org: 'acme' });
    const g = search(count, catalogue, { client: 'g', org: 'globex' });
    // Acme's two long searches and Globex's run; the fourth thread is left for short ones.
    expect(threads.map((t) => t.posted.length)).toEqual([1, 1, 1, 0]);
    const short = search(count, catalogue, { client: 'c', org: 'acme' });
    expect(threads[3]?.posted).toHaveLength(1);
    await threads[3]?.answerNext();
    await expect(short).resolves.toHaveProperty('groups_series');
    // A third long search of Acme's is answered 503 with Retry-After, not held.
    const d = search(count, catalogue, { client: 'a2', org: 'acme' });
    now += 20;
    await threads[3]?.answerNext();
    await d;
    const again = search(count, catalogue, { client: 'a2', org: 'acme' });
    await expect(again).rejects.toMatchObject({
      status: 503,
      headers: { 'Retry-After': '1' },
      message: expect.stringContaining('Long searches hold every search thread they may use'),
    });
    for (const thread of threads.slice(0, 3)) await thread.answerNext();
    await expect(Promise.all([a, b, g])).resolves.toHaveLength(3);
  });

  it('counts a long client short again once its last search ran short', async () => {
    const { threads, spawn } = heldThreads();
    let now = 0;
    const search = searchPool(spawn, 2, { maxWaitMs: 30, longMs: 10, now: () => now });
    const first = search(count, catalogue, { client: 'a', org: 'acme' });
    now += 20;
    await threads[0]?.answerNext();
    await first;
    // Long now: its next takes the one thread long searches may hold, and answers at once.
    const quick = search(count, catalogue, { client: 'a', org: 'acme' });
    await threads[0]?.answerNext();
    await quick;
    // Short again: beside another client's long search it may take the thread kept for short ones.
    const other = search(count, catalogue, { client: 'b', org: 'acme' });
    now += 20;
    const again = search(count, catalogue, { client: 'a', org: 'acme' });
    expect(threads.map((t) => t.posted.length)).toEqual([1, 1]);
    for (const thread of threads) await thread.answerNext();
    await expect(Promise.all([other, again])).resolves.toHaveLength(2);
  });

  it('ends the youngest search that ran long on the short thread when a short one waits', async () => {
    const { threads, spawn } = heldThreads();
    const search = searchPool(spawn, 2, { longMs: 10 });
    const a = search(count, catalogue, { client: 'a', org: 'acme' });
    const b = search(count, catalogue, { client: 'b', org: 'acme' });
    const c = search(count, catalogue, { client: 'c', org: 'globex' });
    // Neither a nor b was known to be long; both ran past 10 ms while c waited.
    await expect(b).rejects.toMatchObject({
      status: 503,
      message: expect.stringContaining('kept for short searches'),
    });
    expect(threads[1]?.ended).toBe(true);
    expect(threads[2]?.posted).toHaveLength(1);
    await threads[2]?.answerNext();
    await expect(c).resolves.toHaveProperty('groups_series');
    // b comes back as a long search: it waits for a's thread, the short one stays free.
    const bAgain = search(count, catalogue, { client: 'b', org: 'acme' });
    expect(threads[2]?.posted).toHaveLength(0);
    await threads[0]?.answerNext();
    await a;
    await threads[0]?.answerNext();
    await expect(bAgain).resolves.toHaveProperty('groups_series');
  });

  it('answers a search every thread keeps from starting with 503 and Retry-After, not a wait', async () => {
    const { threads, spawn } = heldThreads();
    const search = searchPool(spawn, 1, { maxWaitMs: 30 });
    const a = search(count, catalogue, { client: 'a', org: 'acme' });
    await expect(search(count, catalogue, { client: 'b', org: 'globex' })).rejects.toMatchObject({
      status: 503,
      headers: { 'Retry-After': '1' },
      message: expect.stringContaining('Every search thread is busy'),
    });
    await threads[0]?.answerNext();
    await expect(a).resolves.toBeDefined();
  });

  it("lets a client's own next search wait for its last, however long", async () => {
    const { threads, spawn } = heldThreads();
    const search = searchPool(spawn, 2, { maxWaitMs: 10 });
    const first = search(count, catalogue, { client: 'a', org: 'acme' });
    const second = search({ ...count, groups: ['level'] }, catalogue, { client: 'a', org: 'acme' });
    await sleep(50);
    await threads[0]?.answerNext();
    await expect(first).resolves.toBeDefined();
    await threads[0]?.answerNext();
    await expect(second).resolves.toHaveProperty('groups_series');
  });
});
