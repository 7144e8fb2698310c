import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { usePermit } from '../../../api/use-identity';
import { ShownText } from '../../../components/shown-text';
import type { WidgetView } from '../widget-from-view';
import { Icon } from '../../../components/icon';

const AddViewDialog = lazy(() => import('./add-view-dialog'));

/**
 * "Add to dashboard" for a view on screen (Logs, What changed): the widget is made in one dialog, and
 * the dashboard it went to is then one click away, open for arranging.
 */
export function AddToDashboardButton({ view }: { view: WidgetView }) {
  const permit = usePermit('dashboards_write', 'add widgets to dashboards');
  const [open, setOpen] = useState(false);
  const [added, setAdded] = useState<{ id: string; name: string } | null>(null);
  if (!permit.allowed) return null;
  return (
    <>
      <button
        type="button"
        className="button"
        aria-haspopup="dialog"
        // A view naming no dataset yet (its list still coming) cannot become a widget.
        disabled={view.ds?.length === 0}
        onClick={() => setOpen(true)}
      >
        <Icon name="layout-dashboard" size={14} />
        Add to dashboard
      </button>
      {added && (
        <Link to="/dashboards/$dashboardId" params={{ dashboardId: added.id }} search={{ mode: 'edit' }}>
          Arrange <ShownText text={added.name} />
        </Link>
      )}
      {open && (
        <Suspense fallback={null}>
          <AddViewDialog view={view} onClose={() => setOpen(false)} onAdded={setAdded} />
        </Suspense>
      )}
    </>
  );
}
