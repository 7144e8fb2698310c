import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { usePermit } from '../../../api/use-identity';
import { CopyLinkButton } from '../../../components/copy-link-button';
import { ErrorPanel } from '../../../components/error-panel';
import { DatasetPicker } from '../../../components/pickers/dataset-picker';
import { TimeRangePicker } from '../../../components/pickers/time-range-picker';
import { notify } from '../../../components/toasts';
import { useStartExport } from '../api';
import type { SearchUrlState } from '../model';
import { SavedSearchesMenu } from './saved-searches-menu';
import styles from './search-page.module.css';
import type { SearchRun } from './use-search';
import { Icon } from '../../../components/icon';

/** The search on screen as a widget would draw it: its datasets, query, aggregates and chart kind. */
interface SearchView {
  ds: string[];
  q?: string;
  select: string[];
  groups?: string[];
  type: 'line' | 'bar';
}

export type AddToDashboard = (view: SearchView) => ReactNode;

/**
 * What to search and what to do with it: datasets, range, order, saved searches, a link to it, an
 * export, and the search as a new widget or monitor.
 */
export function SearchToolbar({
  state,
  search,
  addToDashboard,
}: {
  state: SearchUrlState;
  search: SearchRun;
  addToDashboard: AddToDashboard | undefined;
}) {
  const { ds, allIds, source, timeWindow, rerun } = search;
  const chosen = !state.ds || state.ds.length > 0;
  const startExport = useStartExport();
  const exportPermit = usePermit('exports_write', 'start exports');
  const monitorPermit = usePermit('monitors_write', 'create monitors');
  const exportSearch = () =>
    startExport.mutate(
      { body: { search_details: { ...source, ...(state.q ? { where: state.q } : {}), ...timeWindow } } },
      { onSuccess: () => notify('success', 'Export started: follow it under Exports in the header') },
    );
  return (
    <>
      <div className={styles.toolbar}>
        <DatasetPicker
          value={ds}
          all={!state.ds}
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
          onClick={() => rerun({ order: state.order === 'oldest' ? undefined : 'oldest' })}
        >
          {state.order === 'oldest' ? 'Oldest first' : 'Newest first'}
        </button>
        <SavedSearchesMenu state={state} ds={ds} />
        {/* The link freezes the range on screen: a relative range becomes the absolute window it covers now. */}
        <CopyLinkButton
          link={() => ({
            to: '/search',
            search: { ...state, range: undefined, from: timeWindow.from_ts, to: timeWindow.to_ts },
          })}
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
          <Icon name="download" size={14} />
          Export
        </button>
        {!exportPermit.allowed && (
          <span id="export-reason" className="visually-hidden">
            {exportPermit.reason}
          </span>
        )}
        {/* Every dataset (the URL names none) is named by its id once the list is in: until then the
            two buttons below wait, in their places. */}
        {chosen &&
          addToDashboard?.({
            ds,
            ...(state.q ? { q: state.q } : {}),
            select: state.select ?? ['count(*)'],
            ...(state.groups ? { groups: state.groups, type: 'bar' as const } : { type: 'line' as const }),
          })}
        {monitorPermit.allowed && chosen && ds.length === 0 && (
          <button type="button" className="button" disabled>
            Create a monitor
          </button>
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
      {search.datasetsError && (
        <ErrorPanel error={search.datasetsError} action="list the datasets" onRetry={search.retryDatasets} />
      )}
      {startExport.error && <ErrorPanel error={startExport.error} action="start the export" />}
    </>
  );
}
