import { withKeys } from '../../../lib/keys';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { usePermit } from '../../../api/use-identity';
import { DeleteButton } from '../../../components/delete-button';
import { ErrorPanel } from '../../../components/error-panel';
import { PageHeader } from '../../../components/page-header';
import { notify } from '../../../components/toasts';
import { formatRelative } from '../../../lib/relative-time';
import { useDeleteWidget } from '../api';
import { dashboardQueries } from '../queries';
import { widgetQuery, type Dashboard, type Widget } from '../model';
import { typeLabel } from '../widget-types/registry';
import { DataTable } from '../../../components/data-table';
import { ShownText } from '../../../components/shown-text';

/** Every widget of the organisation (GET /widgets), where each is used, and edit or delete. */
export function WidgetLibraryPage() {
  const { data } = useSuspenseQuery(dashboardQueries.widgets());
  const { data: dashboards } = useSuspenseQuery(dashboardQueries.list());
  const canWrite = usePermit('dashboards_write', 'create or change widgets');
  const [filter, setFilter] = useState('');
  const needle = filter.trim().toLowerCase();
  const shown = data.widgets.filter((w) => !needle || w.name.toLowerCase().includes(needle));
  const usedOn = (widget: Widget) =>
    dashboards.dashboards.filter((d) => d.widgets?.some((w) => w.id === widget.id));
  return (
    <div className="stack">
      <PageHeader
        title="Widget library"
        lead="Widgets can sit on several dashboards; a change shows on all of them."
        actions={
          <>
            <Link to="/dashboards">Dashboards</Link>
            {canWrite.allowed && (
              <Link to="/widgets/new" className="button button-primary">
                <Plus size={14} aria-hidden="true" /> New widget
              </Link>
            )}
          </>
        }
      />
      <div className="field" style={{ maxWidth: 360 }}>
        <label htmlFor="widget-filter">Search widgets</label>
        <input id="widget-filter" type="search" value={filter} onChange={(e) => setFilter(e.target.value)} />
      </div>
      <DataTable caption="Widgets">
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Type</th>
            <th scope="col">Query</th>
            <th scope="col">On dashboards</th>
            <th scope="col">Changed</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {withKeys(shown, (w) => w.id).map(([w, key]) => (
            <WidgetRow key={key} widget={w} dashboards={usedOn(w)} canWrite={canWrite.allowed} />
          ))}
        </tbody>
      </DataTable>
      {shown.length === 0 && <p className="muted">No widget matches.</p>}
    </div>
  );
}

function WidgetRow({
  widget,
  dashboards,
  canWrite,
}: {
  widget: Widget;
  dashboards: Dashboard[];
  canWrite: boolean;
}) {
  const canDelete = usePermit('dashboards_delete', 'delete widgets');
  const mutation = useDeleteWidget();
  const query = widgetQuery(widget);
  const modified = widget.metadata?.modified_at;
  return (
    <tr>
      <th scope="row">
        {canWrite ? (
          <Link to="/widgets/$widgetId" params={{ widgetId: widget.id }}>
            <ShownText text={widget.name} />
          </Link>
        ) : (
          widget.name
        )}
      </th>
      {/* A type this console does not draw, as the service wrote it. */}
      <td>{typeLabel(widget.type)}</td>
      <td>
        <code>
          {query.select.join(', ')}
          {query.where ? ` where ${query.where}` : ''}
          {query.groups ? ` by ${query.groups.join(', ')}` : ''}
        </code>
      </td>
      <td>
        {dashboards.length === 0 ? (
          <span className="muted">none</span>
        ) : (
          withKeys(dashboards, (d) => d.id).map(([d, key], i) => (
            <span key={key}>
              {i > 0 && ', '}
              <Link to="/dashboards/$dashboardId" params={{ dashboardId: d.id }}>
                <ShownText text={d.name} />
              </Link>
            </span>
          ))
        )}
      </td>
      <td>{modified ? formatRelative(modified) : '—'}</td>
      <td>
        {canDelete.allowed && (
          <DeleteButton
            what="widget"
            name={widget.name}
            disabled={mutation.isPending}
            onConfirm={() =>
              mutation.mutate(
                { params: { path: { id: widget.id } } },
                { onSuccess: () => notify('success', `Deleted the widget ${widget.name}`) },
              )
            }
          >
            <p>
              {dashboards.length
                ? `It disappears from ${dashboards.length} ${dashboards.length === 1 ? 'dashboard' : 'dashboards'}: ${dashboards.map((d) => d.name).join(', ')}.`
                : 'It is on no dashboard.'}{' '}
              This cannot be undone.
            </p>
          </DeleteButton>
        )}
        {mutation.error && <ErrorPanel error={mutation.error} action="delete this widget" />}
      </td>
    </tr>
  );
}
