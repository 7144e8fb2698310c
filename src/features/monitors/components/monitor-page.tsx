import { useDisplaySettings } from '../../../components/use-display-settings';
import { useQuery } from '@tanstack/react-query';
import { historyQueries, historySpan } from '../history';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { usePermit } from '../../../api/use-identity';
import { CopyLinkButton } from '../../../components/copy-link-button';
import { DeleteButton } from '../../../components/delete-button';
import { ErrorPanel } from '../../../components/error-panel';
import { Loading } from '../../../components/loading';
import { PageHeader } from '../../../components/page-header';
import { formatTimestamp } from '../../../lib/time';
import { formatRelative } from '../../../lib/relative-time';
import { describeRule, type MonitorRule } from '../../../monitor-rules';
import { useDeleteMonitor } from '../api';
import type { MonitorDetail } from '../queries';
import { DEFAULT_HISTORY, HISTORY_PRESETS, LONGEST_HISTORY } from '../url';
import { TimeRangePicker, type ChosenRange } from '../../../components/pickers/time-range-picker';
import type { TimeWindowState } from '../../../components/pickers/time-window';
import { MonitorHistory } from './monitor-history';
import { MonitorValue } from './monitor-value';
import { changesOver, logsSearchOver } from '../../../monitor-rules/logs-search';
import styles from './monitors.module.css';
import { MuteControls } from './mute-controls';
import { MutedBadge, StatusBadge } from './status-badge';
import { DataTable } from '../../../components/data-table';
import { coveringOf } from '../../../monitor-rules/downtimes';
import { monitorQueries } from '../queries';
import { withKeys } from '../../../lib/keys';

interface HistoryProps {
  /** When the page opened or its range changed: the history ends there (its route's loader asked for it). */
  openedAt: number;
  range: TimeWindowState;
  onRange: (range: ChosenRange) => void;
  /** The page of its status changes (from 1). */
  changesPage: number;
  onChangesPage: (page: number) => void;
}

/** One monitor: its rule in words, status now per group, and its history over a chosen range. */
export function MonitorPage({ monitor, ...history }: { monitor: MonitorDetail } & HistoryProps) {
  const display = useDisplaySettings();
  const canWrite = usePermit('monitors_write', 'change monitors');
  const canDelete = usePermit('monitors_delete', 'delete monitors');
  const rule = monitor.queries ? describeRule(monitor as MonitorRule) : undefined;

  return (
    <div className="stack">
      <PageHeader
        title={monitor.name}
        lead={monitor.description}
        actions={
          <span className="row">
            <Link to="/monitors">All monitors</Link>
            {canWrite.allowed && (
              <Link to="/monitors/downtimes/new" search={{ monitors: [monitor.id] }}>
                Schedule a downtime
              </Link>
            )}
            {canWrite.allowed && (
              <Link to="/monitors/$monitorId/edit" params={{ monitorId: monitor.id }} className="button">
                Edit
              </Link>
            )}
          </span>
        }
      />
      <div className="row">
        <StatusBadge status={monitor.status} />
        <MutedBadge monitor={monitor} />
        {monitor.last_trigger_ts && (
          <span className="muted">
            Last triggered {formatRelative(monitor.last_trigger_ts)} (
            {formatTimestamp(monitor.last_trigger_ts, display)})
          </span>
        )}
      </div>
      {rule && <p className={styles.summary}>{rule}.</p>}
      {monitor.unreadableRule && <p className={styles.summary}>{monitor.unreadableRule}</p>}
      {canWrite.allowed ? <MuteControls monitor={monitor} /> : <p className="muted">{canWrite.reason}</p>}
      <MonitoredGroups groups={monitor.monitored_groups} />
      <HistorySection monitor={monitor} {...history} />
      {canDelete.allowed && <DeleteMonitor monitor={monitor} />}
    </div>
  );
}

