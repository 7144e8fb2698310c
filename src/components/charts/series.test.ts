import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clockSlices } from '../../../mocks/engine/aggregate';
import { MAX_CHART_POINTS } from '../../lib/downsample';
import { formatWindow } from '../../lib/time';
import { groupData, scoreData, seriesData, sliceWindow } from './series';

const slice = (t: number, value: number) => ({ '@timestamp': String(t), value, count: value });

describe('chart series', () => {
  it('aligns one series per group on the time slices, nested groups named by their path', () => {
    const data = seriesData({
      groups_series: [
        {
          key: 'method',
          name: 'GET',
          groups_series: [
            { key: 'status', name: '200', stat: 'count(*)', timeseries: [slice(60, 5), slice(120, 6)] },
            { key: 'status', name: '500', stat: 'count(*)', timeseries: [slice(120, 1)] },
          ],
        },
      ],
    });
    expect(data.series).toEqual([
      {
        key: 's0',
        name: 'GET › 200',
        filters: [
          { key: 'method', value: 'GET' },
          { key: 'status', value: '200' },
        ],
      },
      {
        key: 's1',
        name: 'GET › 500',
        filters: [
          { key: 'method', value: 'GET' },
          { key: 'status', value: '500' },
        ],
      },
    ]);
    expect(data.rows).toEqual([
      { t: 60, s0: 5 },
      { t: 120, s0: 6, s1: 1 },
    ]);
    expect(data.step).toBe(60);
    expect(data.stat).toBe('count(*)');
  });

  it('draws the largest groups and sums the rest as "other" when the aggregate adds up', () => {
    const groups = Array.from({ length: 10 }, (_, i) => ({
      key: 'host',
      name: `10.0.0.${i}`,
      stat: 'count(*)',
      value: i + 1,
      timeseries: [slice(0, i + 1)],
    }));
    const data = seriesData({ groups_series: groups }, 3);
    expect(data.series.map((s) => s.name)).toEqual(['10.0.0.9', '10.0.0.8', '10.0.0.7', 'other (7)']);
    expect(data.series.at(-1)?.other).toBe(true);
    // Every event is still drawn: 10 + 9 + 8 and the other seven's 28.
    expect(data.rows).toEqual([{ t: 0, s0: 10, s1: 9, s2: 8, other: 28 }]);
    expect(data.omitted).toBe(0);

    const averages = seriesData({ groups_series: groups.map((g) => ({ ...g, stat: 'avg(latency_ms)' })) }, 3);
    expect(averages.series).toHaveLength(3);
    expect(averages.omitted).toBe(7);

    const bars = groupData({ groups_series: groups }, 3);
    expect(bars.groups.map((g) => [g.name, g.value])).toEqual([
      ['10.0.0.9', 10],
      ['10.0.0.8', 9],
      ['10.0.0.7', 8],
      ['other (7)', 28],
    ]);
    expect(bars.groups[0]?.filters).toEqual([{ key: 'host', value: '10.0.0.9' }]);
  });

  it('names an ungrouped series by its aggregate and downsamples long series', () => {
    const timeseries = Array.from({ length: 5000 }, (_, i) => slice(i, Math.sin(i / 50) * 100));
    const data = seriesData({ groups_series: [{ stat: 'p95(latency_ms)', timeseries }] });
    expect(data.series).toEqual([{ key: 's0', name: 'p95(latency_ms)', filters: [] }]);
    expect(data.rows).toHaveLength(MAX_CHART_POINTS);
    expect(data.rows[0]?.t).toBe(0);
    expect(data.rows.at(-1)?.t).toBe(4999);
  });

  it('ranks groups by value and reads a score', () => {
    const response = {
      groups_series: [
        { key: 'cache', name: 'MISS', stat: 'count(*)', value: 3 },
        { key: 'cache', name: 'HIT', stat: 'count(*)', value: 9 },
      ],
    };
    expect(groupData(response).groups).toEqual([
      { name: 'HIT', value: 9, filters: [{ key: 'cache', value: 'HIT' }] },
      { name: 'MISS', value: 3, filters: [{ key: 'cache', value: 'MISS' }] },
    ]);
    expect(scoreData({ groups_series: [{ stat: 'count(*)', value: 42 }] })).toEqual({
      label: 'count(*)',
      value: 42,
    });
    expect(scoreData({})).toEqual({ label: '', value: undefined });
  });
});

describe("a point's window", () => {
  it('is the slice the service cut, within the window searched: what its label names, what a click opens', () => {
    const settings = {
      timeZone: 'UTC' as const,
      dateFormat: 'YYYY-MM-DD' as const,
      theme: 'system' as const,
      askAbove: 1e9 as const,
    };
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2026, 11, 1) }),
        fc.integer({ min: 10_000, max: 7 * 86_400_000 }),
        fc.integer({ min: 2, max: 240 }),
        (from, length, asked) => {
          const window = { from, to: from + length };
          // The engine's slices (on the clock), as the search answers them.
          const slices = clockSlices(window, asked);
          const rows = Array.from({ length: slices.count }, (_, i) => ({
            t: slices.from + i * slices.width,
          }));
          rows.forEach((row, i) => {
            const opened = sliceWindow(rows, i, slices.width, window);
            expect(opened.from).toBe(Math.max(row.t, window.from));
            expect(opened.to).toBe(Math.min(row.t + slices.width, window.to));
            expect(opened.to).toBeGreaterThan(opened.from);
            // Its label reads back as that window, to the second.
            const [start, end] = formatWindow(opened.from, opened.to, settings)
              .replace(' UTC', '')
              .split(' → ');
            const date = (start as string).split(' ')[0] as string;
            const read = (text: string) => {
              const [d, clock] = text.includes(' ') ? (text.split(' ') as [string, string]) : [date, text];
              return Date.parse(`${d}T${clock.length === 5 ? `${clock}:00` : clock}Z`);
            };
            expect(read(start as string)).toBe(Math.floor(opened.from / 1000) * 1000);
            expect(read(end as string)).toBe(Math.floor(opened.to / 1000) * 1000);
          });
        },
      ),
      { numRuns: 60 },
    );
  });
});
