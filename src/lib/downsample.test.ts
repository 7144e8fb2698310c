import { describe, expect, it } from 'vitest';
import { lttb, rebucket } from './downsample';

const series = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ t: i, v: Math.sin(i / 50) * 100 + (i === 5000 ? 1000 : 0) }));

describe('lttb', () => {
  it('keeps short series as they are', () => {
    const s = series(10);
    expect(
      lttb(
        s,
        100,
        (p) => p.t,
        (p) => p.v,
      ),
    ).toBe(s);
  });

  it('reduces to the threshold, keeps both ends and the peaks', () => {
    const s = series(10_000);
    const out = lttb(
      s,
      500,
      (p) => p.t,
      (p) => p.v,
    );
    expect(out).toHaveLength(500);
    expect(out[0]).toBe(s[0]);
    expect(out[499]).toBe(s[9999]);
    expect(out.some((p) => p.v > 900)).toBe(true);
    expect(out.map((p) => p.t)).toEqual([...out.map((p) => p.t)].sort((a, b) => a - b));
  });
});

describe('rebucket', () => {
  it('sums counts into at most the given number of buckets, keeping the total', () => {
    const points = Array.from({ length: 10_000 }, (_, i) => ({ t: i * 1000, count: i % 7 }));
    const out = rebucket(points, 240);
    expect(out.length).toBeLessThanOrEqual(240);
    expect(out.reduce((n, p) => n + p.count, 0)).toBe(points.reduce((n, p) => n + p.count, 0));
    expect(out[0]?.t).toBe(0);
    expect(rebucket(points.slice(0, 10), 240)).toHaveLength(10);
  });
});
