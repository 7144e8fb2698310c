import { withKeys } from '../../../lib/keys';
import { useDisplaySettings } from '../../../components/use-display-settings';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ErrorPanel } from '../../../components/error-panel';
import { formatTimestamp } from '../../../lib/time';
import type { Export } from '../api';
import { getConnection } from '../../../api/connection';
import { ShownText } from '../../../components/shown-text';
import { downloadTarget, useDeleteExport, useDownloadExport, type DownloadOrigins } from '../item-actions';
import styles from './exports-tray.module.css';
import { Icon } from '../../../components/icon';

/** The console's origin, and the service's when its base URL is an address of its own (not "/api"). */
function downloadOrigins(): DownloadOrigins {
  const base = getConnection()?.baseUrl;
  const service = base && /^https?:\/\//.test(base) ? new URL(base).origin : undefined;
  return { console: window.location.origin, ...(service ? { service } : {}) };
}

const size = (bytes: number) =>
  bytes >= 1e6 ? `${(bytes / 1e6).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1e3))} kB`;

function ExportItem({ item }: { item: Export }) {
  const display = useDisplaySettings();
  const download = useDownloadExport();
  const remove = useDeleteExport();
  const target =
    item.status === 'COMPLETE' ? downloadTarget(item.location, item.export_id, downloadOrigins()) : null;
  return (
    <li className={styles.item}>
      <div className="row" style={{ justifyContent: 'space-between' }}>
        <span>
          {item.created_at !== undefined ? formatTimestamp(item.created_at, display) : 'Export'} ·{' '}
          <strong>{item.status}</strong>
        </span>
        <span className="muted">
          {item.events.toLocaleString('en')} events · {size(item.bytes)}
        </span>
      </div>
      {item.status === 'FAILED' && (
        <p className="field-error" style={{ margin: 0 }}>
          Failed{item.failure_detail ? `: ${item.failure_detail}` : '.'}
        </p>
      )}
      <progress
        max={100}
        value={item.progress}
        aria-label={`Export progress, ${item.progress}%`}
        className={styles.progress}
      />
      <div className="row">
        {target?.kind === 'link' && (
          <a className="button" href={target.href} rel="noopener noreferrer" target="_blank" download>
            <Icon name="download" size={14} /> Download
          </a>
        )}
        {target?.kind === 'api' && (
          <button
            type="button"
            className="button"
            onClick={() => download.mutate(item.export_id)}
            disabled={download.isPending}
          >
            <Icon name="download" size={14} /> Download
          </button>
        )}
        {target?.kind === 'refused' && (
          <span className="muted">
            {target.reason}{' '}
            {target.text !== undefined && (
              <code>
                <ShownText text={target.text} />
              </code>
            )}
          </span>
        )}
        <ConfirmDialog
          triggerLabel={
            <>
              <Icon name="trash" size={14} /> Delete
            </>
          }
          title="Delete this export?"
          confirmLabel="Delete export"
          onConfirm={() => remove.mutate({ params: { path: { exportId: item.export_id } } })}
        >
          <p>
            The file of {item.events.toLocaleString('en')} events is deleted from the service; its search
            stays as it is.
          </p>
        </ConfirmDialog>
      </div>
      {download.error && <ErrorPanel error={download.error} action="download the export" />}
      {remove.error && <ErrorPanel error={remove.error} action="delete the export" />}
    </li>
  );
}

/** The tray's list, loaded when the tray first opens. */
export default function ExportsList({ exports }: { exports: Export[] }) {
  return (
    <ul className={`stack plain-list ${styles.list}`}>
      {withKeys(exports, (item) => item.export_id).map(([item, key]) => (
        <ExportItem key={key} item={item} />
      ))}
    </ul>
  );
}
