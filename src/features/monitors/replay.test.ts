import { describe, expect, it } from 'vitest';
import { countFates, heldNow, replayDowntime } from './replay';

const HOUR = 3_600_000;
const day = Date.UTC(2026, 10, 30); // a Monday
const range = { from: day, to: day + 24 * HOUR };
const events = {
  monitor_events: [
    { monitor_id: 'm', time: day + 2.5 * HOUR, monitor_status: 'ALERT', previous_status: 'OK' },
    { monitor_id: 'm', time: day + 3.25 * HOUR, monitor_status: 'OK', previous_status: 'ALERT' },
    { monitor_id: 'm', time: day + 10 * HOUR, monitor_status: 'WARN', previous_status: 'OK' },
  ],
  groups_history: [],
};
const notifications = {
  monitor_notifications: [
    {
      monitor_id: 'm',
      notification_id: 'a',
      time: day + 2.5 * HOUR,
      monitor_status: 'ALERT',
      status: 'SENT',
    },
    { monitor_id: 'm', notification_id: 'b', time: day + 3.25 * HOUR, monitor_status: 'OK', status: 'SENT' },
    { monitor_id: 'm', notification_id: 'c', time: day + 10 * HOUR, monitor_status: 'WARN', status: 'SENT' },
  ],
};
const nightly = (change: object) => ({
  from: ['m'],
  dynamic_time_range: { from_minute_of_day: 120, to_minute_of_day: 240, repeat_days: ['Monday'] },
  ...change,
});

describe('a downtime replayed over a monitor history', () => {
  it('DELAY holds the alert in its window until the window ends, and lets the recovery through', () => {
    const replay = replayDowntime(
      nightly({ alert_strategy: 'DELAY' }),
      'm',
      { events, notifications },
      range,
    );
    expect(replay.windows.filter((w) => w.from < range.to)).toEqual([
      { from: day + 2 * HOUR, to: day + 4 * HOUR },
    ]);
    expect(replay.alerts.map((a) => a.fate)).toMatchObject([
      { kind: 'delayed', until: day + 4 * HOUR },
      { kind: 'sent' },
    ]);
    expect(replay.notifications.map((n) => n.fate.kind)).toEqual(['delayed', 'sent', 'sent']);
  });

  it('DROP drops them instead, and with recoveries suppressed the recovery too', () => {
    const drop = replayDowntime(nightly({ alert_strategy: 'DROP' }), 'm', { events, notifications }, range);
    expect(drop.notifications.map((n) => n.fate.kind)).toEqual(['dropped', 'sent', 'sent']);
    const strict = replayDowntime(
      nightly({ alert_strategy: 'DROP', suppress_recovery_alert: true }),
      'm',
      { events, notifications },
      range,
    );
    expect(countFates([strict], 'notifications')).toEqual({ sent: 1, dropped: 2, delayed: 0, unknown: 0 });
  });

  it('says a strategy it does not know is unknown, and leaves other monitors alone', () => {
    expect(
      replayDowntime(nightly({ alert_strategy: 'SNOOZE' }), 'm', { events }, range).alerts[0]?.fate.kind,
    ).toBe('unknown');
    expect(
      replayDowntime(nightly({}), 'other', { events }, range).alerts.every((a) => a.fate.kind === 'sent'),
    ).toBe(true);
  });

  it('inverted, applies outside its hours: the WARN at 10:00 is held and the night alert sent', () => {
    const replay = replayDowntime(
      nightly({
        dynamic_time_range: {
          from_minute_of_day: 0,
          to_minute_of_day: 360,
          invert: true,
          repeat_days: ['Monday'],
        },
      }),
      'm',
      { events },
      range,
    );
    expect(replay.alerts.map((a) => a.fate.kind)).toEqual(['sent', 'delayed']);
  });

  it('while active, names what it holds and when it lets it go', () => {
    const replay = replayDowntime(nightly({ alert_strategy: 'DELAY' }), 'm', { events }, range);
    expect(heldNow(replay, day + 3 * HOUR)).toEqual({
      alerts: [events.monitor_events[0]],
      until: day + 4 * HOUR,
    });
    expect(heldNow(replay, day + 5 * HOUR)).toBeUndefined();
  });

  it('holds until the window closes, when it is still open at the end of the range', () => {
    const now = day + 3 * HOUR;
    const replay = replayDowntime(nightly({}), 'm', { events }, { from: day, to: now });
    expect(replay.alerts[0]?.fate).toMatchObject({ kind: 'delayed', until: day + 4 * HOUR });
    expect(heldNow(replay, now)?.until).toBe(day + 4 * HOUR);
  });
});
