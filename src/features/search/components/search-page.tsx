import { lazy, Suspense, useRef, useState } from 'react';
import { Loading } from '../../../components/loading';
import { useFillHeight } from '../../../components/use-fill-height';
import { toggleColumn, type SearchUrlState } from '../model';
import { createQueryDraft } from '../query-draft';
import { AggregateControls } from './aggregate-controls';
import { QueryBar } from './query-bar';
import { SearchHistogram } from './search-histogram';
import styles from './search-page.module.css';
import { SearchResults } from './search-results';
import { SearchToolbar, type AddToDashboard } from './search-toolbar';
import { useSearch } from './use-search';

const SignificantKeys = lazy(() =>
  import('./significant-keys').then((m) => ({ default: m.SignificantKeys })),
);
// The sidebar waits for its top keys anyway: its code comes with them.
const FieldSidebar = lazy(() => import('./field-sidebar').then((m) => ({ default: m.FieldSidebar })));
// Only ranges over a day may need the cost guard, and it waits for the service's estimate anyway.
const CostGuard = lazy(() => import('./cost-guard').then((m) => ({ default: m.CostGuard })));

const loadFilters = () => import('../../../query-language/filters');
const NO_COLUMNS: string[] = [];

interface Props {
  state: SearchUrlState;
  /** Replaces the URL state (a new history entry, so Back undoes it). */
  onChange: (next: SearchUrlState) => void;
  /** The search on screen as a widget: given by the route, which knows dashboards (this feature does not). */
  addToDashboard?: AddToDashboard;
}

/** Logs and search: datasets, query, time range, histogram, events, patterns, live tail or an aggregate. */
export function SearchPage({ state, onChange, addToDashboard }: Props) {
  // What the editor shows; every control that runs a search sends it (query-draft.ts).
  const [draft] = useState(() => createQueryDraft(state.q));
  const search = useSearch(state, onChange, draft);
  const { ds, cost, update, rerun, sidebarWaits } = search;
  // The sidebar ends where the event list does, at the window's bottom: the page itself never scrolls.
  const sidebar = useRef<HTMLDivElement>(null);
  const sidebarHeight = useFillHeight(sidebar, '2.5rem', '20rem', !cost.needsApproval);
  // On a phone the fields are a sheet over the page's bottom, opened by a button.
  const [fieldsOpen, setFieldsOpen] = useState(false);

  // Columns change what is shown, not what is searched: nothing runs again.
  const columns = state.cols ?? NO_COLUMNS;
  const onColumn = (key: string) => {
    const next = toggleColumn(columns, key);
    update({ cols: next.length ? next : undefined });
  };
  // A filter is written by the query language (filters.ts), which loads with the first one asked for.
  const filterOn = (key: string, value: string | number | boolean, exclude?: boolean) =>
    void loadFilters().then(({ addFilter }) => rerun((q) => ({ q: addFilter(q, key, value, exclude) })));

  return (
    <div className={styles.page}>
      {/* Named for screen readers and the tab's outline; the first screen is the query's. */}
      <h1 className="visually-hidden">Logs</h1>
      <SearchToolbar state={state} search={search} addToDashboard={addToDashboard} />
      {/* The editor completes the first dataset's top keys and their top values. */}
      <QueryBar q={state.q} draft={draft} onRun={() => rerun({})} logId={ds[0]} />
      <AggregateControls
        select={state.select}
        groups={state.groups}
        onApply={(select, groups) => rerun({ select, groups })}
        onClear={() => rerun({ select: undefined, groups: undefined })}
      />
      {cost.needsApproval ? (
        <Suspense fallback={<Loading what="the cost estimate" />}>
          <CostGuard request={cost.request} askAbove={cost.askAbove} onRun={cost.approve} />
        </Suspense>
      ) : (
        <>
          <SearchHistogram search={search} />
          <div className={styles.body}>
            <button
              type="button"
              className={`button ${styles.fieldsToggle}`}
              aria-expanded={fieldsOpen}
              aria-controls="search-fields"
              onClick={() => setFieldsOpen(!fieldsOpen)}
            >
              Fields
            </button>
            <div
              ref={sidebar}
              id="search-fields"
              className={styles.sidebar}
              data-open={fieldsOpen || undefined}
              style={sidebarHeight ? { maxHeight: sidebarHeight } : undefined}
              onKeyDown={(e) => {
                if (e.key === 'Escape' && fieldsOpen) setFieldsOpen(false);
              }}
            >
              <button
                type="button"
                className={`button ${styles.sheetClose}`}
                onClick={() => setFieldsOpen(false)}
              >
                Close the fields
              </button>
              {sidebarWaits ? (
                <Loading what="the fields" />
              ) : (
                <Suspense fallback={<Loading what="the fields" />}>
                  <SignificantKeys
                    logId={ds[0]}
                    onChart={(select, groups) =>
                      rerun({ select, groups: groups.length ? groups : undefined })
                    }
                  />
                  <FieldSidebar
                    logId={ds[0]}
                    onFilter={filterOn}
                    onGroupBy={(key) => rerun({ select: ['count(*)'], groups: [key] })}
                    columns={columns}
                    onColumn={onColumn}
                  />
                </Suspense>
              )}
            </div>
            <SearchResults
              state={state}
              search={search}
              onChange={onChange}
              filterOn={filterOn}
              columns={columns}
              onColumn={onColumn}
            />
          </div>
        </>
      )}
    </div>
  );
}
