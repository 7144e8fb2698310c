import { withKeys } from '../../../lib/keys';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { usePermit } from '../../../api/use-identity';
import { DeleteButton } from '../../../components/delete-button';
import { PageHeader } from '../../../components/page-header';
import { formatRelative } from '../../../lib/relative-time';
import { useDeleteWidget } from '../api';
import { dashboardQueries } from '../queries';
import { widgetQuery, type Dashboard, type Widget } from '../model';
import { typeLabel } from '../widget-types/registry';
import { DataTable } from '../../../components/data-table';
import { ShownText } from '../../../components/shown-text';
import { SortHeader } from '../../../components/sort-header';
import { useTablePage } from '../../../components/use-table-page';
import { useTableSort } from '../../../components/use-table-sort';
import { sortRows } from '../../../lib/sort';
import { dashboardsByWidget } from '../list-filter';
import { Icon } from '../../../components/icon';

const WIDGET_COLUMNS = ['name', 'type', 'changed'] as const;
const NONE: Dashboard[] = [];

/**
 * Every widget of the organisation (GET /widgets), where each is used, and edit or delete; the
 * search text, order and page in the URL.
 */
export function WidgetLibraryPage({
  filter,
  onFilter,
}: {
  filter: string;
  onFilter: (text: string) => void;
}) {
  const { data } = useSuspenseQuery(dashboardQueries.widgets());
  // Where each widget is used comes with the dashboards, after the widgets: not waited for.
  const dashboards = useQuery(dashboardQueries.list()).data;
  const canWrite = usePermit('dashboards_write', 'create or change widgets');
  // Where each widget is used, indexed once per list: a row looks its dashboards up, it does not
  // scan every dashboard (6,500 widgets × 400 dashboards was seconds per keystroke).
  const usedOn = useMemo(() => dashboards && dashboardsByWidget(dashboards.dashboards), [dashboards]);
  const { sort, sortBy } = useTableSort(WIDGET_COLUMNS, { key: 'name', desc: false });
  const needle = filter.trim().toLowerCase();
  const shown = sortRows(
    data.widgets.filter((w) => !needle || w.name.toLowerCase().includes(needle)),
    sort,
    {
      name: (w) => w.name,
      type: (w) => typeLabel(w.type),
      changed: (w) => w.metadata?.modified_at,
    },
  );
  const page = useTablePage(shown, 'Widgets');
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
                <Icon name="plus" size={14} /> New widget
              </Link>
            )}
          </>
        }
      />
      <div className="field" style={{ maxWidth: 360 }}>
        <label htmlFor="widget-filter">Search widgets</label>
        <input id="widget-filter" type="search" value={filter} onChange={(e) => onFilter(e.target.value)} />
      </div>
      <DataTable caption="Widgets">
        <thead>
          <tr>
            <SortHeader sortKey="name" sort={sort} onSort={sortBy}>
              Name
            </SortHeader>
            <SortHeader sortKey="type" sort={sort} onSort={sortBy}>
              Type
            </SortHeader>
            <th scope="col">Query</th>
            <th scope="col">On dashboards</th>
            <SortHeader sortKey="changed" sort={sort} onSort={sortBy}>
              Changed
            </SortHeader>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {withKeys(page.rows, (w) => w.id).map(([w, key]) => (
            <WidgetRow
              key={key}
              widget={w}
              dashboards={usedOn ? (usedOn.get(w.id) ?? NONE) : undefined}
              canWrite={canWrite.allowed}
            />
          ))}
        </tbody>
      </DataTable>
      {page.pager}
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
  /** Undefined until the dashboards are read. */
  dashboards: Dashboard[] | undefined;
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
          <ShownText text={widget.name} />
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
        {dashboards === undefined ? (
          <span className="muted">not read yet</span>
        ) : dashboards.length === 0 ? (
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
            remove={mutation}
            variables={{ params: { path: { id: widget.id } } }}
          >
            <p>
              {dashboards === undefined
                ? 'The dashboards it is on are not read yet.'
                : dashboards.length
                  ? `It disappears from ${dashboards.length} ${dashboards.length === 1 ? 'dashboard' : 'dashboards'}: ${dashboards.map((d) => d.name).join(', ')}.`
                  : 'It is on no dashboard.'}{' '}
              This cannot be undone.
            </p>
          </DeleteButton>
        )}
      </td>
    </tr>
  );
}
