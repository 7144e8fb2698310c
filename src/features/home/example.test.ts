import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seedDatasets } from '../../../mocks/engine/catalogue';
import { SearchEngine } from '../../../mocks/engine/search';
import { EXAMPLE_QUERY } from './example';

describe("Home's example query", () => {
  it('finds events in the demo over the last hour, whenever it is run', () => {
    const catalogue = seedDatasets();
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 7 * 24 * 60 }), (minutesAgo) => {
        const now = Date.UTC(2026, 10, 25, 12) - minutesAgo * 60_000;
        const answer = new SearchEngine(() => now).search(
          { fromExpr: '*', where: EXAMPLE_QUERY, select: ['count(*)'], timeRange: 'Last 1 hour' },
          catalogue,
        );
        expect(answer.groups_series?.[0]?.value).toBeGreaterThan(0);
      }),
      { numRuns: 30 },
    );
  });
});
