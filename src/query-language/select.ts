import { QuerySyntaxError } from './errors';

export type AggregateFunction = 'count' | 'sum' | 'avg' | 'min' | 'max' | 'percentile';

/** One entry of `select`: a key to show, or an aggregate over a key (count may use *). */
export type SelectItem =
  | { kind: 'field'; key: string }
  | { kind: 'aggregate'; fn: AggregateFunction; key: string | null; percentile?: number };

const FUNCTION = /^\s*([A-Za-z][A-Za-z0-9]*)\s*\(\s*(.*?)\s*\)\s*$/;
const KEY = /^(?:[A-Za-z_$@][A-Za-z0-9_.$@-]*|"[^"]+")$/;
const ALIASES: Record<string, AggregateFunction> = {
  count: 'count',
  sum: 'sum',
  avg: 'avg',
  average: 'avg',
  mean: 'avg',
  min: 'min',
  max: 'max',
  percentile: 'percentile',
};
const PERCENTILE_NAMES: Record<string, number> = {
  median: 50,
  p25: 25,
  p50: 50,
  p75: 75,
  p90: 90,
  p95: 95,
  p99: 99,
  p999: 99.9,
};

const unquote = (key: string) => (key.startsWith('"') ? key.slice(1, -1) : key);

/**
 * Reads one select expression: `*` (every key of an event), `status_code`, `count(*)`, `count(user)`, `sum(bytes)`,
 * `avg(latency_ms)`, `min`, `max`, `p50`…`p999` or `percentile(latency_ms, 95)`.
 */
export function parseSelectItem(input: string): SelectItem {
  const trimmed = input.trim();
  const call = FUNCTION.exec(trimmed);
  if (!call) {
    if (trimmed === '*') return { kind: 'field', key: '*' };
    if (KEY.test(trimmed)) return { kind: 'field', key: unquote(trimmed) };
    throw new QuerySyntaxError(
      `"${input}" is neither a key nor an aggregate such as count(*) or avg(key).`,
      0,
      Math.max(1, input.length),
      ['a key', 'count(*)', 'avg(key)'],
    );
  }
  const name = (call[1] as string).toLowerCase();
  const args = (call[2] as string).split(',').map((a) => a.trim());
  const keyArg = args[0] ?? '';
  const nameEnd = trimmed.indexOf('(');
  if (name in PERCENTILE_NAMES) {
    if (!KEY.test(keyArg))
      throw new QuerySyntaxError(`${name} needs a key, e.g. ${name}(latency_ms).`, nameEnd, trimmed.length, [
        'a key',
      ]);
    return {
      kind: 'aggregate',
      fn: 'percentile',
      key: unquote(keyArg),
      percentile: PERCENTILE_NAMES[name] as number,
    };
  }
  const fn = ALIASES[name];
  if (!fn) {
    throw new QuerySyntaxError(
      `Unknown function ${call[1]}. Use count, sum, avg, min, max, median, p50…p999 or percentile.`,
      0,
      nameEnd,
      Object.keys(ALIASES),
    );
  }
  if (fn === 'count' && (keyArg === '*' || keyArg === '')) return { kind: 'aggregate', fn, key: null };
  if (!KEY.test(keyArg))
    throw new QuerySyntaxError(`${name} needs a key, e.g. ${name}(bytes).`, nameEnd, trimmed.length, [
      'a key',
    ]);
  if (fn === 'percentile') {
    const p = Number(args[1]);
    if (args.length !== 2 || !(p > 0 && p < 100)) {
      throw new QuerySyntaxError(
        'percentile takes a key and a number between 0 and 100, e.g. percentile(latency_ms, 95).',
        nameEnd,
        trimmed.length,
        ['a percentile'],
      );
    }
    return { kind: 'aggregate', fn, key: unquote(keyArg), percentile: p };
  }
  return { kind: 'aggregate', fn, key: unquote(keyArg) };
}

/** The label the service gives an aggregate's results, e.g. "average(bytes)", "p95(latency_ms)". */
export function statLabel(item: SelectItem): string {
  if (item.kind === 'field') return item.key;
  const key = item.key ?? '*';
  if (item.fn === 'percentile') return `p${String(item.percentile).replace('.', '')}(${key})`;
  return `${item.fn === 'avg' ? 'average' : item.fn}(${key})`;
}

/** What is wrong with a list of aggregates (and the group-by keys that go with it), or undefined. */
export function aggregatesProblem(items: string[], groups: string[] = []): string | undefined {
  for (const item of items) {
    try {
      if (parseSelectItem(item).kind !== 'aggregate') {
        return `"${item}" is a key; aggregate it, e.g. count(${item}) or avg(${item}).`;
      }
    } catch (error) {
      return error instanceof Error ? error.message : String(error);
    }
  }
  if (!items.length && groups.length) return 'A group-by needs an aggregate, such as count(*).';
  return undefined;
}
