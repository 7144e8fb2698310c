import type { components } from '../../api/schema.gen';
import type { FailingDestination } from '../../api/deliveries';
import { DAY, isTime } from '../../lib/time';
import type { Monitor } from './model';

type Events = components['schemas']['MonitorEvents'];

/** What keeps a monitor from doing its job, each with the one thing that fixes it. */
export type Finding =
  | { kind: 'muted-forever'; since: number | undefined }
  | { kind: 'muted-long'; until: number }
  | { kind: 'stuck'; since: number }
  | { kind: 'silent'; days: number }
  | { kind: 'failing'; destination: FailingDestination };

const MONTH = 30 * DAY;

/**
 * A monitor's hygiene over a range ending `now`: muted forever, muted past a month, in ALERT for over a
 * day, never fired in the range (when it is 30 days or more), and destinations it failed to reach.
 */
export function hygieneOf(
  monitor: Monitor,
  history: Pick<Events, 'monitor_events'> | undefined,
  failing: FailingDestination[],
  range: { from: number; to: number },
): Finding[] {
  const findings: Finding[] = [];
  const now = range.to;
  if (monitor.muted_until === -1) {
    const since = monitor.metadata?.modified_at;
    findings.push({ kind: 'muted-forever', since: isTime(since) ? since : undefined });
  } else if (isTime(monitor.muted_until) && monitor.muted_until > now + MONTH) {
    findings.push({ kind: 'muted-long', until: monitor.muted_until });
  }
  if (history) {
    const events = [...history.monitor_events].sort((a, b) => a.time - b.time);
    const last = events.at(-1);
    if (monitor.status === 'ALERT' && last?.monitor_status === 'ALERT' && now - last.time > DAY)
      findings.push({ kind: 'stuck', since: last.time });
    const days = Math.round((range.to - range.from) / DAY);
    const fired = events.some((e) => e.monitor_status === 'ALERT' || e.monitor_status === 'WARN');
    if (!fired && days >= 30 && monitor.status !== 'ALERT' && monitor.status !== 'WARN')
      findings.push({ kind: 'silent', days });
  }
  for (const destination of failing) findings.push({ kind: 'failing', destination });
  return findings;
}
