import type { Context, Implementations } from '../framework';
import { coverageOf, coverageSeries, defaultSlices, parserNameOf } from '../engine/parser-coverage';
import { datasetsOf } from './datasets';

type Ctx = Context<'getParsersUsageRatioByLogId'> | Context<'getParsersUsageMetricsByLogId'>;

/** The longest range a coverage is computed over: 30 days, as the vendor's slice rules go. */
const LONGEST = 31 * 86_400_000;

/** Every dataset with a parser, its coverage over the window, the busiest first. */
function coverage({ db, caller, engine, query }: Ctx, kind: 'ratio' | 'usage') {
  const number = (name: string) => (query.has(name) ? Number(query.get(name)) : undefined);
  const fromTs = number('from_ts');
  const toTs = number('to_ts');
  const window = engine.window(
    {
      ...(query.has('time_range') || fromTs === undefined
        ? { timeRange: query.get('time_range') ?? 'Last 24 hours' }
        : {}),
      ...(fromTs !== undefined ? { fromTs } : {}),
      ...(toTs !== undefined ? { toTs } : {}),
    },
    LONGEST,
  );
  const slices = number('num_of_slices') ?? defaultSlices(window.from, window.to);
  const incidents = engine.incidents();
  const series = datasetsOf(db, caller).flatMap((spec) => {
    const parser = parserNameOf(spec.parser_id);
    if (!parser) return [];
    const cut = coverageOf(spec, parser, window, slices, engine.cache, incidents);
    const resolution = cut.length > 1 ? (cut[1]?.start ?? 0) - (cut[0]?.start ?? 0) : window.to - window.from;
    return [coverageSeries(spec.id, cut, kind, resolution)];
  });
  return {
    match_ratio: series.sort((a, b) => (b.count ?? 0) - (a.count ?? 0)).slice(0, number('limit') ?? 50),
  };
}

export const parserMetricHandlers: Implementations = {
  getParsersUsageRatioByLogId: (ctx) => coverage(ctx, 'ratio'),
  getParsersUsageMetricsByLogId: (ctx) => coverage(ctx, 'usage'),
};
