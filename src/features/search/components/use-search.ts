import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { datasetQueries } from '../../../api/datasets';
import { costEstimateOf, countAnswer } from '../../../api/tolerant';
import { useIdentity } from '../../../api/use-identity';
import { windowOf } from '../../../components/pickers/time-window';
import { usePrefetchKeys } from '../../../components/query-editor/use-prefetch-keys';
import { useDisplaySettings } from '../../../components/use-display-settings';
import { personKey, pushRecent } from '../../../lib/recent';
import { viewOf, type RecentSearch } from '../../../api/search-view';
import { DAY } from '../../../lib/time';
import { searchQueries } from '../api';
import { approve, covers, EVERY_DATASET, readApprovals } from '../cost-approvals';
import { EVENT_SELECT, type SearchEvent, type SearchUrlState } from '../model';
import type { QueryDraftStore } from '../query-draft';

const HISTOGRAM_SLICES = 60;
/**
 * The first page is small, so the first rows paint from a small answer (5,000 events are 6 MB of JSON,
 * 34 s to paint on a phone); the pages after it are large (searchQueries.events).
 */
const FIRST_PAGE = 200;
/** The most events a Logs page reads (about 100 MB held at most): past it, narrowing the search helps. */
const MAX_EVENTS_READ = 100_000;

/**
 * The Logs page's search as the URL states it: its datasets (none in the URL means all), its window
 * (a relative range resolved when it last ran), the cost guard's question, the count with its
 * histogram and the events page by page. `update` changes what is shown; `rerun` runs the search
 * again, with the query the editor shows.
 */
