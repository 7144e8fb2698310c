import { describe, expect, it } from 'vitest';
import { lttb } from './downsample';

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
