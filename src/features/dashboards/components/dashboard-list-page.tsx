import { withKeys } from '../../../lib/keys';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link, useRouter } from '@tanstack/react-router';
import { lazy, useEffect } from 'react';
import { usePermit } from '../../../api/use-identity';
import { DeleteButton } from '../../../components/delete-button';
import { PageHeader } from '../../../components/page-header';
import { formatRelative } from '../../../lib/relative-time';
import { useDeleteDashboard } from '../api';
import { dashboardQueries } from '../queries';
import { loadChart } from '../chart-chunk';
import { loadGrid } from '../chunks';
import { matchesDashboard, widgetIdsOf } from '../list-filter';
import type { Dashboard } from '../model';
import { TagBadges } from './tag-badges';
import { DataTable } from '../../../components/data-table';
import { NewButton } from '../../../components/new-button';
import { SortHeader } from '../../../components/sort-header';
import { useTableSort } from '../../../components/use-table-sort';
import { useTablePage } from '../../../components/use-table-page';
import { sortRows } from '../../../lib/sort';
import { ShownText } from '../../../components/shown-text';

const CreateDashboardDialog = lazy(() => import('./create-dashboard-dialog'));
const DASHBOARD_COLUMNS = ['name', 'widgets', 'changed'] as const;

/** Every dashboard, searchable by name and tags (the text is in the URL), with create and delete. */
export function DashboardListPage({
  filter,
  onFilter,
}: {
  filter: string;
  onFilter: (text: string) => void;
}) {
  const { data, dataUpdatedAt } = useSuspenseQuery(dashboardQueries.list());
  const queryClient = useQueryClient();
  const router = useRouter();
  const canCreate = usePermit('dashboards_write', 'create dashboards');
  const { sort, sortBy } = useTableSort(DASHBOARD_COLUMNS, { key: 'name', desc: false });
  const shown = sortRows(
    data.dashboards.filter((d) => matchesDashboard(d, filter)),
    sort,
    {
      name: (d) => d.name,
      widgets: (d) => widgetIdsOf(d).length,
      changed: (d) => d.metadata?.modified_at,
    },
  );
  const page = useTablePage(shown, 'Dashboards');
  useEffect(() => {
    // Where the list holds each dashboard whole, opening one of those shown needs no request of its
    // own while the list is fresh; and the page's code with its grid and charts is fetched while the
    // person chooses. Code only: the route is never preloaded, its loader starts the searches when
    // one is opened.
    for (const dashboard of page.rows) {
      // Only a dashboard listed whole (the live service joins its widgets) stands for its own read.
      if (!dashboard.widgets) continue;
      const key = dashboardQueries.detail(dashboard.id).queryKey;
      const cached = queryClient.getQueryState(key);
      if (!cached || cached.dataUpdatedAt < dataUpdatedAt) {
        queryClient.setQueryData(key, dashboard, { updatedAt: dataUpdatedAt });
      }
    }
    void router.loadRouteChunk(router.routesById['/_console/dashboards/$dashboardId']);
    void loadGrid();
    void loadChart();
  }, [page.rows, dataUpdatedAt, queryClient, router]);
  return (
    <div className="stack">
      <PageHeader
        title="Dashboards"
        lead="Widgets on a grid, over one time range."
        actions={
          <>
            <Link to="/widgets">Widget library</Link>
            {canCreate.allowed && (
              <NewButton label="New dashboard">
                {(close) => <CreateDashboardDialog onClose={close} />}
              </NewButton>
            )}
          </>
        }
      />
      {!canCreate.allowed && <p className="muted">{canCreate.reason}</p>}
      <div className="field" style={{ maxWidth: 360 }}>
        <label htmlFor="dashboard-filter">Search by name or tag</label>
        <input
          id="dashboard-filter"
          type="search"
          value={filter}
          onChange={(e) => onFilter(e.target.value)}
          placeholder="payments, team:sre…"
        />
      </div>
      {shown.length === 0 ? (
        <p className="muted">{filter ? `No dashboard matches “${filter}”.` : 'No dashboards yet.'}</p>
      ) : (
        <DataTable caption="Dashboards">
          <thead>
            <tr>
              <SortHeader sortKey="name" sort={sort} onSort={sortBy}>
                Name
              </SortHeader>
              <th scope="col">Tags</th>
              <SortHeader sortKey="widgets" sort={sort} onSort={sortBy}>
                Widgets
              </SortHeader>
              <SortHeader sortKey="changed" sort={sort} onSort={sortBy}>
                Changed
              </SortHeader>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {withKeys(page.rows, (d) => d.id).map(([d, key]) => (
              <DashboardRow key={key} dashboard={d} />
            ))}
          </tbody>
        </DataTable>
      )}
      {page.pager}
    </div>
  );
}

function DashboardRow({ dashboard }: { dashboard: Dashboard }) {
  const canDelete = usePermit('dashboards_delete', 'delete dashboards');
  const mutation = useDeleteDashboard();
  const modified = dashboard.metadata?.modified_at;
  return (
    <tr>
      <th scope="row">
        <Link to="/dashboards/$dashboardId" params={{ dashboardId: dashboard.id }}>
          <ShownText text={dashboard.name} />
        </Link>
        {dashboard.description && (
          <div className="muted">
            <ShownText text={dashboard.description} />
          </div>
        )}
      </th>
      <td>
        <span className="row" style={{ gap: 4 }}>
          <TagBadges tags={dashboard.tags} />
        </span>
      </td>
      <td>{widgetIdsOf(dashboard).length}</td>
      <td>{modified ? formatRelative(modified) : '—'}</td>
      <td>
        {canDelete.allowed && (
          <DeleteButton
            what="dashboard"
            name={dashboard.name}
            remove={mutation}
            variables={{ params: { path: { dashboardId: dashboard.id } } }}
          >
            <p>
              The dashboard and its layout are deleted for everyone. Its {widgetIdsOf(dashboard).length}{' '}
              widgets stay in the widget library.
            </p>
          </DeleteButton>
        )}
      </td>
    </tr>
  );
}