export function useSearch(
  state: SearchUrlState,
  onChange: (next: SearchUrlState) => void,
  draft: QueryDraftStore,
) {
  const datasets = useQuery(datasetQueries.logs());
  const allIds = (datasets.data?.logs ?? []).map((l) => l.log_id);
  // No ds in the URL means every dataset; an empty list means the person chose none.
  const ds = state.ds ?? allIds;
  // Every dataset is asked for as the service names them all (`from_expr: '*'`, as the vendor's SDK
  // does), so the searches go out at once instead of after the list of datasets.
  const source = state.ds ? { from: state.ds } : { from_expr: '*' };
  const chosen = state.ds === undefined || state.ds.length > 0;
  const approvalScope = state.ds ?? EVERY_DATASET;

  // When the search last ran: a relative range ends then. A run's time is taken up with the address
  // it changes, in the same render, so no search goes out with the new time and the old query; a
  // search arriving otherwise (a link, the palette, Back) runs now. What only changes the view (columns,
  // wrapping, the event opened) runs nothing.
  const searchKey = JSON.stringify([
    state.ds,
    state.q,
    state.range,
    state.from,
    state.to,
    state.select,
    state.groups,
    state.order,
    state.view,
  ]);
  const [ran, setRan] = useState(() => ({
    key: searchKey,
    at: Date.now(),
    next: undefined as number | undefined,
  }));
  // A new search: taken up at once, this render redone before anything is asked with it.
  if (ran.key !== searchKey)
    setRan((before) => ({ key: searchKey, at: before.next ?? Date.now(), next: undefined }));
  const ranAt = ran.at;
  const timeWindow = windowOf(state, ranAt);
  const base = { ...source, ...(state.q ? { where: state.q } : {}), ...timeWindow };
  // Over a day, the service's estimate decides: above the person's threshold (Settings) the search
  // waits for a yes, which then holds for these datasets over any range as long or shorter (a zoom).
  const { askAbove } = useDisplaySettings();
  const span = timeWindow.to_ts - timeWindow.from_ts;
  const [approvals, setApprovals] = useState(readApprovals);
  const costRequest = { ...base, select: EVENT_SELECT, explain_only: true };
  const mayAsk = chosen && span > DAY && askAbove > 0 && !covers(approvals, approvalScope, span);
  const estimate = useQuery({ ...searchQueries.search(costRequest), enabled: mayAsk });
  const estimated = costEstimateOf(estimate.data?.explain);
  const needsApproval = mayAsk && !(estimated !== null && estimated <= askAbove);
  const ready = chosen && !needsApproval;

  /** Changes what is shown, not what is searched (columns, wrapping, the event opened). */
  const update = (patch: Partial<SearchUrlState>) => onChange({ ...state, ...patch });
  /**
   * Runs the search again with a change, made from the query the editor shows (query-draft.ts): that
   * query is what is sent. One with a problem is not: nothing runs, and the editor says why.
   */
  const rerun = (change: Partial<SearchUrlState> | ((q: string | undefined) => Partial<SearchUrlState>)) =>
    void draft.take().then((taken) => {
      if ('refused' in taken) return;
      const patch = typeof change === 'function' ? change(taken.q) : change;
      const next = { ...state, q: taken.q, ...patch, event: undefined };
      // The same search again (Run on what ran) changes no address: it runs now, over the range to now.
      if (JSON.stringify(next) === JSON.stringify({ ...state, event: undefined }))
        setRan({ key: searchKey, at: Date.now(), next: undefined });
      else setRan((before) => ({ ...before, next: Date.now() }));
      onChange(next);
    });

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
      limit: FIRST_PAGE,
      most_recent_first: state.order !== 'oldest',
    }),
    enabled: ready && view === 'events',
  });
  // The count and its slices, as either service answers them; no count at all is unknown, not 0.
  const { total, points } = useMemo(() => countAnswer(histogram.data), [histogram.data]);
  const pages = events.data?.pages;
  const loaded: SearchEvent[] = useMemo(() => pages?.flatMap((p) => p.events ?? []) ?? [], [pages]);

  useRecentSearch(state);
  // The sidebar's ranking (asked for here, beside the searches: the sidebar waits for it) and the
  // editor's completion are drawn by lazily loaded parts.
  const ranking = useQuery({ ...searchQueries.significantKeys(ds[0] ?? ''), enabled: ds[0] !== undefined });
  usePrefetchKeys(ds[0]);

  return {
    ds,
    allIds,
    /** Why the datasets cannot be chosen: the list of them failed. */
    datasetsError: datasets.error,
    /**
     * The sidebar waits for its first dataset and that dataset's ranking of keys, which stands above the
     * fields: the two then draw together, and the fields never move down under it.
     */
    sidebarWaits: ds[0] === undefined ? datasets.isPending : ranking.isPending,
    retryDatasets: () => void datasets.refetch(),
    timeWindow,
    /** The datasets as searched: `from`, or `from_expr: '*'` for every one. */
    source,
    base,
    view,
    aggregating,
    update,
    rerun,
    cost: {
      needsApproval,
      request: costRequest,
      askAbove,
      approve: () => setApprovals(approve(approvals, approvalScope, span)),
    },
    histogram,
    points,
    total,
    events,
    loaded,
    /** More events match than the page reads. */
    moreThanRead: loaded.length >= MAX_EVENTS_READ && !!events.hasNextPage,
  };
}

/** The palette offers the last 20 searches run, for this person, in this tab, each as it was shown. */
function useRecentSearch(state: SearchUrlState) {
  const person = personKey(useIdentity());
  // One text for the search and its view: an effect that runs when either changes, and the same text
  // tells an entry from another.
  const entry = JSON.stringify({
    ...(state.ds?.length ? { ds: state.ds } : {}),
    ...(state.q ? { q: state.q } : {}),
    ...(state.from !== undefined && state.to !== undefined
      ? { from: state.from, to: state.to }
      : state.range
        ? { range: state.range }
        : {}),
    ...viewOf(state),
  } satisfies RecentSearch);
  useEffect(() => {
    const recent = JSON.parse(entry) as RecentSearch;
    if (!recent.q && !recent.select) return;
    // The same search over another range replaces its older entry: the range is the latest used.
    const what = ({ range: _r, from: _f, to: _t, ...rest }: RecentSearch) => JSON.stringify(rest);
    const same = (a: RecentSearch, b: RecentSearch) => what(a) === what(b);
    pushRecent('searches', person, recent, same, 20);
  }, [person, entry]);
}

export type SearchRun = ReturnType<typeof useSearch>;
