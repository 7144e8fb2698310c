import type { components } from '../../src/api/schema.gen';
import type { DatasetSpec } from './catalogue';
import type { MinuteCache } from './generator';
import type { Incident } from './incidents';
import { topKeys } from './top-keys';

type Schemas = components['schemas'];
type TopKey = Schemas['TopKey'];

const HOUR = 3_600_000;
/** Scans run every 6 hours over the 6 hours before. */
const SCAN_EVERY = 6 * HOUR;

/** Names that say a number is a code or a category, not a measure: its average means nothing. */
const CATEGORY_NAME = /(^|[_.$-])(code|status|id|port|pid|level|type|kind|year)$/i;
/** Top keys list at most this many values: fewer means the key takes only those. */
const TOP_VALUES = 10;

/**
 * The "model": a key is worth charting when it varies but not endlessly. Measures (numbers with spread:
 * latencies, sizes) become lines of their average and p95; codes and categories, numeric or not
 * (status_code, a level), become counts per value: bars or a pie for a few, a top list for many. The
 * average of HTTP status codes is not a number anyone reads.
 */
function score(
  key: string,
  entry: TopKey,
): { score: number; chart: Schemas['SignificantChart']; select: string[]; groups: string[]; reason: string } {
  const values = Object.entries(entry.values ?? {});
  const distinct = values.length;
  const total = values.reduce((n, [, v]) => n + (v.count ?? 0), 0) || 1;
  const top = (values[0]?.[1].count ?? 0) / total;
  const integers = values.every(([name]) => Number.isInteger(Number(name)));
  const category = CATEGORY_NAME.test(key) || (integers && distinct < TOP_VALUES);
  if (entry.type === 'NUMBER' && !category && distinct > 5) {
    return {
      score: 0.55 + 0.4 * (1 - top),
      chart: 'line',
      select: [`avg(${key})`, `p95(${key})`],
      groups: [],
      reason: `${key} is a measure that varies: its average and p95 over time show change.`,
    };
  }
  const kind = entry.type === 'NUMBER' ? 'a code' : 'a category';
  if (distinct <= 6) {
    const balance = 1 - Math.abs(top - 0.5) * 2;
    return {
      score: 0.3 + 0.5 * Math.max(balance, 1 - top),
      chart: distinct <= 3 ? 'pie' : 'bar',
      select: ['count(*)'],
      groups: [key],
      reason: `${key} is ${kind} with ${distinct} values: the count of each shows the mix.`,
    };
  }
  return {
    score: 0.25 + 0.35 * (1 - top),
    chart: distinct < TOP_VALUES ? 'bar' : 'top-list',
    select: ['count(*)'],
    groups: [key],
    reason:
      distinct < TOP_VALUES
        ? `${key} is ${kind} with ${distinct} values: the count of each shows the mix.`
        : `${key} has many values: the most frequent are worth a list.`,
  };
}

function rank(cache: MinuteCache, incidents: Incident[], spec: DatasetSpec, end: number) {
  const keys = topKeys(cache, incidents, spec, end - SCAN_EVERY, end);
  return Object.entries(keys)
    .filter(([key]) => !key.startsWith('<'))
    .map(([key, entry]) => ({ key, entry, ...score(key, entry) }))
    .sort((a, b) => b.score - a.score || a.key.localeCompare(b.key));
}

/** The latest scan of a dataset's keys, with how each key moved since the scan before. */
export function significantKeys(
  cache: MinuteCache,
  incidents: Incident[],
  spec: DatasetSpec,
  now: number,
): Schemas['SignificantKeys'] {
  const scannedAt = Math.floor(now / SCAN_EVERY) * SCAN_EVERY;
  const previousAt = scannedAt - SCAN_EVERY;
  const current = rank(cache, incidents, spec, scannedAt).slice(0, 15);
  const previous = rank(cache, incidents, spec, previousAt).slice(0, 15);
  const previousRank = new Map(previous.map((k, i) => [k.key, i + 1]));
  const currentKeys = new Set(current.map((k) => k.key));
  return {
    log_id: spec.id,
    scanned_at: scannedAt,
    previous_scanned_at: previousAt,
    keys: current.map((k, i) => {
      const before = previousRank.get(k.key);
      return {
        key: k.key,
        field_type: k.entry.field_type ?? 'MESSAGE_KVP',
        type: k.entry.type,
        score: Math.round(k.score * 1000) / 1000,
        rank: i + 1,
        ...(before ? { previous_rank: before } : {}),
        change: before === undefined ? 'NEW' : before > i + 1 ? 'UP' : before < i + 1 ? 'DOWN' : 'SAME',
        suggested_chart: k.chart,
        suggested_select: k.select,
        suggested_groups: k.groups,
        reason: k.reason,
      };
    }),
    removed_keys: previous.filter((k) => !currentKeys.has(k.key)).map((k) => k.key),
  };
}
