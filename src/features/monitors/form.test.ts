import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  backtestOf,
  draftOf,
  fieldOfPath,
  seedOfSearch,
  unknownInForm,
  validateDraft,
  writeOf,
} from './form';
import type { MonitorDraft } from './form';
import type { Monitor } from './model';

const NOW = Date.now();

/** A valid new monitor: the form's defaults with what a person must type. */
const valid = (over: Partial<MonitorDraft> = {}): MonitorDraft => ({
  ...draftOf(),
  name: 'Checkout errors',
  from: ['log-1'],
  where: "level = 'error'",
  threshold: '10',
  actions: [{ type: 'EMAIL', target: 'oncall@example.com' }],
  ...over,
});

const saved: Monitor = {
  id: 'm-1',
  name: 'Slow payments',
  description: 'p95 over the threshold',
  status: 'OK',
  monitor_type: 'PATTERN',
  comparison_operator: 'ABOVE_OR_EQUAL',
  threshold: 800,
  warning_threshold: 600,
  window: 'Last 15 minutes',
  no_data_status: 'NO_DATA',
  notify_once: true,
  group_retention: 7_200_000,
  actions: [
    { type: 'EMAIL', email: 'payments@example.com' },
    { type: 'INTEGRATION', integration_id: 'pagerduty-1' },
  ],
  ai_report_enabled: false,
  queries: [
    {
      name: 'a',
      from: ['log-2'],
      where: "service = 'payments'",
      select: ['p95(latency_ms)'],
      groups: ['region'],
    },
  ],
} as Monitor;

describe('monitor form: a saved monitor into the form and back', () => {
  it('reads every field it shows, durations in the largest whole unit', () => {
    const draft = draftOf(saved);
    expect(draft).toMatchObject({
      name: 'Slow payments',
      kind: 'PATTERN',
      from: ['log-2'],
      select: 'p95(latency_ms)',
      groups: 'region',
      operator: 'ABOVE_OR_EQUAL',
      threshold: '800',
      warning: '600',
      window: { amount: '15', unit: 'minutes' },
      noData: 'NO_DATA',
      notifyOnce: true,
      retention: { amount: '2', unit: 'hours' },
      actions: [
        { type: 'EMAIL', target: 'payments@example.com' },
        { type: 'INTEGRATION', target: 'pagerduty-1' },
      ],
      mute: { mode: 'none' },
    });
    expect(validateDraft(draft)).toEqual({});
  });

  it('writes back what it read: saving an unchanged monitor changes nothing of its rule', () => {
    const write = writeOf(draftOf(saved));
    expect(write).toMatchObject({
      name: saved.name,
      description: saved.description,
      comparison_operator: saved.comparison_operator,
      threshold: saved.threshold,
      warning_threshold: saved.warning_threshold,
      window: saved.window,
      no_data_status: saved.no_data_status,
      notify_once: saved.notify_once,
      group_retention: saved.group_retention,
      actions: saved.actions,
      queries: saved.queries,
    });
  });

  it('keeps any whole threshold and window through a round trip', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e12, max: 1e12 }),
        fc.integer({ min: 1, max: 60 }),
        fc.constantFrom('minute', 'hour'),
        (threshold, amount, unit) => {
          const window = `Last ${amount} ${unit}${amount === 1 ? '' : 's'}`;
          const monitor = { ...saved, threshold, warning_threshold: undefined, window } as Monitor;
          const write = writeOf(draftOf(monitor));
          expect(write.threshold).toBe(threshold);
          expect(write.window).toBe(window);
        },
      ),
    );
  });

  it('unmutes explicitly only a monitor that was muted; keeps a mute forever or until a time', () => {
    expect(writeOf(draftOf(saved), false)).not.toHaveProperty('mute_until');
    expect(writeOf(draftOf(saved), true)).toMatchObject({ mute_until: 0 });
    expect(draftOf({ ...saved, muted_until: -1 }).mute).toEqual({ mode: 'forever' });
    const until = NOW + 3_600_000;
    expect(draftOf({ ...saved, muted_until: until }).mute).toEqual({ mode: 'until', until });
    expect(draftOf({ ...saved, muted_until: NOW - 1 }).mute).toEqual({ mode: 'none' });
    expect(writeOf(draftOf({ ...saved, muted_until: -1 }))).toMatchObject({ mute_until: -1 });
  });

  it('leaves out an empty description (the live service refuses one) and sends both names of the kind', () => {
    const write = writeOf(valid({ description: '  ', kind: 'CHANGE_DETECTION' }));
    expect(write).not.toHaveProperty('description');
    expect(write).toMatchObject({ monitor_type: 'CHANGE_DETECTION', type: 'CHANGE_DETECTION' });
    expect(write).toMatchObject({ compare_to: '1 day ago', change_type: 'DIFFERENCE' });
  });

  it('sends template arguments for the placeholders its query uses, and only those', () => {
    const write = writeOf(valid({ where: "service = '{{svc}}'", args: { svc: 'checkout', other: 'x' } }));
    expect(write.template).toEqual({ arguments: { svc: { value: { value: 'checkout' } } } });
    expect(writeOf(valid())).not.toHaveProperty('template');
  });
});

