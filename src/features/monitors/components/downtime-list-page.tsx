import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { usePermit } from '../../../api/use-identity';
import { DataTable } from '../../../components/data-table';
import { ErrorPanel } from '../../../components/error-panel';
import { Loading } from '../../../components/loading';
import { PageHeader } from '../../../components/page-header';
import { ShownText } from '../../../components/shown-text';
import { useDisplaySettings } from '../../../components/use-display-settings';
import { useTablePage } from '../../../components/use-table-page';
import { withKeys } from '../../../lib/keys';
import type { Downtime } from '../downtime-form';
import { scheduleInWords, stateInWords, strategyLabel } from '../downtime-words';
import { monitorQueries } from '../queries';

/** Every downtime: what it silences, when, how, and whether it applies now. */
export function DowntimeListPage() {
  const downtimes = useQuery(monitorQueries.downtimes());
  const canCreate = usePermit('monitors_write', 'schedule downtimes');
  return (
    <div className="stack">
      <PageHeader
        title="Downtimes"
        lead="Windows when monitors hold or drop what they would send: maintenance, deploys, known incidents."
        actions={
          <>
            <Link to="/monitors">All monitors</Link>
            {canCreate.allowed ? (
              <Link to="/monitors/downtimes/new" className="button button-primary">
                New downtime
              </Link>
            ) : (
              <span className="muted">{canCreate.reason}</span>
            )}
          </>
        }
      />
      {downtimes.error ? (
        <ErrorPanel
          error={downtimes.error}
          action="load the downtimes"
          onRetry={() => void downtimes.refetch()}
        />
      ) : !downtimes.data ? (
        <Loading what="the downtimes" />
      ) : (
        <DowntimeTable downtimes={downtimes.data.downtimes} />
      )}
    </div>
  );
}

function DowntimeTable({ downtimes }: { downtimes: Downtime[] }) {
  const display = useDisplaySettings();
  const [now] = useState(() => Date.now());
  const monitors = useQuery(monitorQueries.list());
  const nameOf = (id: string) => monitors.data?.monitors.find((m) => m.id === id)?.name ?? id;
  const page = useTablePage(downtimes, 'Downtimes');
  if (!downtimes.length) return <p className="muted">No downtimes yet.</p>;
  return (
    <>
      <DataTable caption="Downtimes">
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Monitors</th>
            <th scope="col">When</th>
            <th scope="col">Alerts</th>
            <th scope="col">Now</th>
          </tr>
        </thead>
        <tbody>
          {withKeys(page.rows, (d) => d.id).map(([d, key]) => (
            <tr key={key}>
              <th scope="row">
                <Link to="/monitors/downtimes/$downtimeId" params={{ downtimeId: d.id }}>
                  <ShownText text={d.name} />
                </Link>
              </th>
              <td>
                <ul className="plain-list stack">
                  {withKeys(d.from ?? [], (id) => id).map(([id, k]) => (
                    <li key={k}>
                      <Link to="/monitors/$monitorId" params={{ monitorId: id }}>
                        <ShownText text={nameOf(id)} />
                      </Link>
                    </li>
                  ))}
                </ul>
              </td>
              <td>{scheduleInWords(d, now, display)}</td>
              <td>
                {strategyLabel(d.alert_strategy)}
                {d.suppress_recovery_alert ? ', recoveries too' : ''}
              </td>
              <td>{stateInWords(d, now, display)}</td>
            </tr>
          ))}
        </tbody>
      </DataTable>
      {page.pager}
    </>
  );
}
