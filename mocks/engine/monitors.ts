import {
  evaluate,
  planEvaluation,
  seriesOf,
  type Evaluation,
  type EvaluationPlan,
} from '../../src/monitor-rules';
import type { StoredMonitor } from '../db/types';
import type { DatasetSpec } from './catalogue';
import type { Searcher } from './search';

export interface MonitorRun {
  plan: EvaluationPlan;
  evaluation: Evaluation;
}

const MAX_CACHED = 200;
const caches = new WeakMap<Searcher, Map<string, Promise<MonitorRun>>>();

/**
 * A monitor's history over a range: the plan's one search through the searcher (in the browser
 * demo, the worker's engine, where its per-minute summaries are), then the shared evaluator
 * (src/monitor-rules), the same code the console's backtest runs over the same search.
 * Cached by monitor version, mute and range, so the list, the page and its history reuse one run,
 * even while it is still running.
 */
export function runMonitor(
  searcher: Searcher,
  monitor: StoredMonitor,
  catalogue: DatasetSpec[],
  range: { from: number; to: number },
): Promise<MonitorRun> {
  const plan = planEvaluation(monitor, range);
  const key = [
    monitor.id,
    monitor.metadata.modified_at,
    monitor.muted_until,
    plan.from,
    plan.to,
    plan.step,
  ].join(':');
  let cache = caches.get(searcher);
  if (!cache) caches.set(searcher, (cache = new Map()));
  const cached = cache.get(key);
  if (cached) return cached;
  const run = Promise.resolve(searcher(plan.search, catalogue)).then((response) => ({
    plan,
    evaluation: evaluate(monitor, plan, seriesOf(response, plan.search.groups), {
      ...(monitor.muted_until !== undefined ? { mutedUntil: monitor.muted_until } : {}),
      ...(monitor.muted_at !== undefined ? { mutedFrom: monitor.muted_at } : {}),
    }),
  }));
  if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value as string);
  cache.set(key, run);
  // A failed run is not kept: the next ask tries again.
  run.catch(() => cache.delete(key));
  return run;
}
