import { HttpError } from '../http-errors';
import { settleWith, type SearchCall, type SearchReply } from './search-offload';
import type { SearchThread } from './search-pool';
import type { Searcher } from './search';
import { rangeLength } from '../../src/query-language/range-length';

/** A browser Worker as a search thread. */
export function browserThread(worker: Worker): SearchThread {
  return {
    post: (call) => worker.postMessage(call),
    onReply: (listener) =>
      worker.addEventListener('message', (event: MessageEvent<SearchReply>) => listener(event.data)),
    terminate: () => worker.terminate(),
  };
}

const stopped = () => new HttpError(408, 'The search was stopped: its client went away.');

/**
 * What a search reads, roughly: its datasets' events at their peak over its window (a day where the
 * window is not read here). Only to order searches: the engine answers what it costs exactly.
 */
function searchCost({ body, catalogue }: SearchCall): number {
  const length =
    body.from_ts !== undefined && body.to_ts !== undefined
      ? body.to_ts - body.from_ts
      : (rangeLength(body.time_range ?? 'Last 1 hour') ?? 86_400_000);
  const named = catalogue.filter((d) => body.from?.includes(d.id));
  return length * (named.length ? named : catalogue).reduce((n, d) => n + d.peakPerMinute, 0);
}

/**
 * The browser demo's searches, on one thread, the cheapest of those waiting first (`searchCost`):
 * a page that asks for many at once (Alert noise, a dashboard) shows its quick answers while the slow
 * ones run, instead of each waiting behind those asked before it. The demo has one person and no
 * other client to be fair to (the HTTP server shares its threads: search-pool.ts); a search asked
 * in the same moment as others is ordered with them. A search whose request was dropped before it
 * ran is not run; one already running finishes on the thread's warm engine, its answer to nobody.
 */
export function oneThread(thread: SearchThread): Searcher {
  interface Job {
    call: SearchCall;
    cost: number;
    settle: (reply: SearchReply) => void;
  }
  let next = 0;
  const queue: Job[] = [];
  let running: Job | undefined;
  const pump = () => {
    if (running) return;
    // Stable: of searches alike, the first asked.
    running = queue.sort((a, b) => a.cost - b.cost).shift();
    if (running) thread.post(running.call);
  };
  thread.onReply((reply) => {
    if (!running || reply.id !== running.call.id) return;
    const job = running;
    running = undefined;
    job.settle(reply);
    pump();
  });
  return (body, catalogue, { signal } = {}) =>
    new Promise((resolve, reject) => {
      const answered = settleWith(resolve, reject);
      if (signal?.aborted) return reject(stopped());
      const drop = () => {
        if (!queue.includes(job)) return;
        queue.splice(queue.indexOf(job), 1);
        reject(stopped());
      };
      const call = { id: next++, body, catalogue };
      const job: Job = {
        call,
        cost: searchCost(call),
        settle: (reply) => {
          signal?.removeEventListener('abort', drop);
          answered(reply);
        },
      };
      signal?.addEventListener('abort', drop, { once: true });
      queue.push(job);
      // After the searches asked in this moment have joined the queue.
      setTimeout(pump);
    });
}
