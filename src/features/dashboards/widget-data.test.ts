import { describe, expect, it } from 'vitest';
import { MAX_CHART_POINTS } from '../../lib/downsample';
import { groupData, scoreData, seriesData } from './widget-data';

const slice = (t: number, value: number) => ({ '@timestamp': String(t), value, count: value });

describe('widget data', () => {
  it('aligns one series per group on the time slices, nested groups named by their path', () => {
    const data = seriesData({
      groups_series: [
        {
          key: 'method',
          name: 'GET',
          groups_series: [
            { key: 'status', name: '200', stat: 'count(*)', timeseries: [slice(1, 5), slice(2, 6)] },
            { key: 'status', name: '500', stat: 'count(*)', timeseries: [slice(2, 1)] },
          ],
        },
      ],
    });
    expect(data.series).toEqual(['GET › 200', 'GET › 500']);
    expect(data.rows).toEqual([
      { t: 1, 'GET › 200': 5 },
      { t: 2, 'GET › 200': 6, 'GET › 500': 1 },
    ]);
  });

  it('names an ungrouped series by its aggregate and downsamples long series', () => {
    const timeseries = Array.from({ length: 5000 }, (_, i) => slice(i, Math.sin(i / 50) * 100));
    const data = seriesData({ groups_series: [{ stat: 'p95(latency_ms)', timeseries }] });
    expect(data.series).toEqual(['p95(latency_ms)']);
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
    expect(groupData(response)).toEqual([
      { name: 'HIT', value: 9 },
      { name: 'MISS', value: 3 },
    ]);
    expect(scoreData({ groups_series: [{ stat: 'count(*)', value: 42 }] })).toEqual({
      label: 'count(*)',
      value: 42,
    });
    expect(scoreData({})).toEqual({ label: '', value: undefined });
  });
});
