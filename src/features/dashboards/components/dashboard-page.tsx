import { useSuspenseQuery } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { usePermit } from '../../../api/use-identity';
import { eagerLazy } from '../../../components/eager-lazy';
import { ErrorPanel } from '../../../components/error-panel';
import { Loading } from '../../../components/loading';
import { windowOf } from '../../../components/pickers/time-window';
import { dashboardQueries } from '../queries';
import { keyboardMoves, loadGrid } from '../chunks';
import { COLS, describePlace, stackedLayout, toGrid } from '../layout';
import { inputsOf, type Widget } from '../model';
import type { DashboardUrlState } from '../url';
import { useDashboardEditor } from '../use-dashboard-editor';
import { useNarrow } from '../use-narrow';
import { DashboardHeader } from './dashboard-header';
import { DashboardToolbar } from './dashboard-toolbar';
import styles from './dashboards.module.css';
import { useAutoRefresh, useRememberOpened, useUndoKeys } from '../dashboard-page-effects';
import { useRateLimit } from '../../../api/rate-limit';
import { refreshInterval } from '../refresh-budget';
import { SharedSearches, useAggregatesLearnt } from '../shared-search-context';
import { planDashboard } from '../shared-searches';

// The grid's chunk (with the widgets' frames) and the charts' start loading with this module.
const DashboardGrid = eagerLazy(loadGrid);
const ConflictDialog = lazy(() => import('./conflict-dialog'));
// Leaving with unsaved work asks first. The guard starts loading with this module; nothing can be
// changed before the grid, a bigger chunk, has arrived.
const LeaveGuard = eagerLazy(() => import('./leave-guard'));
const FullScreenWidget = lazy(() => import('./full-screen-widget'));
const AddWidgetsDialog = lazy(() => import('./add-widgets-dialog'));

interface Props {
  dashboardId: string;
  state: DashboardUrlState;
  /** When the dashboard was opened: its time window's "now" until a refresh (see prefetch.ts). */
  openedAt: number;
  onChange: (next: DashboardUrlState) => void;
}

/** A dashboard: view or edit mode, one time range for every widget, and a layout that is never lost. */
// eslint-disable-next-line max-lines-per-function -- over the cap, to be split along what it does (issue 52)
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
  const { limit } = useRateLimit();
  // One search for what its widgets can ask once: what they draw from, and what a refresh costs.
  // Until an answer shows the service takes several aggregates a search, its cost is counted as if
  // it took one (the live service's).
  const learnt = useAggregatesLearnt();
  const plan = useMemo(
    () => planDashboard(widgets, timeWindow, state.vars, learnt !== 'one'),
    [widgets, timeWindow, state.vars, learnt],
  );
  const perRefresh = useMemo(
    () => (learnt === 'several' ? plan : planDashboard(widgets, timeWindow, state.vars, false)).searches,
    [plan, learnt, widgets, timeWindow, state.vars],
  );
  useAutoRefresh(refreshInterval(state.refresh, perRefresh, limit), perRefresh, refreshNow);

  const grid = useMemo(
    () =>
      toGrid(
        saved.layout,
        widgets.map((w) => w.id),
      ),
    [saved.layout, widgets],
  );

  const { commitLayout, remove } = editor;
  const onMoveKey = useCallback(
    (widget: Widget, dx: number, dy: number, resize: boolean) => {
      const moves = keyboardMoves();
      if (!moves) return;
      const next = resize ? moves.resizeBy(grid, widget.id, dx, dy) : moves.moveBy(grid, widget.id, dx, dy);
      commitLayout(next, resize ? 'Resize' : 'Move');
      setAnnouncement(`${widget.name}: ${describePlace(next, widget.id)}.`);
    },
    [commitLayout, grid],
  );
  // Stable across renders, so the fifty memoised panels do not re-render for an unrelated change.
  const latest = useRef({ state, onChange });
  useEffect(() => {
    latest.current = { state, onChange };
  });
  const onFullScreen = useCallback(
    (widget: Widget) => latest.current.onChange({ ...latest.current.state, full: widget.id }),
    [],
  );
  const onRemove = useCallback(
    (widget: Widget) => {
      void remove(widget).then(() => setAnnouncement(`Removed ${widget.name}. Undo with Ctrl+Z.`));
    },
    [remove],
  );

  useUndoKeys(editing, editor);

  const full = state.full ? widgets.find((w) => w.id === state.full) : undefined;
  const inputs = [...new Set(widgets.flatMap(inputsOf))];
  const canArrange = editing && !narrow && editor.ready;

  return (
    <SharedSearches.Provider value={plan}>
      <div className="stack">
        <DashboardHeader dashboard={dashboard} editing={editing} />
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
            This dashboard has no widgets yet.{' '}
            {permit.allowed
              ? editing
                ? 'Add one with “New widget” or “Add existing widgets” above.'
                : 'Switch to edit mode to add some.'
              : ''}
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
              onFullScreen={onFullScreen}
              onRemove={onRemove}
              onMoveKey={onMoveKey}
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
