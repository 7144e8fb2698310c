import type { components } from '../../src/api/schema.gen';
import { eventContext } from '../engine/context';
import { patternsOf } from '../engine/patterns';
import { significantKeys } from '../engine/significant-keys';
import { searchQueryOf } from '../engine/search';
import { topKeys } from '../engine/top-keys';
import { meanScannedBytes } from '../engine/usage';
import type { Context, Implementations } from '../framework';
import { badRequest, notFound } from '../http-errors';
import { datasetsOf } from './datasets';
import { recordUsage } from './usage';

type SearchRequest = components['schemas']['SearchRequest'];

/** The GET form: the same fields as query parameters, multi-valued ones repeated. */
function fromQuery(query: URLSearchParams): SearchRequest {
  const number = (name: string) => (query.has(name) ? Number(query.get(name)) : undefined);
  const bool = (name: string) => (query.has(name) ? query.get(name) === 'true' : undefined);
  const text = (name: string) => query.get(name) ?? undefined;
  const body: SearchRequest = { select: query.getAll('select') };
  const assign = <K extends keyof SearchRequest>(key: K, value: SearchRequest[K] | undefined) => {
    if (value !== undefined) body[key] = value;
  };
  assign('from', query.getAll('from').length ? query.getAll('from') : undefined);
  assign('from_expr', text('from_expr'));
  assign('time_range', text('time_range'));
  assign('from_ts', number('from_ts'));
  assign('to_ts', number('to_ts'));
  assign('where', text('where'));
  assign('groups', query.getAll('groups').length ? query.getAll('groups') : undefined);
  assign('limit', number('limit'));
  assign('num_of_slices', number('num_of_slices'));
  assign('most_recent_first', bool('most_recent_first'));
  assign('explain_only', bool('explain_only'));
  assign('order_by', text('order_by'));
  assign('pagination_token', text('pagination_token'));
  assign('per_page', number('per_page'));
  return body;
}

/**
 * POST and GET run the same search; a pagination token continues an earlier one. A new search is
 * remembered for usage with the bytes its datasets hold in its window.
 */
async function run(
  ctx: Pick<Context<'search'>, 'searcher' | 'engine' | 'db' | 'caller' | 'request'>,
  body: SearchRequest,
) {
  if (!body.pagination_token && !body.select) throw badRequest('Invalid request: select: is required.');
  const catalogue = datasetsOf(ctx.db, ctx.caller);
  const started = performance.now();
  const result = await ctx.searcher(body, catalogue, {
    signal: ctx.request.signal,
    client: ctx.caller.credential,
    org: ctx.caller.orgId,
  });
  if (!body.pagination_token && !body.explain_only) {
    const specs = ctx.engine.resolveDatasets(catalogue, body.from, body.from_expr);
    recordUsage(ctx.db, {
      kind: 'search',
      at: ctx.db.now(),
      org_id: ctx.caller.orgId,
      by: ctx.caller.identity.id,
      log_ids: specs.map((s) => s.id),
      bytes: meanScannedBytes(specs, ctx.engine.window(searchQueryOf(body))),
      duration_ms: Math.round(performance.now() - started),
    });
  }
  return result;
}

export const searchHandlers: Implementations = {
  search: (ctx) => run(ctx, ctx.body),
  searchGet: (ctx) => {
    const body = fromQuery(ctx.query);
    if (!body.pagination_token && body.select.length === 0)
      throw badRequest('Invalid request: select: is required (repeat select= for several).');
    return run(ctx, body);
  },
  getContext: ({ engine, db, caller, query }) => {
    const catalogue = datasetsOf(db, caller);
    const from = query.get('from');
    const [spec] = engine.resolveDatasets(
      catalogue,
      from ? [from] : undefined,
      query.get('from_expr') ?? undefined,
    );
    const sequence = query.get('sequence') ?? query.get('from_sequence');
    const direction = (query.get('direction') ?? 'both') as 'before' | 'after' | 'both';
    if (!spec) throw badRequest('Invalid request: from: name the dataset of the event.');
    return eventContext(engine.cache, engine.incidents(), db.now(), {
      spec,
      timestamp: Number(query.get('timestamp')),
      ...(sequence !== null ? { sequence: Number(sequence) } : {}),
      limit: Number(query.get('limit') ?? 100),
      direction,
    });
  },
  getTopKeys: ({ engine, db, caller, query }) => {
    const catalogue = datasetsOf(db, caller);
    const logId = query.get('log_id');
    const specs = engine.resolveDatasets(
      catalogue,
      logId ? [logId] : undefined,
      query.get('from_expr') ?? undefined,
    );
    const fromTs = query.get('from_ts');
    const toTs = query.get('to_ts');
    const window = engine.window(
      fromTs && toTs
        ? { fromTs: Number(fromTs), toTs: Number(toTs) }
        : { timeRange: query.get('time_range') ?? 'Last 1 day' },
    );
    return Object.fromEntries(
      specs.map((spec) => [spec.id, topKeys(engine.cache, engine.incidents(), spec, window.from, window.to)]),
    );
  },
  getPatterns: ({ engine, db, caller, body }) => {
    const details = body.search_details;
    const catalogue = datasetsOf(db, caller);
    let specs;
    try {
      specs = engine.resolveDatasets(catalogue, details.from, details.from_expr);
    } catch {
      throw notFound('Dataset for', details.from?.join(', ') ?? details.from_expr ?? 'these patterns');
    }
    const window = engine.windowOfDetails(details);
    return { patterns: patternsOf(engine.collect(specs, details.where, window, 250_000), body.limit) };
  },
  getSignificantKeys: ({ engine, db, caller, query }) => {
    const logId = query.get('log_id') as string;
    const [spec] = engine.resolveDatasets(datasetsOf(db, caller), [logId], undefined);
    if (!spec) throw notFound('Dataset', logId);
    return significantKeys(engine.cache, engine.incidents(), spec, db.now());
  },
  startLiveTail: ({ engine, db, caller, body }) => {
    const specs = engine.resolveDatasets(datasetsOf(db, caller), body.from, body.from_expr);
    return { job_id: engine.liveTail.start(specs, engine.filter(body.where)) };
  },
  readLiveTail: ({ engine, query }) =>
    engine.liveTail.read(
      query.get('job_id') as string,
      Number(query.get('limit') ?? 100),
      query.get('most_recent_first') !== 'false',
    ),
};
