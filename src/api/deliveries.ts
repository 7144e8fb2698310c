import { $api } from './query-hooks';
import type { components } from './schema.gen';

type Notification = components['schemas']['MonitorNotification'];
type Monitor = components['schemas']['Monitor'];

/** The delivery statuses the console knows, in words; any other is shown as the service wrote it. */
const DELIVERY_LABELS: Record<string, string> = {
  SENT: 'Sent',
  FAILED: 'Failed',
  IN_PROGRESS: 'In progress',
};
export const deliveryLabel = (status: string | undefined): string =>
  status === undefined ? 'Not said' : (DELIVERY_LABELS[status] ?? status);

/** The kinds of destination the console knows, in words; any other as its text. */
const KIND_LABELS: Record<string, string> = { EMAIL: 'Email', SLACK: 'Slack', WEBHOOK: 'Webhook' };
export const deliveryKind = (type: string | undefined): string =>
  type === undefined ? 'Destination' : (KIND_LABELS[type] ?? type);

/** A destination whose deliveries failed: how often, the last time and why, and from which monitors. */
export interface FailingDestination {
  destination: string;
  type: string | undefined;
  failures: number;
  last: number;
  reason: string | undefined;
  monitors: string[];
}

/**
 * The destinations with failed deliveries among what the monitors sent, the most recent failure first.
 * Only FAILED counts: an unknown status is not a failure the console can name.
 */
export function failingDestinations(
  sent: { monitorId: string; notifications: Notification[] }[],
): FailingDestination[] {
  const byDestination = new Map<string, FailingDestination>();
  for (const { monitorId, notifications } of sent) {
    for (const n of notifications) {
      if (n.status !== 'FAILED') continue;
      const destination = n.destination ?? '';
      const time = typeof n.time === 'number' && Number.isFinite(n.time) ? n.time : -Infinity;
      const known = byDestination.get(destination) ?? {
        destination,
        type: n.type,
        failures: 0,
        last: -Infinity,
        reason: undefined,
        monitors: [],
      };
      known.failures += 1;
      if (time >= known.last) {
        known.last = time;
        known.reason = n.failure_reason ?? known.reason;
      }
      if (!known.monitors.includes(monitorId)) known.monitors.push(monitorId);
      byDestination.set(destination, known);
    }
  }
  return [...byDestination.values()].sort((a, b) => b.last - a.last);
}

/** What one monitor sent over a span: read by its page, the notifications across monitors and Home. */
export const notificationsQuery = (monitorId: string, range: { from_ts: number; to_ts: number }) =>
  $api.queryOptions('get', '/monitors/{monitorId}/notifications', {
    params: { path: { monitorId }, query: range },
  });

/**
 * Monitors read at most for notifications across monitors: one request each, within the live service's
 * 100 requests in 5 minutes. Those with actions come first, the most recently triggered first.
 */
export const NOTIFIED_MONITORS = 40;

export function notifiedMonitors(monitors: Monitor[]): Monitor[] {
  const triggered = (m: Monitor) => (typeof m.last_trigger_ts === 'number' ? m.last_trigger_ts : 0);
  return [...monitors]
    .sort((a, b) => Number(!!b.actions?.length) - Number(!!a.actions?.length) || triggered(b) - triggered(a))
    .slice(0, NOTIFIED_MONITORS);
}
