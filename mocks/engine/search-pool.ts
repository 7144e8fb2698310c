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
export function searchPool(
  spawn: () => SearchThread,
  size: number,
  {
    maxWaitMs = Infinity,
    longMs = 1_000,
    now = Date.now,
  }: {
    maxWaitMs?: number;
    longMs?: number;
    /** The clock that says how long a search ran (its tests hold it still, and move it). */
    now?: () => number;
  } = {},
): Searcher {
  const pool = new Pool(spawn, size, maxWaitMs, longMs, now);
  return (body, catalogue, how = {}) => pool.search(body, catalogue, how);
}

/** The pool's state and its rules, one method each; `searchPool` above says them in words. */
class Pool {
  private readonly longMax: number;
  private readonly perOrganisation: number;
  private next = 0;
  private readonly queue: Job[] = [];
  private readonly slots: Slot[] = [];
  /** Clients whose last search ran long. */
  private readonly longClients = new Set<string>();
  /** The turn each organisation and client was last served in (`org:…`, `client:…`). */
  private readonly served = new Map<string, number>();
  private turn = 0;
  private recheck: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly spawn: () => SearchThread,
    size: number,
    private readonly maxWaitMs: number,
    private readonly longMs: number,
    private readonly now: () => number,
  ) {
    this.longMax = Math.max(1, size - 1);
    this.perOrganisation = Math.max(1, size - 2);
    for (let i = 0; i < size; i++) this.slots.push(this.start());
  }

  search(...[body, catalogue, how = {}]: Parameters<Searcher>): ReturnType<Searcher> {
    return new Promise((resolve, reject) => {
      const answered = settleWith(resolve, reject);
      const { signal, client, org } = how;
      if (signal?.aborted) return reject(new HttpError(408, 'The search was stopped: its client went away.'));
      const onAbort = () => this.cancel(job);
      const job: Job = {
        call: { id: this.next++, body, catalogue },
        client,
        org,
        settle: (reply) => {
          signal?.removeEventListener('abort', onAbort);
          answered(reply);
        },
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.queue.push(job);
      this.pump();
      // The service's own searches (no client) are never refused.
      if (client !== undefined && Number.isFinite(this.maxWaitMs) && this.queue.includes(job))
        job.timer = setTimeout(() => this.waitOrRefuse(job), this.maxWaitMs);
    });
  }

  private start(): Slot {
    const slot: Slot = { thread: this.spawn(), tokens: new Set() };
    slot.thread.onReply((reply) => {
      const job = slot.job;
      if (!job || reply.id !== job.call.id) return;
      const token = nextToken(reply);
      if (token) slot.tokens.add(token);
      slot.job = undefined;
      this.noteLength(job);
      job.settle(reply);
      this.pump();
    });
    return slot;
  }

  private running() {
    return this.slots.flatMap((slot) => (slot.job ? [slot.job] : []));
  }

  private ranLong(job: Job, now = this.now()) {
    return job.long || now - (job.startedAt ?? now) >= this.longMs;
  }

  /** A client is long while its last search ran long, however it started. */
  private noteLength(job: Job) {
    if (job.client === undefined) return;
    if (this.now() - (job.startedAt ?? 0) >= this.longMs) this.longClients.add(job.client);
    else this.longClients.delete(job.client);
  }

  private busy(client: string | undefined) {
    return client !== undefined && this.running().some((job) => job.client === client);
  }

  private slotFor(job: Job): Slot | undefined {
    const token = job.call.body.pagination_token;
    const slot =
      (token ? this.slots.find((s) => s.tokens.has(token)) : undefined) ?? this.slots.find((s) => !s.job);
    return slot && !slot.job ? slot : undefined;
  }

  private isLong(job: Job) {
    return job.client !== undefined && this.longClients.has(job.client);
  }

  /** Whether a long search of `org` would overstep the threads long searches may hold. */
  private longFull(org: string | undefined, now = this.now()) {
    const long = this.running().filter((job) => this.ranLong(job, now));
    return (
      long.length >= this.longMax ||
      (org !== undefined && long.filter((job) => job.org === org).length >= this.perOrganisation)
    );
  }

  private canStart(job: Job) {
    return (
      !this.busy(job.client) &&
      this.slotFor(job) !== undefined &&
      !(this.isLong(job) && this.longFull(job.org))
    );
  }

  private lastServed(kind: string, key: string | undefined) {
    return key === undefined ? -1 : (this.served.get(`${kind}:${key}`) ?? -1);
  }

  private run(job: Job, slot: Slot) {
    this.queue.splice(this.queue.indexOf(job), 1);
    clearTimeout(job.timer);
    const token = job.call.body.pagination_token;
    if (token) slot.tokens.delete(token);
    this.turn += 1;
    if (job.org !== undefined) this.served.set(`org:${job.org}`, this.turn);
    if (job.client !== undefined) this.served.set(`client:${job.client}`, this.turn);
    Object.assign(job, { slot, startedAt: this.now(), long: this.isLong(job) });
    slot.job = job;
    slot.thread.post(job.call);
  }

  private pump(): void {
    for (;;) {
      // Stable: among searches served equally long ago, the one that came first.
      const [job] = this.queue
        .filter((j) => this.canStart(j))
        .sort(
          (a, b) =>
            this.lastServed('org', a.org) - this.lastServed('org', b.org) ||
            this.lastServed('client', a.client) - this.lastServed('client', b.client),
        );
      const slot = job && this.slotFor(job);
      if (!job || !slot) break;
      this.run(job, slot);
    }
    this.reclaimShortThread();
  }

  /**
   * Long searches that started short and now hold the thread kept for short ones, while a short one
   * waits: the youngest is ended and told to come back as the long search it is.
   */
  private reclaimShortThread(): void {
    clearTimeout(this.recheck);
    const waiting = this.queue.some((job) => !this.isLong(job) && !this.busy(job.client));
    if (!waiting || this.slots.some((slot) => !slot.job)) return;
    const now = this.now();
    const jobs = this.running();
    const overstay = jobs.filter((job) => this.ranLong(job, now) && !job.long && job.client !== undefined);
    if (jobs.filter((job) => this.ranLong(job, now)).length > this.longMax && overstay.length) {
      const youngest = overstay.reduce((a, b) => ((a.startedAt ?? 0) > (b.startedAt ?? 0) ? a : b));
      if (youngest.client !== undefined) this.longClients.add(youngest.client);
      const retry = this.retrySeconds();
      this.endJob(youngest, {
        status: 503,
        details: `Your search ran longer than ${this.longMs / 1000} s on the search thread kept for short searches, while another client's waited. Try again in ${seconds(retry)}: it will wait its turn among long searches.`,
        headers: { 'Retry-After': String(retry) },
      });
      return this.pump();
    }
    // Check again when the next running search would count as long.
    const soonest = jobs
      .filter((job) => !this.ranLong(job, now))
      .map((job) => (job.startedAt ?? now) + this.longMs - now);
    if (soonest.length) this.recheck = setTimeout(() => this.pump(), Math.max(1, Math.min(...soonest)));
  }

  private retrySeconds() {
    return Number.isFinite(this.maxWaitMs) ? Math.max(1, Math.ceil(this.maxWaitMs / 1000)) : 1;
  }

  /** Ends a running search's thread (a fresh one replaces it) and answers the search with `error`. */
  private endJob(job: Job, error: Extract<SearchReply, { error: unknown }>['error']) {
    const slot = job.slot;
    if (slot?.job !== job) return;
    slot.thread.terminate();
    this.slots.splice(this.slots.indexOf(slot), 1, this.start());
    job.settle({ id: job.call.id, error });
  }

  /** Answers a search others keep from starting; one waiting for its own client's last waits on. */
  private waitOrRefuse(job: Job): void {
    if (!this.queue.includes(job)) return;
    if (this.busy(job.client)) {
      job.timer = setTimeout(() => this.waitOrRefuse(job), this.maxWaitMs);
      return;
    }
    this.queue.splice(this.queue.indexOf(job), 1);
    const wait = this.retrySeconds();
    job.settle({
      id: job.call.id,
      error: {
        status: 503,
        details:
          this.isLong(job) && this.longFull(job.org)
            ? `Long searches hold every search thread they may use; your last search was one. Try again in ${seconds(wait)}.`
            : `Every search thread is busy with other clients' searches. Try again in ${seconds(wait)}.`,
        headers: { 'Retry-After': String(wait) },
      },
    });
  }

  private cancel(job: Job) {
    clearTimeout(job.timer);
    const stopped = { status: 408, details: 'The search was stopped: its client went away.', headers: {} };
    if (job.slot?.job === job) {
      this.endJob(job, stopped);
    } else if (this.queue.includes(job)) {
      this.queue.splice(this.queue.indexOf(job), 1);
      job.settle({ id: job.call.id, error: stopped });
    }
    this.pump();
  }
}
