import { useQueries, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { deliveryKind, deliveryLabel, failingDestinations } from '../../../api/deliveries';
import { DataTable } from '../../../components/data-table';
import { ErrorPanel } from '../../../components/error-panel';
import { Loading } from '../../../components/loading';
import { PageHeader } from '../../../components/page-header';
import { ShownText } from '../../../components/shown-text';
import { useDisplaySettings } from '../../../components/use-display-settings';
import { useTablePage } from '../../../components/use-table-page';
import { withKeys } from '../../../lib/keys';
import { formatTimestamp, formatWindow } from '../../../lib/time';
import { allSent, notificationSpan } from '../notifications';
import { notifiedMonitors, NOTIFIED_MONITORS } from '../../../api/deliveries';
import { monitorQueries } from '../queries';
import type { NotificationsUrl } from '../url';
import { StatusBadge } from './status-badge';

const STATUS_CHOICES = [
  { value: '', label: 'Every delivery' },
  { value: 'FAILED', label: 'Failed' },
  { value: 'SENT', label: 'Sent' },
  { value: 'IN_PROGRESS', label: 'In progress' },
];

/** What every monitor sent over the last day or week: where, when, and what failed and why. */
export function NotificationsPage({
  url,
  now,
  onChange,
}: {
  url: NotificationsUrl;
  now: number;
  onChange: (next: NotificationsUrl) => void;
}) {
  const display = useDisplaySettings();
  const days = url.days ?? 1;
  const span = notificationSpan(now, days);
  const list = useQuery(monitorQueries.list());
  const monitors = notifiedMonitors(list.data?.monitors ?? []);
  const answers = useQueries({ queries: monitors.map((m) => monitorQueries.notifications(m.id, span)) });
  const read = monitors.flatMap((monitor, i) => {
    const data = answers[i]?.data;
    return data ? [{ monitor, notifications: data.monitor_notifications }] : [];
  });
  const failing = failingDestinations(
    read.map((r) => ({ monitorId: r.monitor.id, notifications: r.notifications })),
  );
  const rows = allSent(read, url.status || undefined);
  const waiting = answers.filter((q) => q.isPending).length;
  const failed = answers.find((q) => q.error);
  const nameOf = (id: string) => monitors.find((m) => m.id === id)?.name ?? id;
  return (
    <div className="stack">
      <PageHeader
        title="Notifications"
        lead={`What the monitors sent over ${formatWindow(span.from_ts, span.to_ts, display)}, and what failed to arrive.`}
        actions={<Link to="/monitors">All monitors</Link>}
      />
      <NotificationFilters url={url} onChange={onChange} />
      {list.error ? (
        <ErrorPanel error={list.error} action="load the monitors" onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <Loading what="the monitors" />
      ) : (
        <>
          {list.data.monitors.length > NOTIFIED_MONITORS && (
            <p className="muted">
              The {NOTIFIED_MONITORS} monitors with actions that triggered most recently of{' '}
              {list.data.monitors.length.toLocaleString('en')} are read.
            </p>
          )}
          {waiting > 0 && (
            <Loading what={`the notifications of ${waiting} monitor${waiting === 1 ? '' : 's'}`} />
          )}
          {failed?.error && <ErrorPanel error={failed.error} action="load some monitors' notifications" />}
          <FailingList failing={failing} waiting={waiting > 0} nameOf={nameOf} />
          <SentTable rows={rows} />
        </>
      )}
    </div>
  );
}

function NotificationFilters({
  url,
  onChange,
}: {
  url: NotificationsUrl;
  onChange: (next: NotificationsUrl) => void;
}) {
  const days = url.days ?? 1;
  return (
    <div className="row">
      <div className="field">
        <label htmlFor="notifications-days">Over the last</label>
        <select
          id="notifications-days"
          className="input"
          value={days}
          onChange={(e) =>
            onChange({
              ...url,
              page: undefined,
              days: e.target.value === '1' ? undefined : Number(e.target.value),
            })
          }
        >
          <option value="1">day</option>
          <option value="7">7 days</option>
        </select>
      </div>
      <div className="field">
        <label htmlFor="notifications-status">Delivery</label>
        <select
          id="notifications-status"
          className="input"
          value={url.status ?? ''}
          onChange={(e) => onChange({ ...url, page: undefined, status: e.target.value || undefined })}
        >
          {STATUS_CHOICES.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
          {url.status && !STATUS_CHOICES.some((c) => c.value === url.status) && (
            <option value={url.status}>{url.status}</option>
          )}
        </select>
      </div>
    </div>
  );
}

/** Each destination that failed in the range: how often, the last time and why, and from which monitors. */
function FailingList({
  failing,
  waiting,
  nameOf,
}: {
  failing: ReturnType<typeof failingDestinations>;
  waiting: boolean;
  nameOf: (id: string) => string;
}) {
  const display = useDisplaySettings();
  return (
    <section aria-labelledby="failing-heading" className="stack">
      <h2 id="failing-heading">Failing destinations</h2>
      {failing.length ? (
        <ul className="plain-list stack" aria-labelledby="failing-heading">
          {failing.map((f) => (
            <li key={f.destination}>
              <strong>
                {deliveryKind(f.type)} <ShownText text={f.destination} />
              </strong>
              : {f.failures.toLocaleString('en')} failed, last at {formatTimestamp(f.last, display)}
              {f.reason ? (
                <>
                  {' '}
                  — <ShownText text={f.reason} />
                </>
              ) : null}
              . From{' '}
              {withKeys(f.monitors, (id) => id).map(([id, key], i) => (
                <span key={key}>
                  {i > 0 ? ', ' : ''}
                  <Link to="/monitors/$monitorId" params={{ monitorId: id }}>
                    <ShownText text={nameOf(id)} />
                  </Link>
                </span>
              ))}
              .
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">{waiting ? 'Reading…' : 'Every delivery in this range arrived.'}</p>
      )}
    </section>
  );
}

function SentTable({ rows }: { rows: ReturnType<typeof allSent> }) {
  const display = useDisplaySettings();
  const page = useTablePage(rows, 'Notifications');
  if (!rows.length) return <p className="muted">No notifications in this range.</p>;
  return (
    <>
      <DataTable caption="Notifications, newest first">
        <thead>
          <tr>
            <th scope="col">Time</th>
            <th scope="col">Monitor</th>
            <th scope="col">Status</th>
            <th scope="col">Sent to</th>
            <th scope="col">Delivery</th>
          </tr>
        </thead>
        <tbody>
          {withKeys(page.rows, (r) => `${r.monitor.id}-${r.notification.notification_id}`).map(([r, key]) => (
            <tr key={key}>
              <th scope="row">
                {r.notification.time === undefined ? '—' : formatTimestamp(r.notification.time, display)}
              </th>
              <td>
                <Link to="/monitors/$monitorId" params={{ monitorId: r.monitor.id }}>
                  <ShownText text={r.monitor.name} />
                </Link>
              </td>
              <td>
                {r.notification.monitor_status && <StatusBadge status={r.notification.monitor_status} />}
              </td>
              <td>
                {deliveryKind(r.notification.type)} <ShownText text={r.notification.destination ?? ''} />
              </td>
              <td>
                {deliveryLabel(r.notification.status)}
                {r.notification.failure_reason ? (
                  <>
                    : <ShownText text={r.notification.failure_reason} />
                  </>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </DataTable>
      {page.pager}
    </>
  );
}
