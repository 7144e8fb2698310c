import { Link } from '@tanstack/react-router';
import { PageHeader } from '../../../components/page-header';
import type { MonitorDetail } from '../queries';
import { unknownInForm, type MonitorDraft } from '../form';
import { MonitorFormPage } from './monitor-form-page';
import { ShownText } from '../../../components/shown-text';

/**
 * Editing a monitor. One whose rule cannot be read opens read-only with the reason: saving the form
 * would replace the real rule with an empty query.
 */
export function MonitorEditPage({
  monitor,
  openedAt,
  seed,
  backtestOver,
}: {
  monitor: MonitorDetail;
  openedAt: number;
  /** A change to try (the noise view's suggestion), and the window its backtest opens over. */
  seed?: Partial<MonitorDraft> | undefined;
  backtestOver?: { from: number; to: number } | undefined;
}) {
  const unknown = monitor.unreadableRule ? undefined : unknownInForm(monitor);
  if (!monitor.unreadableRule && !unknown)
    return <MonitorFormPage monitor={monitor} openedAt={openedAt} seed={seed} backtestOver={backtestOver} />;
  return (
    <div className="stack">
      <PageHeader
        title={`Edit ${monitor.name}`}
        lead={
          unknown
            ? 'Read-only: this monitor uses a value this console does not know.'
            : "Read-only: this monitor's query cannot be read."
        }
      />
      <p role="status">
        {unknown
          ? `The service sent ${unknown}, which this form cannot show. It is not offered for editing here, so that value is never replaced; change it in the vendor's console.`
          : `${monitor.unreadableRule} It is not offered for editing here, so its rule is never replaced by an empty query; change it in the vendor's console.`}
      </p>
      <p>
        <Link to="/monitors/$monitorId" params={{ monitorId: monitor.id }}>
          ← Back to <ShownText text={monitor.name} />
        </Link>
      </p>
    </div>
  );
}
