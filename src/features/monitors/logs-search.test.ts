import { describe, expect, it } from 'vitest';
import { logsSearchAt } from './logs-search';

const T = Date.UTC(2026, 10, 21, 12, 0);
const MIN = 60_000;

describe('the Logs search behind a monitor', () => {
  const rule = {
    window: 'Last 10 minutes',
    queries: [{ from: ['nginx'], where: "status_code >= 500 OR path = '/x'", select: ['count(*)'] }],
  };

  it('covers the window that decided the status, with a margin either side, never past now', () => {
    expect(logsSearchAt(rule, T, T + 60 * MIN)).toEqual({
      ds: ['nginx'],
      q: "status_code >= 500 OR path = '/x'",
      from: T - 15 * MIN,
      to: T + 5 * MIN,
    });
    expect(logsSearchAt(rule, T, T + MIN).to).toBe(T + MIN);
  });

  it('searches every dataset when the monitor picks them by expression', () => {
    expect(
      logsSearchAt(
        { ...rule, queries: [{ from_expr: 'collection = web', where: '', select: ['count(*)'] }] },
        T,
        T,
      ),
    ).toEqual({
      from: T - 15 * MIN,
      to: T,
    });
  });
});
