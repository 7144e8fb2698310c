import { describe, expect, it } from 'vitest';
import { QuerySyntaxError } from './errors';
import { aggregatesProblem, parseSelectItem, statLabel } from './select';
import { splitList } from './split-list';
import { parseRelativeRange, printRelativeRange, resolveRange } from './time-range';

describe('parseSelectItem', () => {
  it.each([
    ['status_code', { kind: 'field', key: 'status_code' }, 'status_code'],
    ['count(*)', { kind: 'aggregate', fn: 'count', key: null }, 'count(*)'],
    ['COUNT(user)', { kind: 'aggregate', fn: 'count', key: 'user' }, 'count(user)'],
    ['avg(latency_ms)', { kind: 'aggregate', fn: 'avg', key: 'latency_ms' }, 'average(latency_ms)'],
    ['average(bytes)', { kind: 'aggregate', fn: 'avg', key: 'bytes' }, 'average(bytes)'],
    [
      'p95(latency_ms)',
      { kind: 'aggregate', fn: 'percentile', key: 'latency_ms', percentile: 95 },
      'p95(latency_ms)',
    ],
    ['percentile(x, 99.9)', { kind: 'aggregate', fn: 'percentile', key: 'x', percentile: 99.9 }, 'p999(x)'],
    ['median(x)', { kind: 'aggregate', fn: 'percentile', key: 'x', percentile: 50 }, 'p50(x)'],
    ['sum("bytes sent")', { kind: 'aggregate', fn: 'sum', key: 'bytes sent' }, 'sum(bytes sent)'],
  ])('%s', (input, item, label) => {
    expect(parseSelectItem(input)).toEqual(item);
    expect(statLabel(parseSelectItem(input))).toBe(label);
  });

  it.each(['stddev(x)', 'sum(*)', 'percentile(x)', 'percentile(x, 120)', 'a b', ''])(
    'refuses %j with a clear error',
    (input) => {
      expect(() => parseSelectItem(input)).toThrow(QuerySyntaxError);
    },
  );
});

describe('time ranges', () => {
  it.each([
    ['Last 1 hour', 3_600_000],
    ['Last 15 minutes', 900_000],
    ['last 2 DAYS', 172_800_000],
    ['Last 800 milliseconds', 800],
    ['Last 3 weeks', 3 * 7 * 86_400_000],
    ['Last 1 days', 86_400_000],
    ['Last 5 mins', 300_000],
  ])('%s', (input, ms) => {
    expect(parseRelativeRange(input).durationMs).toBe(ms);
  });

  it('refuses unknown units and shapes, pointing at the problem', () => {
    expect(() => parseRelativeRange('Last 2 fortnights')).toThrow(/Unknown unit "fortnights"/);
    expect(() => parseRelativeRange('yesterday')).toThrow(QuerySyntaxError);
    expect(() => parseRelativeRange('Last 0 hours')).toThrow(/longer than zero/);
  });

  it('prints singular and plural units and resolves absolute windows', () => {
    expect(printRelativeRange(1, 'hour')).toBe('Last 1 hour');
    expect(printRelativeRange(24, 'hour')).toBe('Last 24 hours');
    expect(resolveRange({ timeRange: 'Last 1 hour' }, 10_000_000)).toEqual({
      from: 6_400_000,
      to: 10_000_000,
    });
    expect(() => resolveRange({ fromTs: 5, toTs: 5 }, 0)).toThrow(/before/);
  });
});

describe('aggregate lists', () => {
  it('split on commas outside parentheses and say what is wrong', () => {
    expect(splitList('count(*), percentile(latency_ms, 95) ,, p95(x)')).toEqual([
      'count(*)',
      'percentile(latency_ms, 95)',
      'p95(x)',
    ]);
    expect(aggregatesProblem(['count(*)'], ['host'])).toBeUndefined();
    expect(aggregatesProblem(['host'])).toMatch(/is a key; aggregate it/);
    expect(aggregatesProblem(['count(*'])).toBeDefined();
    expect(aggregatesProblem([], ['host'])).toMatch(/needs an aggregate/);
  });
});
