import type { components } from '../../api/schema.gen';
import type { ComparisonOperator, MonitorKind, MonitorStatus as KnownStatus } from '../../monitor-rules';

type Schemas = components['schemas'];
export type Monitor = Schemas['Monitor'];
export type MonitorWrite = Schemas['MonitorWrite'];
export type { ComparisonOperator, KnownStatus, MonitorKind };
/** A status as the service sends it: one of the known four, or another it has begun to send. */
export type MonitorStatus = Schemas['MonitorStatus'];

export const STATUSES: KnownStatus[] = ['ALERT', 'WARN', 'NO_DATA', 'OK'];
export const STATUS_LABELS: Record<KnownStatus, string> = {
  ALERT: 'Alert',
  WARN: 'Warning',
  NO_DATA: 'No data',
  OK: 'OK',
};
/** A status in words: a known one by its name, any other as the service wrote it. */
export const statusLabel = (status: MonitorStatus) => STATUS_LABELS[status as KnownStatus] ?? status;

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

const SEVERITY: Record<KnownStatus, number> = { ALERT: 0, WARN: 1, NO_DATA: 2, OK: 3 };
/** Worst first; a status the console does not know sorts after no data and before OK. */
const severityOf = (status: MonitorStatus) => SEVERITY[status as KnownStatus] ?? 2.5;

/** Muted now: indefinitely (-1) or until a time still to come. */
export const isMuted = (monitor: Pick<Monitor, 'muted_until'>, now = Date.now()) =>
  monitor.muted_until !== undefined && (monitor.muted_until === -1 || monitor.muted_until > now);

export interface MonitorFilter {
  q?: string;
  status?: KnownStatus[];
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
      (!status?.length || status.includes(m.status as KnownStatus)),
  );
  const byName = (a: Monitor, b: Monitor) => a.name.localeCompare(b.name);
  return shown.sort(
    sort === 'name'
      ? byName
      : sort === 'trigger'
        ? (a, b) => (b.last_trigger_ts ?? 0) - (a.last_trigger_ts ?? 0) || byName(a, b)
        : (a, b) => severityOf(a.status) - severityOf(b.status) || byName(a, b),
  );
}
