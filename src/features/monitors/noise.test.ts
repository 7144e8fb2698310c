import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { byNoise, formatTrouble, noiseOf } from './noise';

const H = 3_600_000;
const range = { from: 0, to: 100 * H };
const monitor = { threshold: 12, window: 'Last 1 hour', comparison_operator: 'ABOVE' as const };

/** A group's history from [hour, status] pairs. */
const lane = (id: string, points: [number, string][]) => ({
  group_id: id,
  history: points.map(([h, status]) => ({ time: h * H, status: status as 'OK' })),
});
const events = (statuses: string[]) =>
  statuses.map((monitor_status, i) => ({
    monitor_id: 'm',
    time: i * H,
    monitor_status: monitor_status as 'OK',
  }));

describe('the noise of a monitor', () => {
  it('counts firings and flaps (back to OK within two hours), and suggests what would quiet it', () => {
    const noise = noiseOf(
      monitor,
      {
        monitor_events: events([
          'ALERT',
          'OK',
          'ALERT',
          'OK',
          'ALERT',
          'OK',
          'ALERT',
          'OK',
          'ALERT',
          'OK',
          'ALERT',
          'OK',
        ]),
        groups_history: [
          lane('*', [
            [0, 'OK'],
            [10, 'ALERT'],
            [11, 'OK'],
            [20, 'ALERT'],
            [22, 'OK'],
            [30, 'WARN'],
            [31, 'OK'],
            [40, 'ALERT'],
            [41, 'OK'],
            [50, 'ALERT'],
            [51, 'OK'],
            [60, 'ALERT'],
            [70, 'OK'],
          ]),
        ],
      },
      range,
    );
    expect(noise).toMatchObject({
      fired: 6,
      flaps: 5,
      troubleMs: 16 * H,
      neverFired: false,
      neverRecovered: false,
    });
    expect(noise.suggestions.map((s) => s.change)).toEqual([
      { threshold: 15 },
      { threshold: 15, warning: 12 },
      { window: 'Last 2 hours' },
    ]);
    expect(noise.suggestions[0]?.label).toBe('Raise the threshold from 12 to 15');
  });

  it('takes a few alerts coming and going for incidents, not flapping: nothing to change', () => {
    const noise = noiseOf(
      monitor,
      {
        monitor_events: events(['ALERT', 'OK', 'ALERT', 'OK']),
        groups_history: [
          lane('*', [
            [0, 'OK'],
            [10, 'ALERT'],
            [11, 'OK'],
            [20, 'ALERT'],
            [21, 'OK'],
          ]),
        ],
      },
      range,
    );
    expect(noise.flaps).toBe(2);
    expect(noise.suggestions).toEqual([]);
    expect(noise.note).toBe('Quiet: nothing to change.');
  });

  it('says when a monitor never fired, and suggests nothing', () => {
    const noise = noiseOf(monitor, { monitor_events: [], groups_history: [lane('*', [[0, 'OK']])] }, range);
    expect(noise.neverFired).toBe(true);
    expect(noise.suggestions).toEqual([]);
    expect(noise.note).toMatch(/Never fired/);
  });

  it('finds a group that never recovered, and suggests a larger step up', () => {
    const noise = noiseOf(
      monitor,
      {
        monitor_events: events(['ALERT']),
        groups_history: [
          lane('a', [
            [0, 'OK'],
            [5, 'ALERT'],
          ]),
          lane('b', [[0, 'OK']]),
        ],
      },
      range,
    );
    expect(noise.neverRecovered).toBe(true);
    expect(noise.troubleMs).toBe(95 * H);
    expect(noise.suggestions[0]?.change).toEqual({ threshold: 18 });
  });

  it('says a monitor muted with no end is muted, and reads times sent as text', () => {
    const noise = noiseOf(
      { ...monitor, muted_until: -1 },
      {
        monitor_events: [],
        groups_history: [
          {
            group_id: '*',
            history: [
              { time: '0' as unknown as number, status: 'ALERT' },
              { time: String(H / 2) as unknown as number, status: 'OK' },
            ],
          },
        ],
      },
      range,
    );
    expect(noise.mutedUntil).toBe(-1);
    expect(noise.troubleMs).toBe(H / 2);
  });

  it('moves a small whole threshold by at least one, and down for a monitor of values below', () => {
    const flaps = Array.from({ length: 6 }, (_, i) => [
      [i * 4, 'ALERT'],
      [i * 4 + 1, 'OK'],
    ]).flat() as [number, string][];
    const flapping = {
      monitor_events: events(flaps.map(([, status]) => status)),
      groups_history: [lane('*', flaps)],
    };
    expect(noiseOf({ ...monitor, threshold: 3 }, flapping, range).suggestions[0]?.change).toEqual({
      threshold: 4,
    });
    expect(
      noiseOf({ ...monitor, threshold: 100, comparison_operator: 'BELOW' }, flapping, range).suggestions[0]
        ?.change,
    ).toEqual({ threshold: 80 });
  });

  it('orders the noisiest first: flaps, then firings', () => {
    const a = {
      fired: 3,
      flaps: 5,
      troubleMs: 0,
      mutedMs: 0,
      neverFired: false,
      neverRecovered: false,
      suggestions: [],
    };
    const b = { ...a, flaps: 1, fired: 30 };
    const c = { ...a, flaps: 0, fired: 0, neverFired: true };
    expect([c, b, a].sort(byNoise)).toEqual([a, b, c]);
  });
});

describe('time in alert, as shown', () => {
  const M = 60_000;
  it('reads in minutes under an hour, in hours beyond', () => {
    expect(formatTrouble(0)).toBe('—');
    expect(formatTrouble(20_000)).toBe('1 minute');
    expect(formatTrouble(40 * M)).toBe('40 minutes');
    expect(formatTrouble(59 * M)).toBe('59 minutes');
    expect(formatTrouble(59.6 * M)).toBe('1 hour');
    expect(formatTrouble(95 * M)).toBe('2 hours');
    expect(formatTrouble(48 * 60 * M)).toBe('2 days');
  });

  it('is never more than half its unit from the time it stands for', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 31 * 24 * 60 * M }), (ms) => {
        const [amount, unit = ''] = formatTrouble(ms).split(' ');
        const size = { minute: M, hour: 60 * M, day: 24 * 60 * M }[unit.replace(/s$/, '')] ?? NaN;
        const shown = Number(amount) * size;
        // Under a minute reads "1 minute"; else within half a minute under an hour, half an hour beyond.
        expect(Math.abs(shown - ms)).toBeLessThanOrEqual(ms < 60 * M ? M : 30 * M);
      }),
    );
  });
});
