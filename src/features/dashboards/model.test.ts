import { describe, expect, it } from 'vitest';
import { matchesDashboard } from './list-filter';
import { fillPlaceholders, widgetQuery, widgetRequest } from './model';
import { validateDashboardUrl, validateNewWidgetUrl } from './url';

const timeWindow = { from_ts: 1, to_ts: 2 };

describe('dashboard URL state', () => {
  it('keeps what is valid and drops the rest', () => {
    expect(
      validateDashboardUrl({
        mode: 'edit',
        range: 'Last 4 hours',
        refresh: 60,
        full: 'w1',
        vars: { svc: 'a', n: 3 },
      }),
    ).toEqual({ mode: 'edit', range: 'Last 4 hours', refresh: 60, full: 'w1', vars: { svc: 'a' } });
    expect(validateDashboardUrl({ mode: 'delete', range: 'Last forever', refresh: 7, vars: [1] })).toEqual(
      {},
    );
  });
});

describe('a new widget URL', () => {
  it('keeps the starting query and a known type, and drops the rest', () => {
    expect(
      validateNewWidgetUrl({
        dashboard: 'd1',
        ds: ['a'],
        q: 'x = 1',
        select: ['count(*)'],
        groups: [null],
        type: 'radar',
      }),
    ).toEqual({ dashboard: 'd1', ds: ['a'], q: 'x = 1', select: ['count(*)'] });
    expect(validateNewWidgetUrl({ type: 'pie' })).toEqual({ type: 'pie' });
  });
});

describe('widget queries', () => {
  it('read from aux, tolerating widgets made by other tools', () => {
    expect(
      widgetQuery({ aux: { query: { from: ['d1', 3], select: ['count(*)'], where: ' ', groups: [] } } }),
    ).toEqual({ from: ['d1'], select: ['count(*)'] });
    expect(widgetQuery({})).toEqual({ from: [], select: [] });
  });

  it('become a search over the dashboard timeWindow, with slices for series and a group limit for groups', () => {
    const line = widgetRequest(
      { type: 'line', aux: { query: { from: ['d'], select: ['count(*)'] } } },
      timeWindow,
    );
    expect(line.request).toMatchObject({
      from: ['d'],
      select: ['count(*)'],
      num_of_slices: 60,
      limit: 1,
      ...timeWindow,
    });
    const pie = widgetRequest(
      { type: 'pie', aux: { query: { from: ['d'], select: ['count(*)'], groups: ['cache'] } } },
      timeWindow,
    );
    expect(pie.request).toMatchObject({ groups: ['cache'], num_of_slices: 1, limit: 12 });
    expect(widgetRequest({ type: 'line', aux: {} }, timeWindow).problem).toMatch(/no datasets/);
  });

  it('fill template placeholders as quoted strings from literal arguments and dashboard inputs', () => {
    const args = { svc: { input: 'service' }, lvl: { value: { value: "it's" } } };
    expect(
      fillPlaceholders('$service = {{svc}} AND level = {{ lvl }}', args, { service: 'checkout' }),
    ).toEqual({
      where: "$service = 'checkout' AND level = 'it''s'",
      missing: [],
    });
    expect(fillPlaceholders('x = {{svc}}', args).missing).toEqual(['svc']);
    const blocked = widgetRequest(
      {
        type: 'line',
        template: { arguments: args },
        aux: { query: { from: ['d'], select: ['count(*)'], where: 'a = {{svc}}' } },
      },
      timeWindow,
    );
    expect(blocked.problem).toBe('Give a value for svc to show this widget.');
  });
});

describe('dashboard search', () => {
  it('matches names and tags, case-insensitively', () => {
    const d = { name: 'Web traffic', tags: { team: 'platform' } };
    expect(matchesDashboard(d, 'WEB')).toBe(true);
    expect(matchesDashboard(d, 'platform')).toBe(true);
    expect(matchesDashboard(d, 'team:platform')).toBe(true);
    expect(matchesDashboard(d, 'payments')).toBe(false);
  });
});
