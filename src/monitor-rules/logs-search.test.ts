import { describe, expect, it } from 'vitest';
import { changesOver, groupFiltersOf, logsSearchAt, logsSearchOver } from './logs-search';

const T = Date.UTC(2026, 10, 21, 12, 0);
const MIN = 60_000;
const DAY = 24 * 60 * MIN;

describe('the Logs search behind a monitor', () => {
  const rule = {
    window: 'Last 10 minutes',
    queries: [{ from: ['nginx'], where: "status_code >= 500 OR path = '/x'", select: ['count(*)'] }],
  };

  it('covers exactly the window that decided the status: its count is the one that decided', () => {
    expect(logsSearchAt(rule, T, T + 60 * MIN)).toEqual({
      ds: ['nginx'],
      q: "status_code >= 500 OR path = '/x'",
      from: T - 10 * MIN,
      to: T,
    });
    // Never past now.
    expect(logsSearchOver(rule, { from: T, to: T + 30 * MIN }, T + MIN).to).toBe(T + MIN);
  });

  it('searches every dataset when the monitor picks them by expression', () => {
    expect(
      logsSearchAt(
        { ...rule, queries: [{ from_expr: 'collection = web', where: '', select: ['count(*)'] }] },
        T,
        T,
      ),
    ).toEqual({
      from: T - 10 * MIN,
      to: T,
    });
  });
});

describe('a group of a monitor, in Logs', () => {
  const rule = {
    window: 'Last 10 minutes',
    queries: [
      { from: ['nginx'], where: 'status_code >= 500', select: ['count(*)'], groups: ['path', 'method'] },
    ],
  };

  it('reads the group id back into filters, a value with ", " kept whole', () => {
    expect(groupFiltersOf('path=/a, b, method=GET', ['path', 'method'])).toEqual([
      { key: 'path', value: '/a, b' },
      { key: 'method', value: 'GET' },
    ]);
    expect(groupFiltersOf('*', ['path'])).toEqual([]);
    expect(groupFiltersOf('host=x', ['path'])).toEqual([]);
  });

  it("adds the group's values to the filter over a band, from the window that raised it to the band's end", () => {
    expect(
      logsSearchOver(
        rule,
        { from: T, to: T + 30 * MIN, groupId: 'path=/api/checkout, method=POST' },
        T + DAY,
      ),
    ).toEqual({
      ds: ['nginx'],
      q: "status_code >= 500 AND path = '/api/checkout' AND method = 'POST'",
      from: T - 10 * MIN,
      to: T + 30 * MIN,
    });
  });
});

describe('"What changed" behind a monitor', () => {
  it('spans from the start of the window that raised the alert to the end of the spell, with no margin', () => {
    const rule = {
      window: 'Last 10 minutes',
      queries: [{ from: ['nginx'], where: 'status_code >= 500', groups: ['host'], select: ['count(*)'] }],
    };
    expect(changesOver(rule, { from: T, to: T + 30 * MIN, groupId: 'host=web-4' })).toEqual({
      ds: ['nginx'],
      q: "status_code >= 500 AND host = 'web-4'",
      from: T - 10 * MIN,
      to: T + 30 * MIN,
    });
  });

  it('is the window alone for a monitor listed without its query (the live service names it by id)', () => {
    expect(changesOver({ window: 'Last 10 minutes' }, { from: T, to: T + MIN })).toEqual({
      from: T - 10 * MIN,
      to: T + MIN,
    });
  });
});
