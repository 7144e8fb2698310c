import type { ReactNode } from 'react';
import ReactGridLayout, { useContainerWidth, type Layout } from 'react-grid-layout';
import 'react-grid-layout/css/styles.css';
import 'react-resizable/css/styles.css';
import { GAP, ROW_HEIGHT } from '../layout';
import styles from './dashboards.module.css';

interface Props {
  layout: Layout;
  cols: number;
  editable: boolean;
  /** A drag or resize ended: the layout a person made. */
  onCommit: (layout: Layout) => void;
  /** One element per layout item, keyed by the widget id. */
  children: ReactNode;
}

/**
 * The drag grid (react-grid-layout, loaded as its own chunk with the dashboard). Only drag and resize
 * stops are reported: layout changes the grid makes on its own (mounting, compacting, a narrower
 * screen) are never written back.
 */
export default function DashboardGrid({ layout, cols, editable, onCommit, children }: Props) {
  const { width, containerRef, mounted } = useContainerWidth();
  return (
    <div ref={containerRef} className={editable ? undefined : styles.viewGrid}>
      {mounted && (
        <ReactGridLayout
          width={width}
          layout={layout}
          gridConfig={{ cols, rowHeight: ROW_HEIGHT, margin: [GAP, GAP], containerPadding: [0, 0] }}
          dragConfig={{ enabled: editable, handle: '.widget-drag-handle', bounded: false }}
          resizeConfig={{ enabled: editable }}
          onDragStop={(next) => onCommit(next)}
          onResizeStop={(next) => onCommit(next)}
        >
          {children}
        </ReactGridLayout>
      )}
    </div>
  );
}
