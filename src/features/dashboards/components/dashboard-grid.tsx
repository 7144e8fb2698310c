import ReactGridLayout, { useContainerWidth, type Layout } from 'react-grid-layout';
import 'react-grid-layout/css/styles.css';
import 'react-resizable/css/styles.css';
import { GAP, ROW_HEIGHT } from '../layout';
import type { Widget } from '../model';
import styles from './dashboards.module.css';
import { KEYBOARD_HELP_ID, WidgetPanel, type WidgetPanelProps } from './widget-panel';

type Props = Omit<WidgetPanelProps, 'widget'> & {
  widgets: Widget[];
  layout: Layout;
  cols: number;
  /** A drag or resize ended: the layout a person made. */
  onCommit: (layout: Layout) => void;
};

/**
 * The drag grid (react-grid-layout) and the widgets in it, loaded as a chunk of their own with the
 * dashboard: a widget is only ever drawn in the grid, so its frame comes with it, not with the page's
 * first paint. Only drag and resize stops are reported: layout changes the grid makes on its own
 * (mounting, compacting, a narrower screen) are never written back.
 */
export default function DashboardGrid({ widgets, layout, cols, onCommit, ...panel }: Props) {
  const { width, containerRef, mounted } = useContainerWidth();
  return (
    <div ref={containerRef} className={panel.editing ? undefined : styles.viewGrid}>
      <p id={KEYBOARD_HELP_ID} className="visually-hidden">
        Arrow keys move the widget one cell; Shift with arrow keys resizes it. Ctrl+Z undoes, Shift+Ctrl+Z
        redoes.
      </p>
      {mounted && (
        <ReactGridLayout
          width={width}
          layout={layout}
          gridConfig={{ cols, rowHeight: ROW_HEIGHT, margin: [GAP, GAP], containerPadding: [0, 0] }}
          dragConfig={{ enabled: panel.editing, handle: '.widget-drag-handle', bounded: false }}
          resizeConfig={{ enabled: panel.editing }}
          onDragStop={(next) => onCommit(next)}
          onResizeStop={(next) => onCommit(next)}
        >
          {widgets.map((widget) => (
            <div key={widget.id} className={styles.cell} data-widget-id={widget.id}>
              <WidgetPanel widget={widget} {...panel} />
            </div>
          ))}
        </ReactGridLayout>
      )}
    </div>
  );
}
