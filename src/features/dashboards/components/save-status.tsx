import { useNow } from '../../../components/use-now';
import type { SaverState } from '../layout-saver';
import styles from './dashboards.module.css';
import { Icon } from '../../../components/icon';

/** Saved, saving, or not saved and why; announced politely as it changes. */
export default function SaveStatus({ state, onRetry }: { state: SaverState; onRetry: () => void }) {
  const now = useNow(state.status === 'failed');
  const ended = state.error?.status === 401 || state.error?.kind === 'signed-out';
  const seconds = state.retryAt ? Math.max(0, Math.ceil((state.retryAt - now) / 1000)) : 0;
  const text = {
    saved: 'All changes saved',
    pending: 'Not saved yet…',
    saving: 'Saving…',
    failed: ended
      ? 'Not saved: your session ended. Sign in again to save; your layout is kept.'
      : `Not saved: ${state.error?.title ?? 'failed'}. ${
          state.error?.kind === 'network' ? 'You seem to be offline. ' : ''
        }Retrying${seconds > 0 ? ` in ${seconds} s` : ''}; your layout is kept.`,
    conflict: 'Not saved: the dashboard changed elsewhere.',
    refused: `Not saved: the service refused the change (${state.error?.title ?? ''}). The layout went back to the last saved one.`,
  }[state.status];
  const icon = (
    {
      saved: 'check',
      pending: 'loader',
      saving: 'loader',
      failed: 'cloud-off',
      conflict: 'triangle-exclamation-point',
      refused: 'triangle-exclamation-point',
    } as const
  )[state.status];
  return (
    <div className={styles.saveStatus} data-status={state.status}>
      <span role="status" className="row" style={{ gap: 4 }}>
        <Icon name={icon} size={14} />
        {text}
      </span>
      {state.status === 'failed' && (
        <button type="button" className="button" onClick={onRetry}>
          Retry now
        </button>
      )}
    </div>
  );
}
