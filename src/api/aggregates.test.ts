import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aggregateAnswer, metricAnswer, missingAggregates, wholeValue } from './aggregates';

const slice = (t: number, count: number, value: number | string) => ({
  '@timestamp': String(t),
  count,
  value,
});

describe('reading an aggregate answer from either service', () => {
  it("reads an ungrouped answer in totals (the vendor's) as the first aggregate's series", () => {
    const answer = aggregateAnswer(
      { totals: { timeseries: [slice(60_000, 4, 4), slice(0, 3, 3)], count: 7 }, groups_series: [] },
      ['count(*)', 'avg(latency_ms)'],
    );
    expect(answer.groups_series).toEqual([
      {
        name: 'count(*)',
        stat: 'count(*)',
        count: 7,
        value: 7,
        series_resolution_ms: 60_000,
        timeseries: [slice(60_000, 4, 4), slice(0, 3, 3)],
      },
    ]);
    expect(missingAggregates(answer, ['count(*)', 'avg(latency_ms)'])).toEqual(['avg(latency_ms)']);
  });

  it('leaves our answer, a grouped answer and events as they are', () => {
    const ours = {
      groups_series: [{ stat: 'count(*)', value: 3, timeseries: [] }],
      totals: { timeseries: [] },
    };
    expect(aggregateAnswer(ours, ['count(*)'])).toBe(ours);
    const grouped = { groups_series: [{ key: 'status_code', name: '200', value: 3 }] };
    expect(aggregateAnswer(grouped, ['count(*)'])).toBe(grouped);
    expect(missingAggregates(grouped, ['count(*)', 'max(bytes)'])).toEqual([]);
    const events = { events: [], totals: { timeseries: [slice(0, 1, 1)] } };
    expect(aggregateAnswer(events, ['*'])).toBe(events);
  });

  it('adds up what slices allow: counts and sums add, min and max carry, averages weigh by events', () => {
    const points = [
      { t: 0, count: 2, value: 10 },
      { t: 1, count: 0, value: 0 },
      { t: 2, count: 6, value: 30 },
    ];
    expect(wholeValue('count(*)', points)).toBe(40);
    expect(wholeValue('sum(bytes)', points)).toBe(40);
    expect(wholeValue('max(bytes)', points)).toBe(30);
    expect(wholeValue('min(bytes)', points)).toBe(10);
    expect(wholeValue('avg(latency_ms)', points)).toBe(25);
    expect(wholeValue('average(latency_ms)', points)).toBe(25);
    // A percentile is not the sum or mean of its slices; one slice covering the window is its value.
    expect(wholeValue('p95(latency_ms)', points)).toBeUndefined();
    expect(wholeValue('p95(latency_ms)', [{ t: 0, count: 9, value: 870 }])).toBe(870);
  });

  it('reads an average from its slices exactly as the average of all their events', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.integer({ min: 0, max: 10_000 }), { maxLength: 20 }), {
          minLength: 2,
          maxLength: 12,
        }),
        (sliced) => {
          const events = sliced.flat();
          fc.pre(events.length > 0);
          const points = sliced.map((values, t) => ({
            t,
            count: values.length,
            value: values.length ? values.reduce((a, b) => a + b, 0) / values.length : 0,
          }));
          const mean = events.reduce((a, b) => a + b, 0) / events.length;
          expect(wholeValue('avg(latency_ms)', points)).toBeCloseTo(mean, 6);
          expect(
            wholeValue(
              'count(*)',
              sliced.map((v, t) => ({ t, count: v.length, value: v.length })),
            ),
          ).toBe(events.length);
        },
      ),
    );
  });

  it("draws a metric's series (GET /timeseries/{id}) with its exact whole value when the service gives one", () => {
    const answer = metricAnswer({
      q1: {
        name: 'q1',
        aggregates: [{ function: 'count(*)', value: 12 }],
        series: [slice(0, 5, '5'), slice(60_000, 7, '7.0')],
      },
    });
    expect(answer.groups_series?.[0]).toMatchObject({ stat: 'count(*)', value: 12, count: 12 });
    expect(answer.groups_series?.[0]?.timeseries).toHaveLength(2);
    expect(metricAnswer({})).toEqual({});
  });
});
