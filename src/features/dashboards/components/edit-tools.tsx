import { Link } from '@tanstack/react-router';
import { Plus, Redo2, Undo2 } from 'lucide-react';
import type { useDashboardEditor } from '../use-dashboard-editor';
import styles from './dashboards.module.css';
import SaveStatus from './save-status';

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
        <Undo2 size={14} aria-hidden="true" /> Undo
      </button>
      <button
        type="button"
        className="button"
        onClick={editor.redo}
        disabled={!editor.canRedo}
        aria-keyshortcuts="Shift+Control+Z"
        title={editor.nextRedo ? `Redo ${editor.nextRedo}` : 'Nothing to redo'}
      >
        <Redo2 size={14} aria-hidden="true" /> Redo
      </button>
      <Link to="/widgets/new" search={{ dashboard: dashboardId }} className="button">
        <Plus size={14} aria-hidden="true" /> New widget
      </Link>
      <button type="button" className="button" onClick={onAddExisting}>
        Add existing widgets
      </button>
      <SaveStatus state={editor.state} onRetry={() => editor.saver?.retryNow()} />
    </div>
  );
}
