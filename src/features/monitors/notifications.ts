import type { components } from '../../api/schema.gen';
import { DAY } from '../../lib/time';
import type { Monitor } from './model';

type Notification = components['schemas']['MonitorNotification'];

/** The window a page of notifications reads: the last `days` to when it opened. */
export const notificationSpan = (now: number, days: number) => ({ from_ts: now - days * DAY, to_ts: now });

export interface SentBy {
  monitor: Monitor;
  notification: Notification;
}

/** Every monitor's notifications as one list, newest first, with a delivery status or all. */
export function allSent(
  read: { monitor: Monitor; notifications: Notification[] }[],
  status?: string,
): SentBy[] {
  return read
    .flatMap(({ monitor, notifications }) => notifications.map((notification) => ({ monitor, notification })))
    .filter((s) => status === undefined || s.notification.status === status)
    .sort((a, b) => (Number(b.notification.time) || 0) - (Number(a.notification.time) || 0));
}
