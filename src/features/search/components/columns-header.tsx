import { type KeyboardEvent, type PointerEvent } from 'react';
import { ShownText } from '../../../components/shown-text';
import { useDisplaySettings } from '../../../components/use-display-settings';
import { formatEventTime } from '../../../lib/clock';
import type { SearchEvent } from '../model';
import { DEFAULT_WIDTH, MAX_WIDTH, MIN_WIDTH, widthVariable, type ColumnWidths } from './column-widths';
import styles from './search.module.css';
import { Icon } from '../../../components/icon';

/** A key press moves a column's edge this far (Shift: five times). */
const STEP = 16;

/**
 * The chosen columns' names above the list, each where its cells are, with a remove button and an
 * edge to drag (or to move with the arrow keys) to resize it.
 */
export default function ColumnsHeader({
  columns,
  onColumn,
  widths,
  sample,
}: {
  columns: string[];
  onColumn: (key: string) => void;
  widths: ColumnWidths;
  /** An event whose time, drawn unseen, spaces the header as the rows are. */
  sample: SearchEvent;
}) {
  const display = useDisplaySettings();
  return (
    <div className={styles.columnsHeader} style={widths.style}>
      {/* The row's chevron, time and level: the header's names then sit above their cells. */}
      <span className={styles.headerSpacer} aria-hidden="true">
        <span className={styles.chevronSpace} />
        <span className={styles.time}>
          {sample.metadata?.timestamp !== undefined
            ? formatEventTime(sample.metadata.timestamp, display)
            : sample['@time'].slice(0, 23)}
        </span>
        <span className={styles.levelCell} />
      </span>
      <ul className={styles.columnList} aria-label="Columns">
        {columns.map((column) => (
          <li
            key={column}
            className={styles.columnName}
            style={{ width: `var(${widthVariable(column)}, ${DEFAULT_WIDTH}px)` }}
          >
            <span className={styles.columnText} title={column}>
              <ShownText text={column} />
            </span>
            <button
              type="button"
              className="icon-button"
              aria-label={`Remove the ${column} column`}
              title="Remove this column"
              onClick={() => onColumn(column)}
            >
              <Icon name="x" size={11} />
            </button>
            <ResizeEdge column={column} widths={widths} />
          </li>
        ))}
      </ul>
      <span className={styles.columnText} aria-hidden="true">
        Message
      </span>
    </div>
  );
}

/** A column's right edge: drag it, or focus it and use the arrow keys (the ARIA window splitter). */
function ResizeEdge({ column, widths }: { column: string; widths: ColumnWidths }) {
  const width = widths.of(column);
  const onPointerDown = (e: PointerEvent<HTMLSpanElement>) => {
    e.preventDefault();
    const edge = e.currentTarget;
    edge.setPointerCapture(e.pointerId);
    const startX = e.clientX;
    const move = (m: globalThis.PointerEvent) => widths.set(column, width + m.clientX - startX);
    const end = () => {
      edge.removeEventListener('pointermove', move);
      edge.removeEventListener('pointerup', end);
      edge.removeEventListener('pointercancel', end);
    };
    edge.addEventListener('pointermove', move);
    edge.addEventListener('pointerup', end);
    edge.addEventListener('pointercancel', end);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLSpanElement>) => {
    const step = e.shiftKey ? STEP * 5 : STEP;
    const to = { ArrowLeft: width - step, ArrowRight: width + step, Home: MIN_WIDTH, End: MAX_WIDTH }[e.key];
    if (to === undefined) return;
    e.preventDefault();
    widths.set(column, to);
  };
  return (
    <span
      role="separator"
      tabIndex={0}
      aria-orientation="vertical"
      aria-label={`Width of the ${column} column`}
      aria-valuenow={width}
      aria-valuemin={MIN_WIDTH}
      aria-valuemax={MAX_WIDTH}
      aria-valuetext={`${width} pixels`}
      className={styles.resizeEdge}
      onPointerDown={onPointerDown}
      onKeyDown={onKeyDown}
    />
  );
}
