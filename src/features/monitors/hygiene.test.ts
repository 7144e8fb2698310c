import { describe, expect, it } from 'vitest';
import { hygieneOf } from './hygiene';

const DAY = 86_400_000;
const now = Date.UTC(2026, 11, 1);
const range = { from: now - 30 * DAY, to: now };
const monitor = {
  id: 'm',
  name: 'm',
  status: 'OK',
  comparison_operator: 'ABOVE',
  threshold: 1,
  window: 'Last 5 minutes',
  actions: [],
};
const quiet = { monitor_events: [] };

describe('monitor hygiene', () => {
  it('names a monitor muted forever, or past a month', () => {
    expect(
      hygieneOf({ ...monitor, muted_until: -1 } as never, quiet, [], range).map((f) => f.kind),
    ).toContain('muted-forever');
    expect(
      hygieneOf({ ...monitor, muted_until: now + 40 * DAY } as never, quiet, [], range).map((f) => f.kind),
    ).toContain('muted-long');
    expect(
      hygieneOf(
        { ...monitor, muted_until: now + 2 * DAY } as never,
        { monitor_events: [{ monitor_id: 'm', time: now - DAY, monitor_status: 'WARN' }] },
        [],
        range,
      ),
    ).toEqual([]);
  });

  it('names one stuck in ALERT for over a day, and one that never fired in 30 days', () => {
    const stuck = hygieneOf(
      { ...monitor, status: 'ALERT' } as never,
      { monitor_events: [{ monitor_id: 'm', time: now - 2 * DAY, monitor_status: 'ALERT' }] },
      [],
      range,
    );
    expect(stuck).toEqual([{ kind: 'stuck', since: now - 2 * DAY }]);
    expect(hygieneOf(monitor as never, quiet, [], range)).toEqual([{ kind: 'silent', days: 30 }]);
    // A shorter range says nothing of never firing.
    expect(hygieneOf(monitor as never, quiet, [], { from: now - DAY, to: now })).toEqual([]);
  });
});
