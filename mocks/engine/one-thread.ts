import { HttpError } from '../http-errors';
import { settleWith, type SearchCall, type SearchReply } from './search-offload';
import type { SearchThread } from './search-pool';
import type { Searcher } from './search';

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
 * The browser demo's searches, on one thread in the order asked: the demo has one person, whose
 * searches run one at a time anyway, and no other client to be fair to (the HTTP server shares its
 * threads: search-pool.ts). A search whose request was dropped before it ran is not run; one already
 * running finishes on the thread's warm engine, its answer to nobody.
 */
export function oneThread(thread: SearchThread): Searcher {
  interface Job {
    call: SearchCall;
    settle: (reply: SearchReply) => void;
  }
  let next = 0;
  const queue: Job[] = [];
  let running: Job | undefined;
  const pump = () => {
    if (running) return;
    running = queue.shift();
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
      const job: Job = {
        call: { id: next++, body, catalogue },
        settle: (reply) => {
          signal?.removeEventListener('abort', drop);
          answered(reply);
        },
      };
      signal?.addEventListener('abort', drop, { once: true });
      queue.push(job);
      pump();
    });
}
