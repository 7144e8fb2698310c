import type { components } from '../../api/schema.gen';
import type { MonitorStatus } from '../../monitor-rules';

type Schemas = components['schemas'];
export type Monitor = Schemas['Monitor'];
export type MonitorWrite = Schemas['MonitorWrite'];
export type MonitorKind = Schemas['MonitorType'];
export type ComparisonOperator = Schemas['ComparisonOperator'];
export type { MonitorStatus };

export const STATUSES: MonitorStatus[] = ['ALERT', 'WARN', 'NO_DATA', 'OK'];
export const STATUS_LABELS: Record<MonitorStatus, string> = {
  ALERT: 'Alert',
  WARN: 'Warning',
  NO_DATA: 'No data',
  OK: 'OK',
};

export const KINDS: { kind: MonitorKind; label: string; hint: string }[] = [
  { kind: 'PATTERN', label: 'Threshold', hint: 'The value over the window against thresholds.' },
  { kind: 'USAGE', label: 'Usage', hint: 'Like a threshold, over usage figures.' },
  { kind: 'CHANGE_DETECTION', label: 'Change', hint: 'The change against an earlier time.' },
  { kind: 'ANOMALY_DETECTION', label: 'Anomaly', hint: 'How unusual the value is (MEDIAN_MAD).' },
];

export const OPERATORS: { op: ComparisonOperator; label: string }[] = [
  { op: 'ABOVE', label: 'above' },
  { op: 'ABOVE_OR_EQUAL', label: 'at or above' },
  { op: 'BELOW', label: 'below' },
  { op: 'BELOW_OR_EQUAL', label: 'at or below' },
  { op: 'EQUAL', label: 'equal to' },
  { op: 'NOT_EQUAL', label: 'not equal to' },
  { op: 'OUTSIDE', label: 'outside the usual band by (anomaly only)' },
];

export type MonitorSort = 'status' | 'name' | 'trigger';
export const SORTS: { sort: MonitorSort; label: string }[] = [
  { sort: 'status', label: 'Status (worst first)' },
  { sort: 'trigger', label: 'Last trigger (newest first)' },
  { sort: 'name', label: 'Name' },
];

const SEVERITY: Record<MonitorStatus, number> = { ALERT: 0, WARN: 1, NO_DATA: 2, OK: 3 };

/** Muted now: indefinitely (-1) or until a time still to come. */
export const isMuted = (monitor: Pick<Monitor, 'muted_until'>, now = Date.now()) =>
  monitor.muted_until !== undefined && (monitor.muted_until === -1 || monitor.muted_until > now);

export interface MonitorFilter {
  q?: string;
  status?: MonitorStatus[];
  sort?: MonitorSort;
}

/** The list as filtered and sorted by the URL's state. */
export function filterMonitors(
  monitors: Monitor[],
  { q, status, sort = 'status' }: MonitorFilter,
): Monitor[] {
  const text = q?.trim().toLowerCase() ?? '';
  const shown = monitors.filter(
    (m) =>
      (!text || m.name.toLowerCase().includes(text) || (m.description ?? '').toLowerCase().includes(text)) &&
      (!status?.length || status.includes(m.status)),
  );
  const byName = (a: Monitor, b: Monitor) => a.name.localeCompare(b.name);
  return shown.sort(
    sort === 'name'
      ? byName
      : sort === 'trigger'
        ? (a, b) => (b.last_trigger_ts ?? 0) - (a.last_trigger_ts ?? 0) || byName(a, b)
        : (a, b) => SEVERITY[a.status] - SEVERITY[b.status] || byName(a, b),
  );
}
