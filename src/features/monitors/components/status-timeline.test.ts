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
          targets.sort((a, b) => a.left - b.left);
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

  it('never crowd out an alert for the warning before it', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(
            fc.nat(24 * HOUR),
            fc.integer({ min: 1, max: 2 * HOUR }),
            fc.constantFrom('ALERT' as const, 'WARN' as const),
          ),
          { maxLength: 30 },
        ),
        fc.integer({ min: 120, max: 1600 }),
        (raw, width) => {
          const span = 24 * HOUR;
          const spells = raw
            .map(([start, length, status]) => ({ from: start, to: Math.min(span, start + length), status }))
            .sort((a, b) => a.from - b.from);
          const linked = linkable(spells, 0, span, width);
          const alerts = spells.filter((b) => b.status === 'ALERT');
          // Without its warnings, the alerts get exactly the same links: a warning never takes one.
          const alone = linkable(alerts, 0, span, width);
          expect(alerts.filter((b) => linked.has(b))).toEqual(alerts.filter((b) => alone.has(b)));
        },
      ),
    );
  });

  it('link a status the console has never seen, after the alerts and warnings it knows', () => {
    // The live service's statuses are observed, not enumerated: an unseen one is a spell like any other.
    const unseen = { from: 0, to: HOUR, status: 'SNOOZED_BY_VENDOR' };
    expect(linkable([unseen], 0, 24 * HOUR, 800).has(unseen)).toBe(true);
    const alert = { from: HOUR / 2, to: HOUR, status: 'ALERT' };
    // Both crowd the same 24 px at 100 px wide: the alert keeps its link.
    expect([...linkable([unseen, alert], 0, 24 * HOUR, 100)]).toEqual([alert]);
  });

  it('link the alert a warning led into, as a person reading the day expects', () => {
    // The edge anomaly monitor's day: a warning of 15 minutes, then an hour's alert (a 900 px track).
    const minute = 60_000;
    const warn = { from: 11 * HOUR + 10 * minute, to: 11 * HOUR + 25 * minute, status: 'WARN' as const };
    const alert = { from: warn.to, to: 12 * HOUR + 25 * minute, status: 'ALERT' as const };
    expect(linkable([warn, alert], 0, 24 * HOUR, 900).has(alert)).toBe(true);
  });
});