function MonitoredGroups({ groups }: { groups: MonitorDetail['monitored_groups'] }) {
  return (
    <section aria-labelledby="groups-heading" className="stack">
      <h2 id="groups-heading">Monitored groups</h2>
      {groups?.length ? (
        <DataTable caption="Monitored groups and their status">
          <thead>
            <tr>
              <th scope="col">Group</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {withKeys(groups, (g) => g.group_id).map(([g, key]) => (
              <tr key={key}>
                <th scope="row">{g.group_id === '*' ? 'All data' : g.group_id}</th>
                <td>
                  <StatusBadge status={g.status} />
                </td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      ) : (
        <p className="muted">No group reported data in the last day.</p>
      )}
    </section>
  );
}

/** The monitor's value and its status changes over the range chosen, ending when the page opened. */
function HistorySection({
  monitor,
  openedAt,
  range,
  onRange,
  changesPage,
  onChangesPage,
}: { monitor: MonitorDetail } & HistoryProps) {
  // The range ends when the page opened (or the range changed), so its requests stay the same ones;
  // Refresh moves the end to now.
  const [refreshedAt, setRefreshedAt] = useState(0);
  const now = Math.max(openedAt, refreshedAt);
  const span = historySpan(range, now);
  const window = { from: span.from_ts, to: span.to_ts };
  const [eventsQuery, notificationsQuery] = historyQueries(monitor.id, range, now);
  const events = useQuery(eventsQuery);
  const notifications = useQuery(notificationsQuery);
  const downtimes = useQuery(monitorQueries.downtimes());
  const covering = coveringOf(downtimes.data?.downtimes ?? [], monitor.id, window).map((c) => ({
    name: c.downtime.name,
    spans: c.windows,
  }));
  const rule = monitor.queries && !monitor.unreadableRule ? (monitor as MonitorRule) : undefined;
  return (
    <section aria-labelledby="history-heading" className="stack">
      <div className="row" style={{ justifyContent: 'space-between' }}>
        <h2 id="history-heading">History</h2>
        <span className="row">
          <TimeRangePicker
            value={range}
            onChange={onRange}
            presets={HISTORY_PRESETS}
            fallback={DEFAULT_HISTORY}
            longest={LONGEST_HISTORY}
          />
          <button type="button" className="button" onClick={() => setRefreshedAt(Date.now())}>
            Refresh
          </button>
          <CopyLinkButton
            link={() => ({
              to: '/monitors/$monitorId',
              params: { monitorId: monitor.id },
              search: { from: window.from, to: window.to },
            })}
            label="Copy link: this monitor's history over the absolute range on screen"
          />
        </span>
      </div>
      {/* Replayed from the rule the monitor returns: it starts with the history, not after it. */}
      {rule && <MonitorValue rule={rule} range={window} />}
      {events.error ? (
        <ErrorPanel error={events.error} action="load the history" onRetry={() => void events.refetch()} />
      ) : !events.data ? (
        <Loading what="the history" />
      ) : (
        <MonitorHistory
          events={events.data}
          from={window.from}
          to={window.to}
          notifications={notifications}
          downtimes={covering}
          changesPage={changesPage}
          onChangesPage={onChangesPage}
          logsFor={rule ? (moment) => logsSearchOver(rule, moment, Date.now()) : undefined}
          changesFor={rule ? (spell) => changesOver(rule, spell) : undefined}
        />
      )}
    </section>
  );
}

function DeleteMonitor({ monitor }: { monitor: MonitorDetail }) {
  const remove = useDeleteMonitor();
  const navigate = useNavigate();
  return (
    <DeleteButton
      what="monitor"
      name={monitor.name}
      remove={remove}
      variables={{ params: { path: { monitorId: monitor.id } } }}
      onDeleted={() => void navigate({ to: '/monitors' })}
    >
      <p>
        The monitor stops evaluating and notifying, and its history is gone. Its{' '}
        {monitor.actions?.length ?? 0} actions will not be sent again.
      </p>
    </DeleteButton>
  );
}
