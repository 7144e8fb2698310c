import type { components } from '../../src/api/schema.gen';
import { HttpError } from '../http-errors';
import type { DatasetSpec } from './catalogue';
import { runSearch, searchQueryOf, type SearchEngine } from './search';

/**
 * The browser demo runs the mock service on the page's main thread (MSW hands each request to the
 * page), so a dashboard's dozen searches would queue behind the page's own rendering. Searches are
 * pure computation over generated logs, so they run in a worker holding its own copy of the engine;
 * every other rule (credentials, rate limit, permissions, validation) stays with the page's backend.
 */
export interface SearchCall {
  id: number;
  body: components['schemas']['SearchRequest'];
  catalogue: DatasetSpec[];
}

/**
 * Sent once when the demo starts, before any search: the datasets whose recent logs to generate
 * ahead of any search, whether to use per-minute summaries (off only to measure the path before
 * them: `npm run bench`), and the page's time: the worker runs on the page's clock, which a run may
 * have shifted (mocks/clock.ts).
 */
export interface WarmUpCall {
  warm: DatasetSpec[];
  summaries: boolean;
  now: number;
  /** Where the page's service placed its incidents (incidents.ts): the worker's engine agrees. */
  incidentsAt: number;
}

export type SearchReply =
  | { id: number; result: components['schemas']['SearchResponse'] }
  | { id: number; error: { status: number; details: string; headers: Record<string, string> } };

/** A reply as the promise of its search: its result, or its error as the HttpError it was. */
export function settleWith(
  resolve: (result: components['schemas']['SearchResponse']) => void,
  reject: (error: HttpError) => void,
): (reply: SearchReply) => void {
  return (reply) => {
    if ('result' in reply) resolve(reply.result);
    else reject(new HttpError(reply.error.status, reply.error.details, reply.error.headers));
  };
}

/**
 * Readies the worker's engine before the first search asks for it: the last hour (the window most
 * pages open on) of every dataset generated and cached, and the search code compiled by running it
 * once. A cold engine spent most of a first dashboard's search time on exactly this (a grouped count
 * over the last hour: 44 ms cold, 10 ms warm in Node), time a person would wait for.
 */
export function warmUp(engine: SearchEngine, catalogue: DatasetSpec[]): void {
  if (!catalogue.length) return;
  engine.search({ from: catalogue.map((d) => d.id), select: ['count(*)'], groups: ['level'] }, catalogue);
}

/**
 * The worker's side: one search on its engine, its answer or its error as a reply. The summaries it
 * needs are read from the store first, and those it completed are handed back to it after.
 */
export async function answer(
  engine: SearchEngine,
  { id, body, catalogue }: SearchCall,
): Promise<SearchReply> {
  try {
    if (!body.pagination_token) await engine.prepare(searchQueryOf(body), catalogue);
    const result = runSearch(engine, body, catalogue);
    engine.flushSummaries();
    return { id, result };
  } catch (error) {
    return error instanceof HttpError
      ? { id, error: { status: error.status, details: error.details, headers: error.headers } }
      : { id, error: { status: 500, details: `The search failed: ${String(error)}`, headers: {} } };
  }
}
