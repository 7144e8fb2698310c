import { HttpError } from '../http-errors';
import { settleWith, type SearchCall, type SearchReply } from './search-offload';
import type { Searcher } from './search';

/** A thread that runs searches (`answer` in search-offload.ts): a browser Worker or a Node worker thread. */
export interface SearchThread {
  post(call: SearchCall): void;
  onReply(listener: (reply: SearchReply) => void): void;
  terminate(): void;
}

interface Job {
  call: SearchCall;
  /** Whose search: one at a time each. Searches the service makes for itself have none. */
  client: string | undefined;
  /** The organisation it searches for: its long searches hold a bounded share of the threads. */
  org: string | undefined;
  timer?: ReturnType<typeof setTimeout>;
  settle: (reply: SearchReply) => void;
  slot?: Slot;
  /** When it started on its thread (ms since epoch). */
  startedAt?: number;
  /** Started as a long search: its client's last search ran long. */
  long?: boolean;
}

interface Slot {
  thread: SearchThread;
  job?: Job;
  /** The pagination tokens whose cursors this thread's engine holds. */
  tokens: Set<string>;
}

const seconds = (n: number) => `${n} second${n === 1 ? '' : 's'}`;

const nextToken = (reply: SearchReply): string | undefined => {
  if (!('result' in reply)) return undefined;
  const href = reply.result.links?.find((link) => link.rel === 'next')?.href;
  return href
    ? (new URL(href, 'http://next.page').searchParams.get('pagination_token') ?? undefined)
    : undefined;
};

/**
 * The HTTP server's searches (mock-server; the browser demo has one person and one thread:
 * one-thread.ts), on `size` threads for a service many clients share, so a long search holds one thread,
 * never the service, and no two clients keep a third waiting:
 * - one search per client at a time: a client's next waits for its last;
 * - a search is long once it has run `longMs`, and a client is long while its last search was:
 *   long searches hold all threads but one (the one left answers short searches at once), and one
 *   organisation's long searches all but two (so another organisation's start at once, with 4 or more
 *   threads); short searches take any free thread;
 * - when several searches could start, the organisation and then the client served least recently
 *   goes first: every organisation and client in turn, whatever each has queued;
 * - when long searches that started short hold the thread kept for short ones
 *   while a short one waits, the youngest is ended and answered 503: its client is long now, and its
 *   retry takes its turn among long searches (so any number of new keys cannot take every thread);
 * - a search whose client has gone (its request's `signal`) is dropped before it runs; when it is
 *   running, its thread is ended and replaced: the work stops with the client;
 * - a next page goes to the thread whose engine holds its cursor (a cursor lost with an ended thread
 *   is the engine's own "unknown token" answer);
 * - a client's search that others keep from starting for `maxWaitMs` is answered 503 with Retry-After,
 *   not held. (A search waiting for its own client's last waits on: that wait is the client's own.)
 */
