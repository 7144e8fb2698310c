import { describe, expect, it } from 'vitest';
import { coverageRows, coverageSeries } from './coverage';

describe('parser coverage', () => {
  it('reads each dataset’s share, its events and, beside them, the events understood', () => {
    const rows = coverageRows(
      [
        { name: 'a', value: 0.5, count: 10 },
        { name: 'b', value: '0.25' as unknown as number, count: '8' as unknown as number },
      ],
      [{ name: 'a', value: 5 }],
    );
    expect(rows).toEqual([
      { logId: 'a', share: 0.5, events: 10, understood: 5 },
      { logId: 'b', share: 0.25, events: 8, understood: undefined },
    ]);
  });

  it('draws the share in percent, with a gap where a slice has no value', () => {
    const data = coverageSeries(
      {
        name: 'a',
        timeseries: [
          { '@timestamp': '1000', count: 4, value: 0.5 },
          { '@timestamp': '2000', count: 0 },
        ],
      },
      'web/nginx-access',
    );
    expect(data.rows).toEqual([{ t: 1000, s0: 50 }, { t: 2000 }]);
    expect(data.step).toBe(1000);
    expect(data.series[0]?.name).toBe('web/nginx-access');
  });
});
