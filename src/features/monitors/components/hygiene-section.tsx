import { useQueries } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { deliveryKind, failingDestinations, notifiedMonitors } from '../../../api/deliveries';
import { usePermit } from '../../../api/use-identity';
import type { components } from '../../../api/schema.gen';
import { ShownText } from '../../../components/shown-text';
import { notify } from '../../../components/toasts';
import { useDisplaySettings } from '../../../components/use-display-settings';
import { withKeys } from '../../../lib/keys';
import { DAY, formatTimestamp } from '../../../lib/time';
import { namedText } from '../../../lib/visible-text';
import { useMuteMonitor } from '../api';
import { hygieneOf, type Finding } from '../hygiene';
import type { Monitor } from '../model';
import { monitorQueries } from '../queries';
import { DataTable } from '../../../components/data-table';

type Events = components['schemas']['MonitorEvents'];

/**
 * Monitors that cannot do their job: muted forever or past a month, stuck in ALERT, silent for the
 * whole range, or failing to deliver in the last 7 days; each with the one action that fixes it.
 */
export function HygieneSection({
  monitors,
  historyOf,
  range,
}: {
  monitors: Monitor[];
  historyOf: (monitorId: string) => Events | undefined;
  range: { from: number; to: number };
}) {
  const watched = notifiedMonitors(monitors.filter((m) => m.actions?.length));
  const span = { from_ts: range.to - 7 * DAY, to_ts: range.to };
  const sent = useQueries({ queries: watched.map((m) => monitorQueries.notifications(m.id, span)) });
  const failingOf = (id: string) => {
    const i = watched.findIndex((m) => m.id === id);
    const data = sent[i]?.data;
    return data ? failingDestinations([{ monitorId: id, notifications: data.monitor_notifications }]) : [];
  };
  const rows = monitors.flatMap((monitor) =>
    hygieneOf(monitor, historyOf(monitor.id), failingOf(monitor.id), range).map((finding) => ({
      monitor,
      finding,
    })),
  );
  return (
    <section aria-labelledby="hygiene-heading" className="stack">
      <h2 id="hygiene-heading">Hygiene</h2>
      {rows.length ? (
        <DataTable caption="Monitors that cannot do their job">
          <thead>
            <tr>
              <th scope="col">Monitor</th>
              <th scope="col">Why</th>
              <th scope="col">Fix</th>
            </tr>
          </thead>
          <tbody>
            {withKeys(rows, (r) => `${r.monitor.id}-${r.finding.kind}`).map(([r, key]) => (
              <tr key={key}>
                <th scope="row">
                  <Link to="/monitors/$monitorId" params={{ monitorId: r.monitor.id }}>
                    <ShownText text={r.monitor.name} />
                  </Link>
                </th>
                <td>
                  <FindingWords finding={r.finding} />
                </td>
                <td>
                  <Fix monitor={r.monitor} finding={r.finding} />
                </td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      ) : (
        <p className="muted">Every monitor read can fire and be heard.</p>
      )}
    </section>
  );
}

function FindingWords({ finding }: { finding: Finding }) {
  const display = useDisplaySettings();
  switch (finding.kind) {
    case 'muted-forever':
      return (
        <>
          Muted with no end
          {finding.since === undefined ? '' : `, last changed ${formatTimestamp(finding.since, display)}`}
        </>
      );
    case 'muted-long':
      return <>Muted until {formatTimestamp(finding.until, display)}, more than a month away</>;
    case 'stuck':
      return <>In ALERT since {formatTimestamp(finding.since, display)}, over a day</>;
    case 'silent':
      return <>Never fired in {finding.days} days</>;
    case 'failing':
      return (
        <>
          Failing to reach {deliveryKind(finding.destination.type)}{' '}
          <ShownText text={finding.destination.destination} /> (
          {finding.destination.failures.toLocaleString('en')} in 7 days)
          {finding.destination.reason ? (
            <>
              : <ShownText text={finding.destination.reason} />
            </>
          ) : null}
        </>
      );
  }
}

function Fix({ monitor, finding }: { monitor: Monitor; finding: Finding }) {
  const canWrite = usePermit('monitors_write', 'change monitors');
  const mute = useMuteMonitor();
  const called = namedText(monitor.name);
  switch (finding.kind) {
    case 'muted-forever':
    case 'muted-long':
      return canWrite.allowed ? (
        <button
          type="button"
          className="button"
          disabled={mute.isPending}
          aria-label={`Unmute ${called}`}
          onClick={() =>
            mute.mutate(
              { params: { path: { monitorId: monitor.id } }, body: { mute_until: 0 } },
              { onSuccess: () => notify('success', `${monitor.name}: unmuted`) },
            )
          }
        >
          Unmute
        </button>
      ) : (
        <span className="muted">{canWrite.reason}</span>
      );
    case 'stuck':
      return (
        <Link
          to="/monitors/$monitorId"
          params={{ monitorId: monitor.id }}
          aria-label={`The history of ${called}`}
        >
          Read its history
        </Link>
      );
    case 'silent':
      return (
        <Link
          to="/monitors/$monitorId/edit"
          params={{ monitorId: monitor.id }}
          aria-label={`Tighten or retire ${called}`}
        >
          Tighten it, with a backtest
        </Link>
      );
    case 'failing':
      return (
        <Link to="/integrations" aria-label={`The destinations of ${called}`}>
          Fix the destination
        </Link>
      );
  }
}