// eslint-disable-next-line max-lines-per-function -- over the cap, to be split along what it does (issue 52)
export function searchPool(
  spawn: () => SearchThread,
  size: number,
  { maxWaitMs = Infinity, longMs = 1_000 }: { maxWaitMs?: number; longMs?: number } = {},
): Searcher {
  const longMax = Math.max(1, size - 1);
  const perOrganisation = Math.max(1, size - 2);
  let next = 0;
  const queue: Job[] = [];
  const slots: Slot[] = [];
  /** Clients whose last search ran long. */
  const longClients = new Set<string>();
  /** The turn each organisation and client was last served in (`org:…`, `client:…`). */
  const served = new Map<string, number>();
  let turn = 0;
  let recheck: ReturnType<typeof setTimeout> | undefined;

  const start = (): Slot => {
    const slot: Slot = { thread: spawn(), tokens: new Set() };
    slot.thread.onReply((reply) => {
      const job = slot.job;
      if (!job || reply.id !== job.call.id) return;
      const token = nextToken(reply);
      if (token) slot.tokens.add(token);
      slot.job = undefined;
      noteLength(job);
      job.settle(reply);
      pump();
    });
    return slot;
  };
  for (let i = 0; i < size; i++) slots.push(start());

  const running = () => slots.flatMap((slot) => (slot.job ? [slot.job] : []));
  const ranLong = (job: Job, now = Date.now()) => job.long || now - (job.startedAt ?? now) >= longMs;
  /** A client is long while its last search ran long, however it started. */
  const noteLength = (job: Job) => {
    if (job.client === undefined) return;
    if (Date.now() - (job.startedAt ?? 0) >= longMs) longClients.add(job.client);
    else longClients.delete(job.client);
  };
  const busy = (client: string | undefined) =>
    client !== undefined && running().some((job) => job.client === client);
  const slotFor = (job: Job): Slot | undefined => {
    const token = job.call.body.pagination_token;
    const slot = (token ? slots.find((s) => s.tokens.has(token)) : undefined) ?? slots.find((s) => !s.job);
    return slot && !slot.job ? slot : undefined;
  };
  const isLong = (job: Job) => job.client !== undefined && longClients.has(job.client);
  /** Whether a long search of `org` would overstep the threads long searches may hold. */
  const longFull = (org: string | undefined, now = Date.now()) => {
    const long = running().filter((job) => ranLong(job, now));
    return (
      long.length >= longMax ||
      (org !== undefined && long.filter((job) => job.org === org).length >= perOrganisation)
    );
  };
  const canStart = (job: Job) =>
    !busy(job.client) && slotFor(job) !== undefined && !(isLong(job) && longFull(job.org));
  const lastServed = (kind: string, key: string | undefined) =>
    key === undefined ? -1 : (served.get(`${kind}:${key}`) ?? -1);

  function run(job: Job, slot: Slot) {
    queue.splice(queue.indexOf(job), 1);
    clearTimeout(job.timer);
    const token = job.call.body.pagination_token;
    if (token) slot.tokens.delete(token);
    turn += 1;
    if (job.org !== undefined) served.set(`org:${job.org}`, turn);
    if (job.client !== undefined) served.set(`client:${job.client}`, turn);
    Object.assign(job, { slot, startedAt: Date.now(), long: isLong(job) });
    slot.job = job;
    slot.thread.post(job.call);
  }

  function pump() {
    for (;;) {
      // Stable: among searches served equally long ago, the one that came first.
      const [job] = queue
        .filter(canStart)
        .sort(
          (a, b) =>
            lastServed('org', a.org) - lastServed('org', b.org) ||
            lastServed('client', a.client) - lastServed('client', b.client),
        );
      const slot = job && slotFor(job);
      if (!job || !slot) break;
      run(job, slot);
    }
    reclaimShortThread();
  }

  /**
   * Long searches that started short and now hold the thread kept for short ones, while a short one
   * waits: the youngest is ended and told to come back as the long search it is.
   */
  function reclaimShortThread() {
    clearTimeout(recheck);
    const waiting = queue.some((job) => !isLong(job) && !busy(job.client));
    if (!waiting || slots.some((slot) => !slot.job)) return;
    const now = Date.now();
    const jobs = running();
    const overstay = jobs.filter((job) => ranLong(job, now) && !job.long && job.client !== undefined);
    if (jobs.filter((job) => ranLong(job, now)).length > longMax && overstay.length) {
      const youngest = overstay.reduce((a, b) => ((a.startedAt ?? 0) > (b.startedAt ?? 0) ? a : b));
      if (youngest.client !== undefined) longClients.add(youngest.client);
      endJob(youngest, {
        status: 503,
        details: `Your search ran longer than ${longMs / 1000} s on the search thread kept for short searches, while another client's waited. Try again in ${seconds(retrySeconds())}: it will wait its turn among long searches.`,
        headers: { 'Retry-After': String(retrySeconds()) },
      });
      return pump();
    }
    // Check again when the next running search would count as long.
    const soonest = jobs
      .filter((job) => !ranLong(job, now))
      .map((job) => (job.startedAt ?? now) + longMs - now);
    if (soonest.length) recheck = setTimeout(pump, Math.max(1, Math.min(...soonest)));
  }

  const retrySeconds = () => (Number.isFinite(maxWaitMs) ? Math.max(1, Math.ceil(maxWaitMs / 1000)) : 1);

  /** Ends a running search's thread (a fresh one replaces it) and answers the search with `error`. */
  function endJob(job: Job, error: Extract<SearchReply, { error: unknown }>['error']) {
    const slot = job.slot;
    if (slot?.job !== job) return;
    slot.thread.terminate();
    slots.splice(slots.indexOf(slot), 1, start());
    job.settle({ id: job.call.id, error });
  }

  /** Answers a search others keep from starting; one waiting for its own client's last waits on. */
  function waitOrRefuse(job: Job) {
    if (!queue.includes(job)) return;
    if (busy(job.client)) {
      job.timer = setTimeout(() => waitOrRefuse(job), maxWaitMs);
      return;
    }
    queue.splice(queue.indexOf(job), 1);
    const wait = retrySeconds();
    job.settle({
      id: job.call.id,
      error: {
        status: 503,
        details:
          isLong(job) && longFull(job.org)
            ? `Long searches hold every search thread they may use; your last search was one. Try again in ${seconds(wait)}.`
            : `Every search thread is busy with other clients' searches. Try again in ${seconds(wait)}.`,
        headers: { 'Retry-After': String(wait) },
      },
    });
  }

  function cancel(job: Job) {
    clearTimeout(job.timer);
    const stopped = { status: 408, details: 'The search was stopped: its client went away.', headers: {} };
    if (job.slot?.job === job) {
      endJob(job, stopped);
    } else if (queue.includes(job)) {
      queue.splice(queue.indexOf(job), 1);
      job.settle({ id: job.call.id, error: stopped });
    }
    pump();
  }

  return (body, catalogue, how = {}) =>
    new Promise((resolve, reject) => {
      const answered = settleWith(resolve, reject);
      const { signal, client, org } = how;
      if (signal?.aborted) return reject(new HttpError(408, 'The search was stopped: its client went away.'));
      const onAbort = () => cancel(job);
      const job: Job = {
        call: { id: next++, body, catalogue },
        client,
        org,
        settle: (reply) => {
          signal?.removeEventListener('abort', onAbort);
          answered(reply);
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
