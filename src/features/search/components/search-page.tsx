import { DAY } from '../../../lib/time';
import { datasetQueries } from '../../../api/datasets';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { CopyLinkButton } from '../../../components/copy-link-button';
import { eagerLazy } from '../../../components/eager-lazy';
import { Download, LayoutDashboard } from 'lucide-react';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useIdentity, usePermit } from '../../../api/use-identity';
import { personKey, pushRecent } from '../../../lib/recent';
import { ErrorPanel } from '../../../components/error-panel';
import { Loading } from '../../../components/loading';
import { DatasetPicker } from '../../../components/pickers/dataset-picker';
import { TimeRangePicker } from '../../../components/pickers/time-range-picker';
import { windowOf } from '../../../components/pickers/time-window';
import { usePrefetchKeys } from '../../../components/query-editor/use-prefetch-keys';
import { notify } from '../../../components/toasts';
import { useFillHeight } from '../../../components/use-fill-height';
import { searchQueries, useStartExport } from '../api';
import {
  addFilter,
  EVENT_SELECT,
  patternFilter,
  toggleColumn,
  type SearchEvent,
  type SearchUrlState,
} from '../model';
import { AggregateControls } from './aggregate-controls';
import type { EventListProps } from './event-list';
import { SavedSearchesMenu } from './saved-searches-menu';
import { QueryBar } from './query-bar';
import styles from './search-page.module.css';
import { costEstimateOf, pointsOf } from '../../../api/tolerant';
import { useDisplaySettings } from '../../../components/use-display-settings';
import { approve, covers, readApprovals } from '../cost-approvals';

const NO_COLUMNS: string[] = [];

const Histogram = lazy(() => import('./histogram'));
// The event list (with its virtualiser) cannot show before the first page of events arrives: its code
// starts loading with this page's and arrives during the search, not after it.
const EventList = eagerLazy<EventListProps>(() =>
  import('./event-list').then((m) => ({ default: m.EventList })),
);
// The views other than the event list load when chosen: the first visit stays within its budget.
const AggregateView = lazy(() => import('./aggregate-view').then((m) => ({ default: m.AggregateView })));
const PatternsView = lazy(() => import('./patterns-view').then((m) => ({ default: m.PatternsView })));
const SignificantKeys = lazy(() =>
  import('./significant-keys').then((m) => ({ default: m.SignificantKeys })),
);
// The sidebar waits for its top keys anyway: its code comes with them.
const FieldSidebar = lazy(() => import('./field-sidebar').then((m) => ({ default: m.FieldSidebar })));
// Only ranges over a day may need the cost guard, and it waits for the service's estimate anyway.
const CostGuard = lazy(() => import('./cost-guard').then((m) => ({ default: m.CostGuard })));
const LiveTailView = lazy(() => import('./live-tail-view').then((m) => ({ default: m.LiveTailView })));

const HISTOGRAM_SLICES = 60;
/** Events per page: large pages keep the request count low when someone scrolls through 100,000. */
const EVENTS_PAGE = 5000;
const VIEWS = [
  { id: 'events', label: 'Events' },
  { id: 'patterns', label: 'Patterns' },
  { id: 'live', label: 'Live tail' },
] as const;

interface Props {
  state: SearchUrlState;
  /** Replaces the URL state (a new history entry, so Back undoes it). */
  onChange: (next: SearchUrlState) => void;
}

