import { $api } from '../../api/query-hooks';
import { monitorDetailQuery } from '../../api/monitor-rule';
import { notificationsQuery } from '../../api/deliveries';

export type { MonitorDetail } from '../../api/monitor-rule';

/** Query-option factories for monitors; usable in loaders and components alike. */
export const monitorQueries = {
  list: () => $api.queryOptions('get', '/monitors', undefined, { staleTime: 30_000 }),
  /** A dataset's monitors (the seed's GET /logs/{logId}/monitors). */
  ofLog: (logId: string) =>
    $api.queryOptions('get', '/logs/{logId}/monitors', { params: { path: { logId } } }),
  /** A monitor with its rule (on the live service, read from its metric definition). */
  detail: monitorDetailQuery,
  events: (monitorId: string, range: { from_ts: number; to_ts: number }) =>
    $api.queryOptions('get', '/monitors/{monitorId}/events', {
      params: { path: { monitorId }, query: range },
    }),
  notifications: notificationsQuery,
  downtimes: () => $api.queryOptions('get', '/monitors/downtimes', undefined, { staleTime: 30_000 }),
  templates: () => $api.queryOptions('get', '/monitors/templates', undefined, { staleTime: 60_000 }),
  template: (templateId: string) =>
    $api.queryOptions('get', '/monitors/templates/{templateId}', { params: { path: { templateId } } }),
};
