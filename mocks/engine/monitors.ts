import {
  evaluate,
  planEvaluation,
  RULE_FIELDS,
  seriesOf,
  serviceCadence,
  type Evaluation,
  type EvaluationPlan,
} from '../../src/monitor-rules';
import type { StoredMonitor } from '../db/types';
import type { DatasetSpec } from './catalogue';
import type { components } from '../../src/api/schema.gen';
import type { Searcher } from './search';

type SearchResponse = components['schemas']['SearchResponse'];

export interface MonitorRun {
  plan: EvaluationPlan;
  evaluation: Evaluation;
}

const MAX_CACHED = 200;
const caches = new WeakMap<Searcher, Map<string, Promise<MonitorRun>>>();
const searches = new WeakMap<Searcher, Map<string, Promise<SearchResponse>>>();

/** Keeps at most MAX_CACHED entries, the oldest going first; a failed one is not kept. */
function remember<T>(cache: Map<string, Promise<T>>, key: string, make: () => Promise<T>): Promise<T> {
  const cached = cache.get(key);
  if (cached) return cached;
  const made = make();
  if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value as string);
  cache.set(key, made);
  made.catch(() => cache.delete(key));
  return made;
}

const catalogueKeys = new WeakMap<DatasetSpec[], string>();

/** The datasets a search may read, as part of a cache key: once per catalogue (a list shares one). */
function catalogueKey(catalogue: DatasetSpec[]): string {
  let key = catalogueKeys.get(catalogue);
  if (key === undefined) catalogueKeys.set(catalogue, (key = catalogue.map((d) => d.id).join(',')));
  return key;
}

function cacheOf<T>(bySearcher: WeakMap<Searcher, Map<string, T>>, searcher: Searcher): Map<string, T> {
  let cache = bySearcher.get(searcher);
  if (!cache) bySearcher.set(searcher, (cache = new Map()));
  return cache;
}

/**
 * A monitor's history over a range: the plan's one search through the searcher (in the browser
 * demo, the worker's engine, where its per-minute summaries are), then the shared evaluator
 * (src/monitor-rules), the same code the console's backtest runs over the same search.
 * Cached by rule, mute and range, so the list, the page and its history reuse one run, even while
 * it is still running, and monitors alike in all the evaluation reads (an organisation's copies of
 * one rule) share it. The search is cached by what it asks, so rules differing only in thresholds
 * share their search.
 */
export function runMonitor(
  searcher: Searcher,
  monitor: StoredMonitor,
  catalogue: DatasetSpec[],
  range: { from: number; to: number },
): Promise<MonitorRun> {
  // The service evaluates on its own cadence: a status change is the same moment whatever the range.
  const plan = planEvaluation(monitor, range, serviceCadence(monitor));
  // What the evaluation reads: the rule and its mute, not the monitor's name, notes or recipients.
  const rule = [RULE_FIELDS.map((field) => monitor[field]), monitor.muted_until, monitor.muted_at];
  const datasets = catalogueKey(catalogue);
  const key = JSON.stringify([rule, plan.from, plan.to, plan.step, datasets]);
  return remember(cacheOf(caches, searcher), key, () =>
    remember(cacheOf(searches, searcher), JSON.stringify([plan.search, datasets]), () =>
      Promise.resolve(searcher(plan.search, catalogue)),
    ).then((response) => ({
      plan,
      evaluation: evaluate(monitor, plan, seriesOf(response, plan.search.groups), {
        ...(monitor.muted_until !== undefined ? { mutedUntil: monitor.muted_until } : {}),
        ...(monitor.muted_at !== undefined ? { mutedFrom: monitor.muted_at } : {}),
      }),
    })),
  );
}
