import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { components } from '../../../api/schema.gen';
import { groupData, seriesData } from '../../../components/charts/series';
import { addsUp } from '../../../query-language/aggregate-kinds';
import { drawingOf, SHARES } from './drawing';
import { WIDGET_TYPE_NAMES, WIDGET_TYPES } from './registry';

type GroupSeries = components['schemas']['GroupSeries'];

/** Aggregates as a select or the service writes them, those that add up and those that do not. */
const STATS = [
  'count(*)',
  'sum(bytes)',
  'avg(latency_ms)',
  'average(latency_ms)',
  'min(latency_ms)',
  'max(latency_ms)',
  'p95(latency_ms)',
  'p999(latency_ms)',
  'median(latency_ms)',
  'count_distinct(user)',
  'histogram(latency_ms)',
  'spread(latency_ms)',
];

/** A grouped answer: up to 15 groups over up to 6 slices, some values missing as a service may. */
const grouped = fc.record({
  stat: fc.constantFrom(...STATS),
  groups: fc.array(
    fc.record({
      slices: fc.array(fc.option(fc.nat(1000), { nil: undefined }), { minLength: 1, maxLength: 6 }),
      value: fc.option(fc.nat(5000), { nil: undefined }),
    }),
    { minLength: 1, maxLength: 15 },
  ),
});

type Generated = typeof grouped extends fc.Arbitrary<infer T> ? T : never;

const answerOf = ({ stat, groups }: Generated) => ({
  groups_series: groups.map((g, i): GroupSeries => ({
    key: 'host',
    name: `web-${i}`,
    stat,
    count: g.slices.length,
    ...(g.value !== undefined ? { value: g.value } : {}),
    timeseries: g.slices.map((v, t) => ({
      '@timestamp': String(t * 60_000),
      count: 1,
      ...(v !== undefined ? { value: v } : {}),
    })),
  })),
});

describe('every chart kind draws parts of a whole only for an aggregate that adds up', () => {
  it('stacks, shares and "other" follow the aggregate, whatever the type and the choice', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...WIDGET_TYPE_NAMES),
        fc.constantFrom(...STATS),
        fc.option(fc.boolean(), { nil: undefined }),
        (type, stat, stacked) => {
          const drawing = drawingOf(type, stat, stacked);
          const whole = addsUp(stat);
          if (drawing.stacked) expect(whole).toBe(true);
          if (SHARES.includes(drawing.type)) expect(whole).toBe(true);
          if (whole) {
            // What adds up is drawn as asked.
            expect(drawing.type).toBe(type);
            expect(drawing.stacked).toBe(WIDGET_TYPES[type].stacking && (stacked ?? type !== 'line'));
            expect(drawing.note).toBeUndefined();
          } else if (drawing.type !== type || (stacked && WIDGET_TYPES[type].stacking)) {
            // Drawn otherwise than asked: the chart says why, naming the aggregate.
            expect(drawing.note).toContain(stat);
          }
        },
      ),
    );
  });

  it('"other" holds exactly the groups past the top ones, summed, and only where they add up', () => {
    fc.assert(
      fc.property(grouped, (generated) => {
        const response = answerOf(generated);
        const { groups, omitted } = groupData(response);
        const series = seriesData(response);
        const other = groups.find((g) => g.other);
        const folded = series.series.find((s) => s.other);
        if (!addsUp(generated.stat)) {
          expect(other).toBeUndefined();
          expect(folded).toBeUndefined();
          expect(groups.length + omitted).toBe(generated.groups.length);
          return;
        }
        expect(omitted).toBe(0);
        if (generated.groups.length <= 7) {
          expect(other).toBeUndefined();
          return;
        }
        // The rest are the groups not drawn on their own; their sum is "other"'s value.
        const drawn = new Set(groups.filter((g) => !g.other).map((g) => g.name));
        const rest = response.groups_series.filter((g) => !drawn.has(g.name ?? ''));
        // Each as it would be drawn alone.
        const alone = (g: GroupSeries) => groupData({ groups_series: [g] }).groups[0]?.value ?? NaN;
        const expected = rest.reduce((n, g) => n + alone(g), 0);
        if (Number.isFinite(expected)) expect(other?.value).toBeCloseTo(expected, 6);
        expect(folded?.name).toBe(`other (${rest.length})`);
      }),
      { numRuns: 300 },
    );
  });

  it('never draws a made-up number: a slice or group without a value is a gap, not a count', () => {
    fc.assert(
      fc.property(grouped, (generated) => {
        fc.pre(!generated.stat.startsWith('count('));
        const response = answerOf(generated);
        const { rows, series } = seriesData(response);
        for (const s of series.filter((x) => !x.other)) {
          const group = response.groups_series.find((g) => g.name === s.name);
          for (const [t, slice] of (group?.timeseries ?? []).entries()) {
            const row = rows.find((r) => r.t === t * 60_000);
            if (slice.value === undefined) expect(row?.[s.key]).toBeUndefined();
            else expect(row?.[s.key]).toBe(slice.value);
          }
        }
      }),
      { numRuns: 200 },
    );
  });
});
