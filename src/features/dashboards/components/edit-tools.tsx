import { Link } from '@tanstack/react-router';
import type { useDashboardEditor } from '../use-dashboard-editor';
import styles from './dashboards.module.css';
import SaveStatus from './save-status';
import { Icon } from '../../../components/icon';
import { LazyPopover } from '../../../components/lazy-popover';
import { lazy, Suspense } from 'react';

const DescribeWidget = lazy(() => import('./describe-widget'));

/** Edit mode's row: undo, redo, adding widgets, and whether the layout is saved. */
export default function EditTools({
  editor,
  dashboardId,
  onAddExisting,
}: {
  editor: ReturnType<typeof useDashboardEditor>;
  dashboardId: string;
  onAddExisting: () => void;
}) {
  return (
    <div className={styles.toolbar}>
      <button
        type="button"
        className="button"
        onClick={editor.undo}
        disabled={!editor.canUndo}
        aria-keyshortcuts="Control+Z"
        title={editor.nextUndo ? `Undo ${editor.nextUndo}` : 'Nothing to undo'}
      >
        <Icon name="undo-2" size={14} /> Undo
      </button>
      <button
        type="button"
        className="button"
        onClick={editor.redo}
        disabled={!editor.canRedo}
        aria-keyshortcuts="Shift+Control+Z"
        title={editor.nextRedo ? `Redo ${editor.nextRedo}` : 'Nothing to redo'}
      >
        <Icon name="redo-2" size={14} /> Redo
      </button>
      <Link to="/widgets/new" search={{ dashboard: dashboardId }} className="button">
        <Icon name="plus" size={14} /> New widget
      </Link>
      <button type="button" className="button" onClick={onAddExisting}>
        Add existing widgets
      </button>
      <LazyPopover
        ariaLabel="Describe a widget"
        title="Describe a widget"
        label={
          <>
            <Icon name="sparkles" size={14} /> Describe a widget
          </>
        }
      >
        {(close) => (
          <Suspense fallback={null}>
            <DescribeWidget dashboardId={dashboardId} onDone={close} />
          </Suspense>
        )}
      </LazyPopover>
      <SaveStatus state={editor.state} onRetry={() => editor.saver?.retryNow()} />
    </div>
  );
}
