import { useEffect, useRef } from 'react';
import type { ChartSelection } from '../../../components/charts/time-series-chart';
import { ShownText } from '../../../components/shown-text';
import { useDisplaySettings } from '../../../components/use-display-settings';
import { formatWindow } from '../../../lib/time';
import styles from './point-choice.module.css';
import { Icon } from '../../../components/icon';

/**
 * What a click on a chart chose, and where it can lead: its events in Logs, or what changed then.
 * Focus moves to it, so the keyboard reaches the choice at once; Escape closes it.
 */
export function PointChoice({
  selection,
  window,
  onLogs,
  onChanges,
  onClose,
}: {
  selection: ChartSelection;
  window: { from?: number | undefined; to?: number | undefined };
  onLogs: () => void;
  onChanges: () => void;
  onClose: () => void;
}) {
  const display = useDisplaySettings();
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => first.current?.focus(), [selection]);
  const from = selection.from ?? window.from;
  const to = selection.to ?? window.to;
  const group = selection.filters.map((f) => `${f.key} = ${f.value}`).join(', ');
  return (
    <div
      className={styles.choice}
      role="group"
      aria-label="The point chosen"
      onKeyDown={(e) => {
        if (e.key === 'Escape') onClose();
      }}
    >
      <span className={styles.what}>
        {from !== undefined && to !== undefined ? formatWindow(from, to, display) : 'The whole window'}
        {group ? (
          <>
            {' · '}
            <ShownText text={group} />
          </>
        ) : null}
      </span>
      <button type="button" className="button" ref={first} onClick={onLogs}>
        Events in Logs
      </button>
      <button type="button" className="button" onClick={onChanges}>
        What changed
      </button>
      <button
        type="button"
        className="icon-button"
        aria-label="Close the choice"
        title="Close"
        onClick={onClose}
      >
        <Icon name="x" size={14} />
      </button>
    </div>
  );
}
