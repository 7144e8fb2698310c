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
  /** The organisation it searches for: at most `perOrganisation` of its searches run at once. */
  org: string | undefined;
  timer?: ReturnType<typeof setTimeout>;
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
 *   is the engine's own "unknown token" answer);
 * - one organisation's searches hold at most all threads but one, so another organisation's start at
 *   once;
 * - a client's search that others keep from starting for `maxWaitMs` is answered 503 with Retry-After,
 *   not held: two clients' long searches make a third wait seconds, not minutes. (A search waiting for
 *   its own client's last waits on: that wait is the client's own.)
 */
export function searchPool(
  spawn: () => SearchThread,
  size: number,
  { endRunning = false, maxWaitMs = Infinity }: { endRunning?: boolean; maxWaitMs?: number } = {},
): Searcher {
  const perOrganisation = Math.max(1, size - 1);
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
  const full = (org: string | undefined) =>
    org !== undefined && slots.filter((slot) => slot.job?.org === org).length >= perOrganisation;

  function pump() {
    for (const job of [...queue]) {
      if (busy(job.client) || full(job.org)) continue;
      const token = job.call.body.pagination_token;
      const holder = token ? slots.find((slot) => slot.tokens.has(token)) : undefined;
      const slot = holder ?? slots.find((s) => !s.job);
      if (!slot || slot.job) continue;
      queue.splice(queue.indexOf(job), 1);
      clearTimeout(job.timer);
      if (token) slot.tokens.delete(token);
      slot.job = job;
      job.slot = slot;
      slot.thread.post(job.call);
    }
  }

  /** Answers a search others keep from starting; one waiting for its own client's last waits on. */
  function waitOrRefuse(job: Job) {
    if (!queue.includes(job)) return;
    if (busy(job.client)) {
      job.timer = setTimeout(() => waitOrRefuse(job), maxWaitMs);
      return;
    }
    queue.splice(queue.indexOf(job), 1);
    const seconds = Math.max(1, Math.ceil(maxWaitMs / 1000));
    job.settle({
      id: job.call.id,
      error: {
        status: 503,
        details: full(job.org)
          ? `Your organisation's other searches hold every search thread it may use (${perOrganisation}). Try again in ${seconds} seconds.`
          : `Every search thread is busy with other clients' searches. Try again in ${seconds} seconds.`,
        headers: { 'Retry-After': String(seconds) },
      },
    });
  }

  function cancel(job: Job) {
    clearTimeout(job.timer);
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
      const { signal, client, org } = how;
      if (signal?.aborted) return reject(new HttpError(408, 'The search was stopped: its client went away.'));
      const onAbort = () => cancel(job);
      const job: Job = {
        call: { id: next++, body, catalogue },
        client,
        org,
        settle: (reply) => {
          signal?.removeEventListener('abort', onAbort);
          if ('result' in reply) resolve(reply.result);
          else reject(new HttpError(reply.error.status, reply.error.details, reply.error.headers));
        },
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      queue.push(job);
      pump();
      // The service's own searches (no client) are never refused.
      if (client !== undefined && Number.isFinite(maxWaitMs) && queue.includes(job))
        job.timer = setTimeout(() => waitOrRefuse(job), maxWaitMs);
    });
}
