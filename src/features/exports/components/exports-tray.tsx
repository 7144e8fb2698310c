import { lazy, Suspense } from 'react';
import { ErrorPanel } from '../../../components/error-panel';
import { LazyPopover } from '../../../components/lazy-popover';
import { isRunning, useExports } from '../api';
import styles from './exports-tray.module.css';
import { Icon } from '../../../components/icon';

const ExportsList = lazy(() => import('./exports-list'));

/** The exports of the organisation, in the header on every page: progress, size, download, delete. */
export function ExportsTray() {
  const { data, error } = useExports();
  const exports = data?.exports ?? [];
  const running = exports.filter(isRunning).length;
  return (
    <LazyPopover
      ariaLabel={`Exports${running ? `, ${running} running` : ''}`}
      title="Exports"
      placement="bottom end"
      label={
        <>
          <Icon name="file-down" size={14} />
          <span className="wide-only">Exports{running ? ` (${running} running)` : ''}</span>
        </>
      }
    >
      <h2 className={styles.heading}>Exports</h2>
      {error && <ErrorPanel error={error} action="list the exports" />}
      {exports.length === 0 && !error && (
        <p className="muted">No exports yet. Start one from Logs with Export.</p>
      )}
      <Suspense fallback={null}>
        <ExportsList exports={exports} />
      </Suspense>
    </LazyPopover>
  );
}
