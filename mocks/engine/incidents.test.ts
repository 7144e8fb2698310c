import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { incidentsBefore, incidentsKey, SEARCH_503 } from './incidents';

const DAY = 86_400_000;
const QUARTER = 15 * 60_000;
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
});