/** Logs and search: datasets, query, time range, histogram, events, patterns, live tail or an aggregate. */
export function SearchPage({ state, onChange }: Props) {
  const datasets = useQuery(datasetQueries.logs());
  const allIds = (datasets.data?.logs ?? []).map((l) => l.log_id);
  // No ds in the URL means every dataset; an empty list means the person chose none.
  const ds = state.ds ?? allIds;

  const [ranAt, setRanAt] = useState(() => Date.now());
  const { from_ts, to_ts } = windowOf(state, ranAt);
  const base = { from: ds, ...(state.q ? { where: state.q } : {}), from_ts, to_ts };
  // Over a day, the service's estimate decides: above the person's threshold (Settings) the search
  // waits for a yes, which then holds for these datasets over any range as long or shorter (a zoom).
  const { askAbove } = useDisplaySettings();
  const span = to_ts - from_ts;
  const [approvals, setApprovals] = useState(readApprovals);
  const costRequest = { ...base, select: EVENT_SELECT, explain_only: true };
  const mayAsk = ds.length > 0 && span > DAY && askAbove > 0 && !covers(approvals, ds, span);
  const estimate = useQuery({ ...searchQueries.search(costRequest), enabled: mayAsk });
  const estimated = costEstimateOf(estimate.data?.explain);
  const needsApproval = mayAsk && !(estimated !== null && estimated <= askAbove);
  const ready = ds.length > 0 && !needsApproval;

  const update = (patch: Partial<SearchUrlState>) => onChange({ ...state, ...patch });
  const rerun = (patch: Partial<SearchUrlState>) => {
    setRanAt(Date.now());
    update({ ...patch, event: undefined });
  };
  // The sidebar ends where the event list does, at the window's bottom: the page itself never scrolls.
  const sidebar = useRef<HTMLDivElement>(null);
  const sidebarHeight = useFillHeight(sidebar, '2.5rem', '20rem', !needsApproval);

  // Columns change what is shown, not what is searched: nothing runs again.
  const columns = state.cols ?? NO_COLUMNS;
  const onColumn = (key: string) => {
    const next = toggleColumn(columns, key);
    update({ cols: next.length ? next : undefined });
  };
  const filterOn = (key: string, value: string | number | boolean, exclude?: boolean) =>
    rerun({ q: addFilter(state.q, key, value, exclude) });

  // The palette offers the last 20 searches run, for this person, in this tab.
  const person = personKey(useIdentity());
  const dsKey = state.ds?.join(',');
  useEffect(() => {
    if (!state.q) return;
    const entry = { q: state.q, ...(dsKey ? { ds: dsKey.split(',') } : {}) };
    pushRecent('searches', person, entry, (a, b) => a.q === b.q && a.ds?.join(',') === b.ds?.join(','), 20);
  }, [person, state.q, dsKey]);

  const aggregating = !!state.select?.length;
  const view = aggregating ? 'aggregate' : (state.view ?? 'events');
  const histogram = useQuery({
    ...searchQueries.search({ ...base, select: ['count(*)'], num_of_slices: HISTOGRAM_SLICES }),
    enabled: ready,
  });
  const events = useInfiniteQuery({
    ...searchQueries.events({
      ...base,
      select: EVENT_SELECT,
      limit: EVENTS_PAGE,
      most_recent_first: state.order !== 'oldest',
    }),
    enabled: ready && view === 'events',
  });
  const points = pointsOf(histogram.data?.totals?.timeseries);
  // The count: our service's value of count(*), or what the slices of its totals add up to (the vendor's).
  const total =
    histogram.data && (histogram.data.groups_series?.[0]?.value ?? points.reduce((n, p) => n + p.value, 0));
  const pages = events.data?.pages;
  const loaded: SearchEvent[] = useMemo(() => pages?.flatMap((p) => p.events ?? []) ?? [], [pages]);

  // The sidebar's ranking and the editor's completion are drawn by lazily loaded parts: asked for
  // now, beside the searches.
  const queryClient = useQueryClient();
  const firstDataset = ds[0];
  useEffect(() => {
    if (firstDataset) void queryClient.prefetchQuery(searchQueries.significantKeys(firstDataset));
  }, [queryClient, firstDataset]);
  usePrefetchKeys(firstDataset);

  const startExport = useStartExport();
  const exportPermit = usePermit('exports_write', 'start exports');
  const widgetPermit = usePermit('dashboards_write', 'add widgets to dashboards');
  const monitorPermit = usePermit('monitors_write', 'create monitors');
  const exportSearch = () =>
    startExport.mutate(
      { body: { search_details: { from: ds, ...(state.q ? { where: state.q } : {}), from_ts, to_ts } } },
      { onSuccess: () => notify('success', 'Export started: follow it under Exports in the header') },
    );

  return (
    <div className={styles.page}>
      {/* Named for screen readers and the tab's outline; the first screen is the query's. */}
      <h1 className="visually-hidden">Logs</h1>
      <div className={styles.toolbar}>
        <DatasetPicker
          value={ds}
          onChange={(ids) => rerun({ ds: ids.length === allIds.length ? undefined : ids })}
        />
        {ds.length === 0 && allIds.length > 0 && (
          <span className="muted">Choose at least one dataset to search.</span>
        )}
        <TimeRangePicker value={state} onChange={rerun} />
        <button
          type="button"
          className="button"
          aria-pressed={state.order === 'oldest'}
          onClick={() => update({ order: state.order === 'oldest' ? undefined : 'oldest', event: undefined })}
        >
          {state.order === 'oldest' ? 'Oldest first' : 'Newest first'}
        </button>
        <SavedSearchesMenu state={state} ds={ds} />
        {/* The link freezes the range on screen: a relative range becomes the absolute window it covers now. */}
        <CopyLinkButton
          link={() => ({ to: '/search', search: { ...state, range: undefined, from: from_ts, to: to_ts } })}
          label="Copy link: this search over the absolute range on screen"
        />
        <button
          type="button"
          className="button"
          onClick={exportSearch}
          disabled={!ds.length || startExport.isPending || !exportPermit.allowed}
          title={exportPermit.reason}
          aria-describedby={exportPermit.allowed ? undefined : 'export-reason'}
        >
          <Download size={14} aria-hidden="true" />
          Export
        </button>
        {!exportPermit.allowed && (
          <span id="export-reason" className="visually-hidden">
            {exportPermit.reason}
          </span>
        )}
        {widgetPermit.allowed && ds.length > 0 && (
          // The current query becomes a new widget; its editor offers the dashboard to add it to.
          <Link
            to="/widgets/new"
            search={{
              ds,
              ...(state.q ? { q: state.q } : {}),
              select: state.select ?? ['count(*)'],
              ...(state.groups ? { groups: state.groups, type: 'bar' as const } : { type: 'line' as const }),
            }}
            className="button"
          >
            <LayoutDashboard size={14} aria-hidden="true" />
            Add to dashboard
          </Link>
        )}
        {monitorPermit.allowed && ds.length > 0 && (
          // The monitor form opens filled with this search, and its backtest runs once it has a threshold.
          <Link
            to="/monitors/new"
            search={{
              ds,
              ...(state.q ? { q: state.q } : {}),
              ...(state.select?.[0] ? { select: state.select[0] } : {}),
              ...(state.groups ? { groups: state.groups } : {}),
            }}
            className="button"
          >
            Create a monitor
          </Link>
        )}
      </div>
      {/* The editor completes the first dataset's top keys and their top values. */}
      <QueryBar q={state.q} onRun={(q) => rerun({ q })} logId={ds[0]} />
      <AggregateControls
        select={state.select}
        groups={state.groups}
        onApply={(select, groups) => update({ select, groups, event: undefined })}
        onClear={() => update({ select: undefined, groups: undefined })}
      />
      {startExport.error && <ErrorPanel error={startExport.error} action="start the export" />}
      {needsApproval && ds.length > 0 ? (
        <Suspense fallback={<Loading what="the cost estimate" />}>
          <CostGuard
            request={costRequest}
            askAbove={askAbove}
            onRun={() => setApprovals(approve(approvals, ds, span))}
          />
        </Suspense>
      ) : (
        <>
          <section aria-label="Events over time" className={styles.histogram}>
            <p className={styles.count} role="status">
              {histogram.isPending
                ? 'Counting…'
                : total !== undefined
                  ? `${total.toLocaleString('en')} events match`
                  : ''}
            </p>
            {histogram.error ? (
              <ErrorPanel
                error={histogram.error}
                action="count the events"
                onRetry={() => void histogram.refetch()}
              />
            ) : (
              <Suspense fallback={<Loading what="the histogram" />}>
                <Histogram
                  points={points}
                  within={{ from: from_ts, to: to_ts }}
                  label="Matching events over time"
                  onZoom={(from, to) => update({ from, to, range: undefined, event: undefined })}
                />
              </Suspense>
            )}
          </section>
          <div className={styles.body}>
            <div
              ref={sidebar}
              className={styles.sidebar}
              style={sidebarHeight ? { maxHeight: sidebarHeight } : undefined}
            >
              <Suspense fallback={null}>
                <SignificantKeys
                  logId={ds[0]}
                  onChart={(select, groups) =>
                    update({ select, groups: groups.length ? groups : undefined, event: undefined })
                  }
                />
              </Suspense>
              <Suspense fallback={<Loading what="the fields" />}>
                <FieldSidebar
                  logId={ds[0]}
                  onFilter={filterOn}
                  onGroupBy={(key) => update({ select: ['count(*)'], groups: [key], event: undefined })}
                  columns={columns}
                  onColumn={onColumn}
                />
              </Suspense>
            </div>
            <section
              className={styles.results}
              aria-label={view === 'aggregate' ? 'Aggregate' : VIEWS.find((v) => v.id === view)?.label}
            >
              {!aggregating && (
                <div className={styles.views} role="group" aria-label="Show">
                  {VIEWS.map((v) => (
                    <button
                      key={v.id}
                      type="button"
                      className="button"
                      aria-pressed={view === v.id}
                      onClick={() => update({ view: v.id === 'events' ? undefined : v.id, event: undefined })}
                    >
                      {v.label}
                    </button>
                  ))}
                </div>
              )}
              <Suspense fallback={<Loading what="the view" />}>
                {view === 'aggregate' && (
                  <AggregateView
                    request={{
                      ...base,
                      select: state.select ?? [],
                      ...(state.groups?.length ? { groups: state.groups } : {}),
                      num_of_slices: 30,
                    }}
                    groups={state.groups ?? []}
                    onFilter={(q) => rerun({ q })}
                    onDrill={({ where, from, to }) =>
                      rerun({
                        q: where,
                        from,
                        to,
                        range: undefined,
                        select: undefined,
                        groups: undefined,
                      })
                    }
                  />
                )}
                {view === 'patterns' && (
                  <PatternsView
                    details={base}
                    onFilter={(template) => rerun({ q: patternFilter(template), view: undefined })}
                  />
                )}
                {view === 'live' && (
                  <LiveTailView from={ds} {...(state.q ? { where: state.q } : {})} onFilter={filterOn} />
                )}
              </Suspense>
              {view === 'events' &&
                (events.isPending ? (
                  <Loading what="events" />
                ) : events.error ? (
                  <ErrorPanel
                    error={events.error}
                    action="search the events"
                    onRetry={() => void events.refetch()}
                  />
                ) : (
                  <Suspense fallback={<Loading what="events" />}>
                    <EventList
                      events={loaded}
                      query={state.q}
                      {...(state.event !== undefined ? { selected: state.event } : {})}
                      onSelect={(event) => onChange({ ...state, event })}
                      onFilter={filterOn}
                      hasMore={!!events.hasNextPage}
                      loadingMore={events.isFetchingNextPage}
                      onLoadMore={() => void events.fetchNextPage()}
                      linkSearch={(event) => ({
                        ...state,
                        range: undefined,
                        from: from_ts,
                        to: to_ts,
                        event,
                      })}
                      columns={columns}
                      onColumn={onColumn}
                    />
                  </Suspense>
                ))}
            </section>
          </div>
        </>
      )}
    </div>
  );
}
