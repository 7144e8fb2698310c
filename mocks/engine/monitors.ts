import {
  evaluate,
  planEvaluation,
  seriesOf,
  type Evaluation,
  type EvaluationPlan,
} from '../../src/monitor-rules';
import type { StoredMonitor } from '../db/types';
import type { DatasetSpec } from './catalogue';
import { searchQueryOf, type SearchEngine } from './search';

export interface MonitorRun {
  plan: EvaluationPlan;
  evaluation: Evaluation;
}

const MAX_CACHED = 200;
const caches = new WeakMap<SearchEngine, Map<string, MonitorRun>>();

/**
 * A monitor's history over a range: the plan's one search through the engine, then the shared
 * evaluator (src/monitor-rules), the same code the console's backtest runs over the same search.
 * Cached by monitor version, mute and range, so the list, the page and its history reuse one run.
 */
export function runMonitor(
  engine: SearchEngine,
  monitor: StoredMonitor,
  catalogue: DatasetSpec[],
  range: { from: number; to: number },
): MonitorRun {
  const plan = planEvaluation(monitor, range);
  const key = [
    monitor.id,
    monitor.metadata.modified_at,
    monitor.muted_until,
    plan.from,
    plan.to,
    plan.step,
  ].join(':');
  let cache = caches.get(engine);
  if (!cache) caches.set(engine, (cache = new Map()));
  const cached = cache.get(key);
  if (cached) return cached;
  const response = engine.search(searchQueryOf(plan.search), catalogue);
  const evaluation = evaluate(monitor, plan, seriesOf(response, plan.search.groups), {
    ...(monitor.muted_until !== undefined ? { mutedUntil: monitor.muted_until } : {}),
    ...(monitor.muted_at !== undefined ? { mutedFrom: monitor.muted_at } : {}),
  });
  const run = { plan, evaluation };
  if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value as string);
  cache.set(key, run);
  return run;
}
