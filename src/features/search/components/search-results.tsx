import { lazy, Suspense, useDeferredValue } from 'react';
import { eagerLazy } from '../../../components/eager-lazy';
import { ErrorPanel } from '../../../components/error-panel';
import { Loading } from '../../../components/loading';
import type { SearchUrlState } from '../model';
import type { EventListProps } from './event-list';
import styles from './search-page.module.css';
import type { SearchRun } from './use-search';

// The event list (with its virtualiser) cannot show before the first page of events arrives: its code
// starts loading with this page's and arrives during the search, not after it.
const EventList = eagerLazy<EventListProps>(() =>
  import('./event-list').then((m) => ({ default: m.EventList })),
);
// The views other than the event list load when chosen: the first visit stays within its budget.
const AggregateView = lazy(() => import('./aggregate-view').then((m) => ({ default: m.AggregateView })));
const PatternsView = lazy(() => import('./patterns-view').then((m) => ({ default: m.PatternsView })));
const LiveTailView = lazy(() => import('./live-tail-view').then((m) => ({ default: m.LiveTailView })));

const VIEWS = [
  { id: 'events', label: 'Events' },
  { id: 'patterns', label: 'Patterns' },
  { id: 'live', label: 'Live tail' },
] as const;

/** What the search shows: its events, patterns, live tail, or (with aggregates) the aggregate's chart. */
export function SearchResults({
  state,
  search,
  onChange,
  filterOn,
  columns,
  onColumn,
}: {
  state: SearchUrlState;
  search: SearchRun;
  onChange: (next: SearchUrlState) => void;
  filterOn: (key: string, value: string | number | boolean, exclude?: boolean) => void;
  columns: string[];
  onColumn: (key: string) => void;
}) {
  const { view, aggregating, base, ds, events, loaded, moreThanRead, timeWindow, update, rerun } = search;
  // The rows are drawn as a transition, a few milliseconds at a time: a first page of events is tens of
  // milliseconds of React on a phone, which would otherwise hold a tap or a keystroke back.
  const listed = useDeferredValue(events.isPending ? undefined : loaded);
  return (
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
              onClick={() => rerun({ view: v.id === 'events' ? undefined : v.id })}
            >
              {v.label}
            </button>
          ))}
          {view === 'events' && (
            // How lines are shown, not what is searched: nothing runs again.
            <button
              type="button"
              className={`button ${styles.wrapToggle}`}
              aria-pressed={state.wrap === 'on'}
              onClick={() => update({ wrap: state.wrap === 'on' ? undefined : 'on' })}
            >
              Wrap lines
            </button>
          )}
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
            onFilter={(where) => rerun((q) => ({ q: where(q) }))}
            onDrill={({ where, from, to }) =>
              rerun((q) => ({
                q: where(q),
                from,
                to,
                range: undefined,
                select: undefined,
                groups: undefined,
              }))
            }
          />
        )}
        {view === 'patterns' && (
          <PatternsView
            details={base}
            matching={search.total}
            onFilter={(template) =>
              // Written by the query language (filters.ts), which loads with the first one asked for.
              void import('../../../query-language/filters').then(({ andWith, patternFilter }) =>
                rerun((q) => ({ q: andWith(q, patternFilter(template)), view: undefined })),
              )
            }
          />
        )}
        {view === 'live' && (
          <LiveTailView from={ds} {...(state.q ? { where: state.q } : {})} onFilter={filterOn} />
        )}
      </Suspense>
      {view === 'events' &&
        (events.error ? (
          <ErrorPanel error={events.error} action="search the events" onRetry={() => void events.refetch()} />
        ) : listed === undefined ? (
          <Loading what="events" />
        ) : (
          <Suspense fallback={<Loading what="events" />}>
            <EventList
              events={listed}
              query={state.q}
              {...(state.event !== undefined ? { selected: state.event } : {})}
              onSelect={(event) => onChange({ ...state, event })}
              onFilter={filterOn}
              hasMore={!!events.hasNextPage && !moreThanRead}
              moreThanRead={moreThanRead}
              loadingMore={events.isFetchingNextPage}
              onLoadMore={() => void events.fetchNextPage()}
              linkSearch={(event) => ({
                ...state,
                range: undefined,
                from: timeWindow.from_ts,
                to: timeWindow.to_ts,
                event,
              })}
              columns={columns}
              onColumn={onColumn}
              wrap={state.wrap === 'on'}
            />
          </Suspense>
        ))}
    </section>
  );
}
