import { HttpError } from '../http-errors';
import type { SearchCall, SearchReply } from './search-offload';
import type { Searcher } from './search';

/** A thread that runs searches (`answer` in search-offload.ts): a browser Worker or a Node worker thread. */
export interface SearchThread {
  post(call: SearchCall): void;
  onReply(listener: (reply: SearchReply) => void): void;
  terminate(): void;
}

/** A browser Worker as a search thread. */
export function browserThread(worker: Worker): SearchThread {
  return {
    post: (call) => worker.postMessage(call),
    onReply: (listener) =>
      worker.addEventListener('message', (event: MessageEvent<SearchReply>) => listener(event.data)),
    terminate: () => worker.terminate(),
  };
}

interface Job {
  call: SearchCall;
  /** Whose search: one at a time each. Searches the service makes for itself have none. */
  client: string | undefined;
  settle: (reply: SearchReply) => void;
  slot?: Slot;
}

interface Slot {
  thread: SearchThread;
  job?: Job;
  /** The pagination tokens whose cursors this thread's engine holds. */
  tokens: Set<string>;
}

const nextToken = (reply: SearchReply): string | undefined => {
  if (!('result' in reply)) return undefined;
  const href = reply.result.links?.find((link) => link.rel === 'next')?.href;
  return href
    ? (new URL(href, 'http://next.page').searchParams.get('pagination_token') ?? undefined)
    : undefined;
};

/**
 * Searches on `size` threads for a service many clients share, so a long search holds one thread,
 * never the service:
 * - one search per client at a time: a client's next waits for its last, so one client's long
 *   searches cannot take every thread (another client's run on the threads left);
 * - a search whose client has gone (its request's `signal`) is dropped before it runs; when it is
 *   running and `endRunning` is set, its thread is ended and replaced: the work stops with the client
 *   (the HTTP server's choice; the browser demo keeps its one thread's warm engine and lets a search
 *   it no longer needs finish, its answer dropped);
 * - a next page goes to the thread whose engine holds its cursor (a cursor lost with an ended thread
 *   is the engine's own "unknown token" answer).
 */
export function searchPool(
  spawn: () => SearchThread,
  size: number,
  { endRunning = false }: { endRunning?: boolean } = {},
): Searcher {
  let next = 0;
  const queue: Job[] = [];
  const slots: Slot[] = [];

  const start = (): Slot => {
    const slot: Slot = { thread: spawn(), tokens: new Set() };
    slot.thread.onReply((reply) => {
      const job = slot.job;
      if (!job || reply.id !== job.call.id) return;
      const token = nextToken(reply);
      if (token) slot.tokens.add(token);
      slot.job = undefined;
      job.settle(reply);
      pump();
    });
    return slot;
  };
  for (let i = 0; i < size; i++) slots.push(start());

  const busy = (client: string | undefined) =>
    client !== undefined && slots.some((slot) => slot.job?.client === client);

  function pump() {
    for (const job of [...queue]) {
      if (busy(job.client)) continue;
      const token = job.call.body.pagination_token;
      const holder = token ? slots.find((slot) => slot.tokens.has(token)) : undefined;
      const slot = holder ?? slots.find((s) => !s.job);
      if (!slot || slot.job) continue;
      queue.splice(queue.indexOf(job), 1);
      if (token) slot.tokens.delete(token);
      slot.job = job;
      job.slot = slot;
      slot.thread.post(job.call);
    }
  }

  function cancel(job: Job) {
    const waiting = queue.indexOf(job);
    if (waiting >= 0) queue.splice(waiting, 1);
    const slot = job.slot;
    if (slot?.job === job) {
      if (!endRunning) return; // it runs on; its answer goes to nobody
      slot.thread.terminate();
      slots.splice(slots.indexOf(slot), 1, start());
    }
    job.settle({
      id: job.call.id,
      error: { status: 408, details: 'The search was stopped: its client went away.', headers: {} },
    });
    pump();
  }

  return (body, catalogue, how = {}) =>
    new Promise((resolve, reject) => {
      const { signal, client } = how;
      if (signal?.aborted) return reject(new HttpError(408, 'The search was stopped: its client went away.'));
      const onAbort = () => cancel(job);
      const job: Job = {
        call: { id: next++, body, catalogue },
        client,
        settle: (reply) => {
          signal?.removeEventListener('abort', onAbort);
          if ('result' in reply) resolve(reply.result);
          else reject(new HttpError(reply.error.status, reply.error.details, reply.error.headers));
        },
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      queue.push(job);
      pump();
    });
}
