import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { incidentsBefore, incidentsKey, inSearchCompaction, PlacedIncidents, SEARCH_503 } from './incidents';

const DAY = 86_400_000;
const MINUTE = 60_000;
const QUARTER = 15 * MINUTE;
// Any moment of a few years, to the millisecond.
const moments = fc.integer({ min: Date.UTC(2025, 0, 1), max: Date.UTC(2028, 0, 1) });

describe('incidents', () => {
  it('keeps the web tier incident whole within the last 24 hours at any time of day, with room either side', () => {
    fc.assert(
      fc.property(moments, (now) => {
        const incident = incidentsBefore(now).find((i) => i.id === SEARCH_503.id);
        expect(incident?.start).toBeGreaterThanOrEqual(now - DAY + QUARTER);
        expect(incident?.end).toBeLessThanOrEqual(now - QUARTER);
      }),
    );
  });

  it('puts every incident in the past week, ended', () => {
    fc.assert(
      fc.property(moments, (now) => {
        for (const incident of incidentsBefore(now)) {
          expect(incident.end).toBeLessThanOrEqual(now);
          expect(incident.start).toBeGreaterThan(now - 7 * DAY);
        }
      }),
    );
  });

  it('gives the caches a new key whenever any incident moves', () => {
    fc.assert(
      fc.property(moments, fc.integer({ min: 1, max: DAY }), (now, later) => {
        const before = incidentsBefore(now);
        const after = incidentsBefore(now + later);
        const moved = before.some((incident, i) => incident.start !== after[i]?.start);
        expect(incidentsKey(before) !== incidentsKey(after)).toBe(moved);
      }),
    );
  });

  it('slows the searches six times in any 24 hours, never within an hour of the upgrade', () => {
    fc.assert(
      fc.property(moments, (now) => {
        const from = Math.floor((now - DAY) / MINUTE) * MINUTE;
        let spells = 0;
        for (let t = from; t < now; t += MINUTE)
          if (inSearchCompaction(t) && !inSearchCompaction(t - MINUTE)) spells++;
        expect(spells).toBeGreaterThanOrEqual(5);
        const upgrade = incidentsBefore(now).find((i) => i.id === SEARCH_503.id);
        for (let t = (upgrade?.start ?? 0) - 60 * MINUTE; t < (upgrade?.end ?? 0) + 60 * MINUTE; t += MINUTE)
          expect(inSearchCompaction(t), new Date(t).toISOString()).toBe(false);
      }),
      { numRuns: 50 },
    );
  });

  it('stay where a service placed them for six hours: its answers never move under a reader', () => {
    const sixHours = 6 * 60 * MINUTE;
    fc.assert(
      fc.property(moments, fc.integer({ min: 0, max: sixHours - 1 }), (at, elapsed) => {
        let now = at;
        const placed = new PlacedIncidents(() => now, at);
        const first = placed.list();
        now = at + elapsed;
        expect(placed.list()).toEqual(first);
        // The upgrade stays whole within the last 24 hours all the while, with room either side.
        const upgrade = first.find((i) => i.id === SEARCH_503.id);
        expect(upgrade?.start).toBeGreaterThanOrEqual(now - DAY + QUARTER);
        expect(upgrade?.end).toBeLessThanOrEqual(now - QUARTER);
        // Placed again from now after six hours, and when the clock goes back.
        now = at + sixHours + elapsed;
        expect(placed.at()).toBe(now);
        now = at - 1;
        expect(placed.at()).toBe(now);
      }),
    );
  });
});
