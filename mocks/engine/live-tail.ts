import type { components } from '../../src/api/schema.gen';
import { badRequest, notFound } from '../http-errors';
import type { DatasetSpec } from './catalogue';
import type { LogEvent } from './event';
import { toEvent } from './format';
import { MINUTE } from './generator';
import type { Predicate } from './match';
import type { SearchEngine } from './search';

interface Job {
  specs: DatasetSpec[];
  filter: Predicate;
  /** Events up to this time were delivered already. */
  seenUntil: number;
  lastRead: number;
}

/** A job nobody reads for this long is forgotten. */
const IDLE_MS = 10 * MINUTE;
const MAX_JOBS = 200;

/** Live tail: each read returns the events that arrived since the previous read. */
export class LiveTail {
  readonly #jobs = new Map<string, Job>();

  constructor(
    private readonly engine: SearchEngine,
    private readonly now: () => number,
  ) {}

  start(specs: DatasetSpec[], filter: Predicate): string {
    const now = this.now();
    for (const [id, job] of this.#jobs) if (now - job.lastRead > IDLE_MS) this.#jobs.delete(id);
    if (this.#jobs.size >= MAX_JOBS) throw badRequest('Too many live-tail jobs are open; close some first.');
    const id = crypto.randomUUID();
    this.#jobs.set(id, { specs, filter, seenUntil: now, lastRead: now });
    return id;
  }

  read(jobId: string, limit: number, mostRecentFirst: boolean): components['schemas']['LiveTailEvents'] {
    const job = this.#jobs.get(jobId);
    if (!job) throw notFound('Live-tail job', jobId);
    const now = this.now();
    const arrived: LogEvent[] = [];
    for (let minute = Math.floor(job.seenUntil / MINUTE); minute <= Math.floor(now / MINUTE); minute++) {
      for (const spec of job.specs) {
        for (const event of this.engine.cache.get(spec, minute, this.engine.incidents())) {
          if (event.timestamp > job.seenUntil && event.timestamp <= now && job.filter(event))
            arrived.push(event);
        }
      }
    }
    arrived.sort((a, b) => a.timestamp - b.timestamp || a.sequence - b.sequence);
    // When more arrived than asked for, the newest are kept: a tail shows what is happening now.
    const kept = arrived.slice(-limit);
    if (mostRecentFirst) kept.reverse();
    job.seenUntil = now;
    job.lastRead = now;
    return { logs: [{ events: kept.map(toEvent) }] };
  }
}
