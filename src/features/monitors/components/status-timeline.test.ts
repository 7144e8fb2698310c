import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { linkable } from './status-timeline';

const HOUR = 3_600_000;

describe("a timeline's links", () => {
  it('are targets a finger can hit whatever the spells: at least 24 px, inside the track, none over another', () => {
    fc.assert(
      fc.property(
        // Spells of any length anywhere in a day, a track of phone to desktop width.
        fc.array(fc.tuple(fc.nat(24 * HOUR), fc.integer({ min: 1, max: 6 * HOUR })), { maxLength: 40 }),
        fc.integer({ min: 120, max: 1600 }),
        (raw, width) => {
          const from = 0;
          const span = 24 * HOUR;
          const spells = raw
            .map(([start, length]) => ({
              from: start,
              to: Math.min(span, start + length),
              status: 'ALERT' as const,
            }))
            .sort((a, b) => a.from - b.from);
          const x = (t: number) => (t / span) * width;
          const targets = [...linkable(spells, from, span, width)].map((band) => {
            const size = Math.max(24, x(band.to) - x(band.from));
            const left = Math.min(Math.max(0, (x(band.from) + x(band.to)) / 2 - size / 2), width - size);
            return { left, right: left + size };
          });
          for (const [i, t] of targets.entries()) {
            expect(t.right - t.left).toBeGreaterThanOrEqual(24 - 1e-9);
            expect(t.left).toBeGreaterThanOrEqual(-1e-9);
            expect(t.right).toBeLessThanOrEqual(width + 1e-9);
            const next = targets[i + 1];
            if (next) expect(next.left).toBeGreaterThanOrEqual(t.right - 1e-9);
          }
          // The first spell always gets its link: one is never crowded out by nothing.
          if (spells.length) expect(targets.length).toBeGreaterThan(0);
        },
      ),
    );
  });
});
