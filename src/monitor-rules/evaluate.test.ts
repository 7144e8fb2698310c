import { describe, expect, it } from 'vitest';
import { combine, describeRule, evaluate, madScore, planEvaluation, seriesOf, type MonitorRule } from '.';

const MIN = 60_000;
const base: MonitorRule = {
  comparison_operator: 'ABOVE',
  threshold: 10,
  warning_threshold: 5,
  window: 'Last 10 minutes',
  queries: [{ select: ['count(*)'], where: "level = 'error'", from: ['d1'] }],
};

/** A plan over one hour ending at 60 minutes, and a series with `perMinute(i)` events in minute i. */
function replay(
  rule: MonitorRule,
  perMinute: (minute: number) => number,
  groups?: string[],
  options?: Parameters<typeof evaluate>[3],
) {
  const plan = planEvaluation(rule, { from: 0, to: 60 * MIN });
  const slices = Array.from({ length: plan.search.num_of_slices }, (_, i) => ({
    '@timestamp': String(plan.search.from_ts + i * plan.step),
    count: perMinute(Math.round((plan.search.from_ts + i * plan.step) / MIN)),
  }));
  const response = groups
    ? { groups_series: [{ name: 'web-1', timeseries: slices }] }
    : { totals: { timeseries: slices } };
  return { plan, result: evaluate(rule, plan, seriesOf(response, groups), options) };
}

describe('planEvaluation', () => {
  it('looks back one window before the range, in steps that divide it, within the slice limit', () => {
    const plan = planEvaluation(base, { from: 0, to: 60 * MIN });
    expect(plan.step).toBe(MIN);
    expect(plan.search.from_ts).toBe(-10 * MIN);
    expect(plan.search.num_of_slices).toBe(70);
    const week = planEvaluation(base, { from: 0, to: 7 * 1440 * MIN });
    expect(week.search.num_of_slices).toBeLessThanOrEqual(1440);
    expect((10 * MIN) % week.step).toBe(0);
  });

  it('fills template placeholders with their fixed values, quoted', () => {
    const rule = {
      ...base,
      queries: [{ select: ['count(*)'], where: 'service = {{svc}}', from: ['d1'] }],
      template: { arguments: { svc: { value: { value: "o'hara" } } } },
    };
    expect(planEvaluation(rule, { from: 0, to: 60 * MIN }).search.where).toBe("service = 'o''hara'");
  });
});

describe('evaluate', () => {
  it('goes to WARN, then ALERT, then recovers, with a message and a notification at each change', () => {
    // Quiet, then 1 event a minute from minute 20 (WARN at 6 over 10 minutes), 3 a minute from 30 (ALERT).
    const { result } = replay(base, (m) => (m >= 40 ? 0 : m >= 30 ? 3 : m >= 20 ? 1 : 0));
    const lane = result.groups[0];
    expect(lane?.history.map((h) => h.status)).toEqual(['OK', 'WARN', 'ALERT', 'WARN', 'OK']);
    expect(result.changes[0]).toMatchObject({
      time: 26 * MIN,
      monitor_status: 'WARN',
      previous_status: 'OK',
    });
    expect(result.changes[1]?.message).toBe('ALERT: count(*) = 12 over the last 10 minutes, above 10.');
    expect(lane?.notifications).toHaveLength(4);
    expect(result.lastTrigger).toBe(result.changes[2]?.time);
  });

  it('notifies once per episode with notify_once, and not while muted', () => {
    const spike = (m: number) => (m >= 40 ? 0 : m >= 30 ? 3 : m >= 20 ? 1 : 0);
    const once = replay({ ...base, notify_once: true }, spike).result.groups[0];
    expect(once?.notifications).toEqual([26 * MIN]);
    const muted = replay(base, spike, undefined, { mutedUntil: -1 }).result;
    expect(muted.groups[0]?.notifications).toEqual([]);
  });

  it('gives a group without data the no-data status, and forgets it after the retention', () => {
    const rule: MonitorRule = {
      ...base,
      no_data_status: 'NO_DATA',
      group_retention: 15 * MIN,
      queries: [{ ...(base.queries[0] as MonitorRule['queries'][number]), groups: ['host'] }],
    };
    const { result } = replay(rule, (m) => (m < 20 ? 2 : 0), ['host']);
    const lane = result.groups[0];
    expect(lane?.history.map((h) => h.status)).toEqual(['ALERT', 'WARN', 'OK', 'NO_DATA']);
    expect(lane?.retained).toBe(false);
    expect(result.status).toBe('NO_DATA');
  });

  it('compares with an earlier time for change detection', () => {
    const rule: MonitorRule = {
      ...base,
      monitor_type: 'CHANGE_DETECTION',
      compare_to: '30 minutes ago',
      threshold: 8,
    };
    const { result } = replay(rule, (m) => (m >= 45 ? 2 : 1));
    expect(result.groups[0]?.history.map((h) => h.status)).toEqual(['OK', 'WARN', 'ALERT']);
  });
});

describe('combine and madScore', () => {
  it('adds counts, weighs averages by events, keeps extremes', () => {
    const slices = [
      { time: 0, count: 1, value: 10 },
      { time: 1, count: 3, value: 2 },
      { time: 2, count: 0, value: 0 },
    ];
    expect(combine('count', slices)).toEqual({ value: 4, count: 4 });
    expect(combine('avg', slices)?.value).toBe(4);
    expect(combine('max', slices)?.value).toBe(10);
    expect(combine('min', slices)?.value).toBe(2);
    expect(combine('avg', [])).toBeNull();
  });

  it('scores a value against the median and MAD of its baseline', () => {
    expect(madScore(10, [10, 10, 10])).toBe(0);
    expect(madScore(20, [9, 10, 11])).toBeCloseTo(10 / 1.4826, 5);
  });
});

describe('describeRule', () => {
  it('says the rule in words', () => {
    expect(
      describeRule({
        ...base,
        queries: [{ ...(base.queries[0] as MonitorRule['queries'][number]), groups: ['host'] }],
      }),
    ).toBe(
      "ALERT when count(*) where level = 'error' over the last 10 minutes is above 10 (WARN above 5), per host",
    );
  });
});
