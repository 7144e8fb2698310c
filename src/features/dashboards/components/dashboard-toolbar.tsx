import { Link } from '@tanstack/react-router';
import { Suspense } from 'react';
import type { Permit } from '../../../api/use-identity';
import { TimeRangePicker } from '../../../components/pickers/time-range-picker';
import { CopyLinkButton } from '../../../components/copy-link-button';
import { frozen, type DashboardUrlState } from '../url';
import { RefreshControl } from './refresh-control';
import type { useDashboardEditor } from '../use-dashboard-editor';
import styles from './dashboards.module.css';
import { eagerLazy } from '../../../components/eager-lazy';
import { ShownText } from '../../../components/shown-text';
import { Icon } from '../../../components/icon';

// Edit mode's tools and the save state (shown in view mode only while a save is not through) start
// loading with the page and are not part of its first paint: most visits only look.
const EditTools = eagerLazy(() => import('./edit-tools'));
const SaveStatus = eagerLazy(() => import('./save-status'));

interface Props {
  state: DashboardUrlState;
  editing: boolean;
  permit: Permit;
  onRange: (patch: Partial<DashboardUrlState>) => void;
  onRefresh: (seconds: number | undefined) => void;
  onRefreshNow: () => void;
  /** How many searches a refresh asks (widgets asking alike share one). */
  searches: number;
  editor: ReturnType<typeof useDashboardEditor>;
  dashboardId: string;
  /** The window on screen, which a copied link fixes. */
  timeWindow: { from_ts: number; to_ts: number };
  onAddExisting: () => void;
  inputs: string[];
  onVars: (vars: Record<string, string> | undefined) => void;
}

/** Mode, time range, refresh, template inputs; in edit mode undo, redo, adding widgets and the save state. */
export function DashboardToolbar(props: Props) {
  const { state, editing, permit, editor, dashboardId } = props;
  return (
    <div className="stack" style={{ gap: 8 }}>
      <div className={styles.toolbar}>
        <div className={styles.modes} role="group" aria-label="Mode">
          <Link
            to="."
            search={{ ...state, mode: undefined }}
            // Current only without `mode`: a partial match would mark View current in edit mode too.
            activeOptions={{ explicitUndefined: true }}
            className="button"
          >
            <Icon name="eye" size={14} /> View
          </Link>
          {permit.allowed ? (
            <Link to="." search={{ ...state, mode: 'edit' }} className="button">
              <Icon name="pencil" size={14} /> Edit
            </Link>
          ) : (
            <span className="muted" title={permit.reason}>
              Read-only
            </span>
          )}
        </div>
        <TimeRangePicker value={state} onChange={props.onRange} />
        <RefreshControl asked={state.refresh} searches={props.searches} onChange={props.onRefresh} />
        <button type="button" className="button" onClick={props.onRefreshNow}>
          <Icon name="refresh-cw" size={14} /> Refresh now
        </button>
        <CopyLinkButton
          link={() => ({
            to: '/dashboards/$dashboardId',
            params: { dashboardId },
            search: frozen(state, props.timeWindow),
          })}
          label="Copy link: this dashboard over the absolute range on screen"
        />
      </div>
      {props.inputs.length > 0 && (
        <div className={styles.toolbar} role="group" aria-label="Template inputs">
          {props.inputs.map((name) => (
            <div key={name} className="field">
              <label htmlFor={`input-${name}`}>
                <ShownText text={name} />
              </label>
              <input
                id={`input-${name}`}
                defaultValue={state.vars?.[name] ?? ''}
                onBlur={(e) => props.onVars({ ...state.vars, [name]: e.target.value })}
              />
            </div>
          ))}
        </div>
      )}
      {editing
        ? editor.ready && (
            <Suspense fallback={null}>
              <EditTools editor={editor} dashboardId={dashboardId} onAddExisting={props.onAddExisting} />
            </Suspense>
          )
        : editor.state.status !== 'saved' && (
            <Suspense fallback={null}>
              <SaveStatus state={editor.state} onRetry={() => editor.saver?.retryNow()} />
            </Suspense>
          )}
    </div>
  );
}