describe('monitor form: problems before anything is sent', () => {
  it('a new form asks for what a person must give, each at its field', () => {
    const problems = validateDraft(draftOf());
    expect(problems.name).toBe('Give the monitor a name.');
    expect(problems.from).toBe('Choose at least one dataset to watch.');
    expect(problems.threshold).toBe('Give the threshold as a number.');
    expect(problems['action:0']).toBe('Give an e-mail address.');
    expect(problems.select).toBeUndefined();
  });

  it('one aggregate, a number within ±10^15, a warning before the alert', () => {
    expect(validateDraft(valid({ select: 'count(*), p95(x)' })).select).toMatch(/one aggregate/);
    expect(validateDraft(valid({ threshold: '1e16' })).threshold).toMatch(/10\^15/);
    expect(validateDraft(valid({ threshold: 'ten' })).threshold).toMatch(/as a number/);
    expect(validateDraft(valid({ operator: 'ABOVE', threshold: '10', warning: '12' })).warning).toBe(
      'Warn before the alert: at most 10.',
    );
    expect(validateDraft(valid({ operator: 'BELOW', threshold: '10', warning: '8' })).warning).toBe(
      'Warn before the alert: at least 10.',
    );
    expect(
      validateDraft(valid({ operator: 'ABOVE', threshold: '10', warning: '8' })).warning,
    ).toBeUndefined();
  });

  it('a band outside the usual applies to anomaly detection only, with a positive spread', () => {
    expect(validateDraft(valid({ operator: 'OUTSIDE' })).threshold).toMatch(/anomaly detection only/);
    expect(
      validateDraft(valid({ kind: 'ANOMALY_DETECTION', operator: 'OUTSIDE', threshold: '0' })).threshold,
    ).toMatch(/above 0/);
  });

  it('a comparison between 5 minutes and a month ago; groups kept at most 7 days', () => {
    const change = (amount: string, unit: 'minutes' | 'days') =>
      validateDraft(valid({ kind: 'CHANGE_DETECTION', compareTo: { amount, unit } })).compareTo;
    expect(change('4', 'minutes')).toMatch(/between 5 minutes and 1 month/);
    expect(change('31', 'days')).toMatch(/between 5 minutes and 1 month/);
    expect(change('5', 'minutes')).toBeUndefined();
    expect(validateDraft(valid({ retention: { amount: '8', unit: 'days' } })).retention).toMatch(/7 days/);
    expect(validateDraft(valid({ retention: { amount: '', unit: 'days' } })).retention).toBeUndefined();
  });

  it('each action at its own place; a mute that ends in the past or never is refused', () => {
    const problems = validateDraft(
      valid({
        actions: [
          { type: 'EMAIL', target: 'ok@example.com' },
          { type: 'EMAIL', target: 'not an address' },
          { type: 'INTEGRATION', target: '' },
        ],
        mute: { mode: 'until', until: NOW - 1 },
      }),
    );
    expect(problems['action:0']).toBeUndefined();
    expect(problems['action:1']).toBe('“not an address” is not an e-mail address.');
    expect(problems['action:2']).toMatch(/integration id/);
    expect(problems.mute).toBe('Choose a time in the future.');
    expect(validateDraft(valid({ mute: { mode: 'until' } })).mute).toBe('Choose when the mute ends.');
    expect(validateDraft(valid({ actions: [] }))['action:0']).toBe('Add at least one action.');
  });

  it('asks for a value of every placeholder the query uses', () => {
    expect(validateDraft(valid({ where: "service = '{{svc}}'" }))['arg:svc']).toBe(
      'Give a value for {{svc}}.',
    );
  });

  it('never passes a draft whose body the contract would refuse: any valid draft writes a threshold within bounds', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (threshold, warning) => {
        const draft = valid({ threshold, warning });
        if (Object.keys(validateDraft(draft)).length) return;
        const write = writeOf(draft);
        expect(Number.isFinite(write.threshold)).toBe(true);
        expect(Math.abs(write.threshold)).toBeLessThanOrEqual(1e15);
      }),
    );
  });
});

describe('monitor form: the backtest and the service', () => {
  it('runs the backtest while the name and actions are still empty, and names what it waits for', () => {
    const waiting = backtestOf(valid({ name: '', actions: [] }));
    expect(waiting).toHaveProperty('rule');
    expect(backtestOf(valid({ from: [], threshold: '' }))).toEqual({
      waitingFor: ['datasets', 'a threshold'],
    });
    expect(backtestOf(valid({ where: "service = '{{svc}}'" }))).toEqual({ waitingFor: ['a value for svc'] });
  });

  it("shows a service's 400 at the field its path names", () => {
    expect(fieldOfPath('actions[1].email')).toBe('action:1');
    expect(fieldOfPath('queries[0].where')).toBe('where');
    expect(fieldOfPath('warning_threshold')).toBe('warning');
    expect(fieldOfPath('mute_until')).toBe('mute');
    expect(fieldOfPath('something_else')).toBeUndefined();
  });

  it('seeds a new monitor from a Logs search, and nothing from an empty one', () => {
    expect(seedOfSearch({})).toBeUndefined();
    expect(
      seedOfSearch({ ds: ['log-1'], q: "level = 'error'", select: 'count(*)', groups: ['host'] }),
    ).toEqual({
      from: ['log-1'],
      where: "level = 'error'",
      select: 'count(*)',
      groups: 'host',
    });
  });

  it('does not open a monitor with a value it cannot show', () => {
    expect(unknownInForm(saved)).toBeUndefined();
    expect(unknownInForm({ ...saved, actions: [{ type: 'SLACK' } as never] })).toBe(
      'its action of type SLACK',
    );
    expect(unknownInForm({ ...saved, comparison_operator: 'SIDEWAYS' as never })).toMatch(/SIDEWAYS/);
  });
});
