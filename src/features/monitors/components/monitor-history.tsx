import { useDisplaySettings } from '../../../components/use-display-settings';
import type { components } from '../../../api/schema.gen';
import { ErrorPanel } from '../../../components/error-panel';
import { formatTimestamp, isoTime } from '../../../lib/time';
import { StatusBadge } from './status-badge';
import { StatusTimeline, type DowntimeLane } from './status-timeline';
import { DataTable } from '../../../components/data-table';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { LogsSearch } from '../../../monitor-rules/logs-search';
import { withKeys } from '../../../lib/keys';
import { pageOf, Pager } from '../../../components/pager';
import { ShownText } from '../../../components/shown-text';
import { deliveryKind, deliveryLabel, failingDestinations } from '../../../api/deliveries';

type Schemas = components['schemas'];

/** Status changes a page: seven days of a flapping monitor are thousands, and a page stays readable. */
const CHANGES_PAGE = 25;

/** The state timeline of every group, then the status changes with their messages, then notifications. */
export function MonitorHistory({
  events,
  from,
  to,
  notifications,
  changesPage,
  onChangesPage,
  logsFor,
  changesFor,
  downtimes,
}: {
  events: Schemas['MonitorEvents'];
  /** The downtimes over the range, drawn as bands above the groups. */
  downtimes?: DowntimeLane[];
  from: number;
  to: number;
  notifications: { data?: Schemas['MonitorNotifications'] | undefined; error: unknown };
  /** The page of status changes shown, newest first (from 1). */
  changesPage: number;
  onChangesPage: (page: number) => void;
  /** The Logs search behind the monitor over a span (of a group), when its rule can be read. */
  logsFor?: ((span: { from: number; to: number; groupId?: string }) => LogsSearch) | undefined;
  /** "What changed" over a span of trouble, when the rule can be read. */
  changesFor?: ((span: { from: number; to: number }) => LogsSearch) | undefined;
}) {
  const display = useDisplaySettings();
  const changes = [...events.monitor_events].sort((a, b) => b.time - a.time);
  // A spell of trouble ends at the next change back to OK (newest first: the one before it in the list).
  const endOf = (index: number) =>
    changes
      .slice(0, index)
      .reverse()
      .find((c) => c.monitor_status === 'OK')?.time ?? to;
  return (
    <>
      <StatusTimeline
        label="Status per group over time"
        from={from}
        to={to}
        lanes={events.groups_history.map((g) => ({ id: g.group_id, history: g.history }))}
        logsFor={logsFor}
        {...(downtimes ? { downtimes } : {})}
      />
      <h3>Status changes</h3>
      <Pager
        label="Status changes"
        page={changesPage}
        pageSize={CHANGES_PAGE}
        total={changes.length}
        onPage={onChangesPage}
        previous="Newer"
        next="Older"
      />
      {changes.length ? (
        <ol className="plain-list stack" aria-label="Status changes, newest first">
          {withKeys(pageOf(changes, changesPage, CHANGES_PAGE), (e) => `${e.time}-${e.message}`).map(
            ([e, key], i) => (
              <li key={key} className="row">
                <time dateTime={isoTime(e.time)}>{formatTimestamp(e.time, display)}</time>
                <StatusBadge status={e.monitor_status} />
                <span>
                  <ShownText text={e.message} />
                </span>
                {logsFor && e.monitor_status !== 'OK' && (
                  <LogsAt time={e.time} what="change" logsFor={logsFor} />
                )}
                {changesFor && e.monitor_status !== 'OK' && (
                  <Link
                    to="/changes"
                    search={changesFor({
                      from: e.time,
                      to: endOf((changesPage - 1) * CHANGES_PAGE + i),
                    })}
                    aria-label={`What changed behind the change at ${formatTimestamp(e.time, display)}`}
                  >
                    What changed
                  </Link>
                )}
              </li>
            ),
          )}
        </ol>
      ) : (
        <p className="muted">No status changes in this range.</p>
      )}
      <h3>Notifications</h3>
      <NotificationsSent notifications={notifications} logsFor={logsFor} />
    </>
  );
}

/** The notifications the monitor sent, newest first, with how each was delivered. */
function NotificationsSent({
  notifications,
  logsFor,
}: {
  notifications: { data?: Schemas['MonitorNotifications'] | undefined; error: unknown };
  logsFor?: ((span: { from: number; to: number }) => LogsSearch) | undefined;
}) {
  const display = useDisplaySettings();
  const [sentPage, setSentPage] = useState(1);
  return notifications.error ? (
    <ErrorPanel error={notifications.error} action="load the notifications" />
  ) : notifications.data?.monitor_notifications.length ? (
    <>
      <FailingNow notifications={notifications.data.monitor_notifications} />
      <Pager
        label="Notifications"
        page={sentPage}
        pageSize={CHANGES_PAGE}
        total={notifications.data.monitor_notifications.length}
        onPage={setSentPage}
        previous="Newer"
        next="Older"
      />
      <DataTable caption="Notifications sent">
        <thead>
          <tr>
            <th scope="col">Time</th>
            <th scope="col">Status</th>
            <th scope="col">Sent to</th>
            <th scope="col">Delivery</th>
            {logsFor && (
              <th scope="col">
                <span className="visually-hidden">Logs</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {withKeys(
            pageOf(
              [...notifications.data.monitor_notifications].sort((a, b) => (b.time ?? 0) - (a.time ?? 0)),
              sentPage,
              CHANGES_PAGE,
            ),
            (n) => n.notification_id,
          ).map(([n, key]) => (
            <tr key={key}>
              <td>{n.time ? formatTimestamp(n.time, display) : '—'}</td>
              <td>{n.monitor_status && <StatusBadge status={n.monitor_status} />}</td>
              <td>
                {deliveryKind(n.type)} <ShownText text={n.destination ?? ''} />
              </td>
              <td>
                {deliveryLabel(n.status)}
                {n.failure_reason ? (
                  <>
                    : <ShownText text={n.failure_reason} />
                  </>
                ) : null}
              </td>
              {logsFor && (
                <td>{n.time ? <LogsAt time={n.time} what="notification" logsFor={logsFor} /> : null}</td>
              )}
            </tr>
          ))}
        </tbody>
      </DataTable>
    </>
  ) : (
    <p className="muted">
      {notifications.data ? 'No notifications in this range.' : 'Loading notifications…'}
    </p>
  );
}

/** Each destination the monitor could not reach in the range, and why, above its notifications. */
function FailingNow({ notifications }: { notifications: Schemas['MonitorNotification'][] }) {
  const display = useDisplaySettings();
  const failing = failingDestinations([{ monitorId: '', notifications }]);
  if (!failing.length) return null;
  return (
    <div role="alert" className="stack">
      {failing.map((f) => (
        <p key={f.destination}>
          <strong>
            Failing: {deliveryKind(f.type)} <ShownText text={f.destination} />
          </strong>{' '}
          ({f.failures.toLocaleString('en')} failed, last at {formatTimestamp(f.last, display)})
          {f.reason ? (
            <>
              : <ShownText text={f.reason} />
            </>
          ) : null}
        </p>
      ))}
    </div>
  );
}

/** A link to the events at one moment of the history, named for what happened then. */
function LogsAt({
  time,
  what,
  logsFor,
}: {
  time: number;
  what: string;
  logsFor: (span: { from: number; to: number }) => LogsSearch;
}) {
  const display = useDisplaySettings();
  return (
    <Link
      to="/search"
      search={logsFor({ from: time, to: time })}
      aria-label={`Logs behind the ${what} at ${formatTimestamp(time, display)}`}
    >
      Logs
    </Link>
  );
}
