import { useSuspenseQuery } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { usePermit } from '../../../api/use-identity';
import { eagerLazy } from '../../../components/eager-lazy';
import { ErrorPanel } from '../../../components/error-panel';
import { Loading } from '../../../components/loading';
import { windowOf } from '../../../components/pickers/time-window';
import { dashboardQueries } from '../queries';
import { loadGrid } from '../chunks';
import { COLS, stackedLayout } from '../layout';
import { inputsOf } from '../model';
import type { DashboardUrlState } from '../url';
import { useDashboardEditor } from '../use-dashboard-editor';
import { useNarrow } from '../use-narrow';
import { DashboardHeader } from './dashboard-header';
// Only a dashboard made from a template draws it: the others download none of it.
const DetachTemplate = lazy(() => import('./detach-template'));
import { DashboardToolbar } from './dashboard-toolbar';
import styles from './dashboards.module.css';
import { useRememberOpened, useUndoKeys } from '../dashboard-page-effects';
import { SharedSearches } from '../shared-search-context';
import { useDashboardSearches } from '../use-dashboard-searches';
import { useGridActions } from '../use-grid-actions';

// The grid's chunk (with the widgets' frames) and the charts' start loading with this module.
const DashboardGrid = eagerLazy(loadGrid);
const ConflictDialog = lazy(() => import('./conflict-dialog'));
// Leaving with unsaved work asks first. The guard starts loading with this module; nothing can be
// changed before the grid, a bigger chunk, has arrived.
const LeaveGuard = eagerLazy(() => import('./leave-guard'));
const FullScreenWidget = lazy(() => import('./full-screen-widget'));
const AddWidgetsDialog = lazy(() => import('./add-widgets-dialog'));

const ADD_HINT = 'Add one with “New widget” or “Add existing widgets” above.';
const EDIT_HINT = 'Switch to edit mode to add some.';

interface Props {
  dashboardId: string;
  state: DashboardUrlState;
  /** When the dashboard was opened: its time window's "now" until a refresh (see prefetch.ts). */
  openedAt: number;
  onChange: (next: DashboardUrlState) => void;
}

/** A dashboard: view or edit mode, one time range for every widget, and a layout that is never lost. */
export function DashboardPage({ dashboardId, state, openedAt, onChange }: Props) {
  const { data: dashboard } = useSuspenseQuery(dashboardQueries.detail(dashboardId));
  const permit = usePermit('dashboards_write', 'change dashboards');
  const editing = state.mode === 'edit' && permit.allowed;
  const narrow = useNarrow();
  const editor = useDashboardEditor(dashboard);
  const { state: saved, saver } = editor;
  const [announcement, setAnnouncement] = useState('');
  const [adding, setAdding] = useState(false);

  const [ranAt, setRanAt] = useState(openedAt);
  const { range, from, to } = state;
  const timeWindow = useMemo(() => windowOf({ range, from, to }, ranAt), [range, from, to, ranAt]);
  const update = (patch: Partial<DashboardUrlState>) => onChange({ ...state, ...patch });

  useRememberOpened(dashboard);

  const widgets = useMemo(() => dashboard.widgets ?? [], [dashboard.widgets]);
  const refreshNow = useCallback(() => setRanAt(Date.now()), []);
  const { plan, perRefresh } = useDashboardSearches(widgets, timeWindow, state, refreshNow);
  const { grid, ...gridActions } = useGridActions(editor, widgets, state, onChange, setAnnouncement);
  useUndoKeys(editing, editor);

  const full = state.full ? widgets.find((w) => w.id === state.full) : undefined;
  const inputs = [...new Set(widgets.flatMap(inputsOf))];
  const canArrange = editing && !narrow && editor.ready;

  return (
    <SharedSearches.Provider value={plan}>
      <div className="stack">
        <DashboardHeader dashboard={dashboard} editing={editing} />
        {dashboard.template?.id && (
          <Suspense fallback={null}>
            <DetachTemplate dashboard={dashboard} canWrite={permit.allowed} />
          </Suspense>
        )}
        <DashboardToolbar
          state={state}
          editing={editing}
          permit={permit}
          onRange={(patch) => {
            setRanAt(Date.now());
            update({ range: undefined, from: undefined, to: undefined, ...patch });
          }}
          onRefresh={(refresh) => update({ refresh })}
          onRefreshNow={refreshNow}
          searches={perRefresh}
          editor={editor}
          dashboardId={dashboard.id}
          timeWindow={timeWindow}
          onAddExisting={() => setAdding(true)}
          inputs={inputs}
          onVars={(vars) => update({ vars })}
        />
        {editor.actionError && (
          <ErrorPanel
            error={editor.actionError.error}
            action={editor.actionError.action}
            onRetry={editor.dismissError}
          >
            <button type="button" className="button" onClick={editor.dismissError}>
              Dismiss
            </button>
          </ErrorPanel>
        )}
        {editing && narrow && (
          <p className={styles.notice}>
            On a screen this narrow the widgets are stacked in one column, derived from the stored layout and
            never saved. Widen the window to arrange them.
          </p>
        )}
        <div aria-live="polite" className="visually-hidden">
          {announcement}
        </div>
        {widgets.length === 0 ? (
          <p className="muted">
            This dashboard has no widgets yet. {permit.allowed ? (editing ? ADD_HINT : EDIT_HINT) : ''}
          </p>
        ) : (
          <Suspense fallback={<Loading what="the grid" />}>
            <DashboardGrid
              widgets={widgets}
              layout={narrow ? stackedLayout(grid) : grid}
              cols={narrow ? 1 : COLS}
              onCommit={(next) => {
                editor.commitLayout(next);
                setAnnouncement('Layout changed.');
              }}
              dashboardId={dashboard.id}
              timeWindow={timeWindow}
              vars={state.vars}
              editing={canArrange}
              {...gridActions}
            />
          </Suspense>
        )}
        <Suspense fallback={null}>
          {saver && <LeaveGuard saver={saver} state={saved} />}
          {saver && saved.status === 'conflict' && saved.theirs && (
            <ConflictDialog
              theirs={saved.theirs}
              onKeepMine={() => saver.keepMine()}
              onTakeTheirs={() => saver.takeTheirs()}
            />
          )}
          {full && (
            <FullScreenWidget
              widget={full}
              timeWindow={timeWindow}
              vars={state.vars}
              onClose={() => update({ full: undefined })}
            />
          )}
          {adding && (
            <AddWidgetsDialog
              present={new Set(widgets.map((w) => w.id))}
              onAdd={(chosen) => void editor.add(chosen)}
              onClose={() => setAdding(false)}
            />
          )}
        </Suspense>
      </div>
    </SharedSearches.Provider>
  );
}
