import { useCallback, useEffect, useMemo, useRef } from 'react';
import { keyboardMoves } from './chunks';
import { describePlace, toGrid } from './layout';
import type { Widget } from './model';
import type { DashboardUrlState } from './url';
import type { useDashboardEditor } from './use-dashboard-editor';

/**
 * The grid of the stored layout, and what a widget's panel asks of its dashboard (move or resize by key, full screen, remove), each said
 * aloud when done. Stable across renders, so the fifty memoised panels do not re-render for an
 * unrelated change.
 */
export function useGridActions(
  editor: ReturnType<typeof useDashboardEditor>,
  widgets: Widget[],
  state: DashboardUrlState,
  onChange: (next: DashboardUrlState) => void,
  announce: (text: string) => void,
) {
  const { commitLayout, remove } = editor;
  const stored = editor.state.layout;
  const grid = useMemo(
    () =>
      toGrid(
        stored,
        widgets.map((w) => w.id),
      ),
    [stored, widgets],
  );
  const onMoveKey = useCallback(
    (widget: Widget, dx: number, dy: number, resize: boolean) => {
      const moves = keyboardMoves();
      if (!moves) return;
      const next = resize ? moves.resizeBy(grid, widget.id, dx, dy) : moves.moveBy(grid, widget.id, dx, dy);
      commitLayout(next, resize ? 'Resize' : 'Move');
      announce(`${widget.name}: ${describePlace(next, widget.id)}.`);
    },
    [commitLayout, grid, announce],
  );
  const latest = useRef({ state, onChange });
  useEffect(() => {
    latest.current = { state, onChange };
  });
  const onFullScreen = useCallback(
    (widget: Widget) => latest.current.onChange({ ...latest.current.state, full: widget.id }),
    [],
  );
  const onRemove = useCallback(
    (widget: Widget) => {
      void remove(widget).then(() => announce(`Removed ${widget.name}. Undo with Ctrl+Z.`));
    },
    [remove, announce],
  );
  return { grid, onMoveKey, onFullScreen, onRemove };
}
