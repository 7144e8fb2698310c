import { withKeys } from '../../../lib/keys';
import { useDisplaySettings } from '../../../components/use-display-settings';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { datasetQueries } from '../../../api/datasets';
import { usePermit } from '../../../api/use-identity';
import { ErrorPanel } from '../../../components/error-panel';
import { Loading } from '../../../components/loading';
import { PageHeader } from '../../../components/page-header';
import { formatTimestamp, isoTime } from '../../../lib/time';
import { formatRelative } from '../../../lib/relative-time';
import { describeRule, type MonitorRule } from '../../../monitor-rules';
import { filterMonitors, SORTS, STATUS_LABELS, STATUSES, type Monitor } from '../model';
import { monitorQueries } from '../queries';
import type { MonitorListUrl } from '../url';
import styles from './monitors.module.css';
import { MutedBadge, StatusBadge } from './status-badge';
import { StatusStrip } from './status-strip';
import { DataTable } from '../../../components/data-table';
import { ShownText } from '../../../components/shown-text';
import { useTablePage } from '../../../components/use-table-page';
import { namedText } from '../../../lib/visible-text';

/** Rows per page: each row shown asks for its strip, so a page is also the cap on those requests. */
const STRIPS_PER_PAGE = 25;

/** All monitors, or one dataset's, filtered by status and name and sorted; everything in the URL. */
export function MonitorListPage({
  url,
  onChange,
}: {
  url: MonitorListUrl;
  onChange: (next: MonitorListUrl) => void;
}) {
  const all = useQuery({ ...monitorQueries.list(), enabled: !url.log });
  const ofLog = useQuery({ ...monitorQueries.ofLog(url.log ?? ''), enabled: !!url.log });
  const datasets = useQuery(datasetQueries.logs());
  const canCreate = usePermit('monitors_write', 'create monitors');
  const query = url.log ? ofLog : all;
  const monitors: Monitor[] | undefined = url.log ? ofLog.data : all.data?.monitors;
  // A new filter or order starts from the first page.
  const set = (patch: Partial<MonitorListUrl>) => onChange({ ...url, page: undefined, ...patch });
  const toggle = (status: (typeof STATUSES)[number]) => {
    const current = url.status ?? [];
    const next = current.includes(status) ? current.filter((s) => s !== status) : [...current, status];
    set({ status: next.length ? next : undefined });
  };

  return (
    <div className="stack">
      <PageHeader
        title="Monitors"
        lead="Alerting rules over logs: each one's status now and when it last fired."
        actions={
          <>
            <AlertingLinks />
            {canCreate.allowed ? (
              <Link to="/monitors/new" className="button button-primary">
                New monitor
              </Link>
            ) : (
              <span className="muted">{canCreate.reason}</span>
            )}
          </>
        }
      />
      <div className={styles.filters}>
        <div className="field">
          <label htmlFor="monitor-filter">Search by name</label>
          <input
            id="monitor-filter"
            type="search"
            value={url.q ?? ''}
            onChange={(e) => set({ q: e.target.value || undefined })}
            placeholder="checkout, logins…"
          />
        </div>
        <fieldset className="field" style={{ border: 'none', padding: 0, margin: 0 }}>
          <legend className="label">Status</legend>
          <div className="row">
            {STATUSES.map((s) => (
              <label key={s} className="row" style={{ gap: 4 }}>
                <input
                  type="checkbox"
                  checked={url.status?.includes(s) ?? false}
                  onChange={() => toggle(s)}
                />
                {STATUS_LABELS[s]}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="field">
          <label htmlFor="monitor-log">Dataset</label>
          <select
            id="monitor-log"
            className="input"
            value={url.log ?? ''}
            onChange={(e) => set({ log: e.target.value || undefined })}
          >
            <option value="">All datasets</option>
            {withKeys(datasets.data?.logs ?? [], (d) => d.log_id).map(([d, key]) => (
              <option key={key} value={d.log_id}>
                <ShownText text={`${d.collection} / ${d.dataset}`} />
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="monitor-sort">Sort by</label>
          <select
            id="monitor-sort"
            className="input"
            value={url.sort ?? 'status'}
            onChange={(e) =>
              set({ sort: e.target.value === 'status' ? undefined : (e.target.value as never) })
            }
          >
            {SORTS.map((s) => (
              <option key={s.sort} value={s.sort}>
                {s.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      {query.error ? (
        <ErrorPanel error={query.error} action="load the monitors" onRetry={() => void query.refetch()} />
      ) : !monitors ? (
        <Loading what="the monitors" />
      ) : (
        <>
          {canCreate.allowed && <SelectionBar url={url} onChange={onChange} />}
          <MonitorTable
            monitors={filterMonitors(monitors, url)}
            filtered={!!(url.q || url.status || url.log)}
            {...(canCreate.allowed
              ? {
                  selected: url.sel ?? [],
                  onSelect: (sel: string[]) => onChange({ ...url, sel: sel.length ? sel : undefined }),
                }
              : {})}
          />
        </>
      )}
    </div>
  );
}

/** The rest of alerting, beside the list. */
function AlertingLinks() {
  return (
    <>
      <Link to="/monitors/noise" className="button">
        Alert noise
      </Link>
      <Link to="/monitors/downtimes" className="button">
        Downtimes
      </Link>
      <Link to="/monitors/templates" className="button">
        Templates
      </Link>
      <Link to="/monitors/notifications" className="button">
        Notifications
      </Link>
    </>
  );
}

/** The monitors chosen in the list (in the URL), and a downtime for them. */
function SelectionBar({ url, onChange }: { url: MonitorListUrl; onChange: (next: MonitorListUrl) => void }) {
  const chosen = url.sel ?? [];
  return (
    <div className="row" role="group" aria-label="Selected monitors">
      <span>
        {chosen.length ? `${chosen.length} selected` : 'Select monitors to schedule a downtime for them.'}
      </span>
      {chosen.length > 0 && (
        <>
          <Link to="/monitors/downtimes/new" search={{ monitors: chosen }} className="button">
            Schedule a downtime for {chosen.length === 1 ? 'it' : `these ${chosen.length}`}
          </Link>
          <button type="button" className="button" onClick={() => onChange({ ...url, sel: undefined })}>
            Clear selection
          </button>
        </>
      )}
    </div>
  );
}

function MonitorTable({
  monitors,
  filtered,
  selected,
  onSelect,
}: {
  monitors: Monitor[];
  filtered: boolean;
  /** With these, each row has a box to choose it for a downtime. */
  selected?: string[];
  onSelect?: (selected: string[]) => void;
}) {
  const display = useDisplaySettings();
  // The strips' window ends when the list opened: their requests stay the same ones while it is open.
  const [openedAt] = useState(() => Date.now());
  const page = useTablePage(monitors, 'Monitors', STRIPS_PER_PAGE);
  if (!monitors.length)
    return <p className="muted">{filtered ? 'No monitor matches these filters.' : 'No monitors yet.'}</p>;
  return (
    <>
      <DataTable caption="Monitors">
        <thead>
          <tr>
            {onSelect && (
              <th scope="col">
                <span className="visually-hidden">Select</span>
              </th>
            )}
            <th scope="col">Name</th>
            <th scope="col">Status</th>
            <th scope="col">Last 24 hours</th>
            <th scope="col">Rule</th>
            <th scope="col">Last trigger</th>
          </tr>
        </thead>
        <tbody>
          {withKeys(page.rows, (m) => m.id).map(([m, key]) => (
            <tr key={key}>
              {onSelect && (
                <td>
                  <input
                    type="checkbox"
                    aria-label={`Select ${namedText(m.name)}`}
                    checked={selected?.includes(m.id) ?? false}
                    onChange={(e) =>
                      onSelect(
                        e.target.checked
                          ? [...(selected ?? []), m.id]
                          : (selected ?? []).filter((id) => id !== m.id),
                      )
                    }
                  />
                </td>
              )}
              <th scope="row">
                <Link to="/monitors/$monitorId" params={{ monitorId: m.id }}>
                  <ShownText text={m.name} />
                </Link>
              </th>
              <td>
                <span className="row" style={{ gap: 4 }}>
                  <StatusBadge status={m.status} />
                  <MutedBadge monitor={m} />
                </span>
              </td>
              <td>
                <StatusStrip monitor={m} now={openedAt} />
              </td>
              <td className="muted">{m.queries ? describeRule(m as MonitorRule) : m.window}</td>
              <td>
                {m.last_trigger_ts ? (
                  // The moment itself, to line up with other tools during an incident; how long ago beside it.
                  <>
                    <time dateTime={isoTime(m.last_trigger_ts)}>
                      {formatTimestamp(m.last_trigger_ts, display)}
                    </time>{' '}
                    <span className="muted">({formatRelative(m.last_trigger_ts)})</span>
                  </>
                ) : (
                  <span className="muted">Not in the last day</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </DataTable>
      {page.pager}
    </>
  );
}
