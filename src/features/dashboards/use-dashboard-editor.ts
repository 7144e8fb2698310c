import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { Layout } from 'react-grid-layout';
import { toApiError, type ApiError } from '../../api/errors';
import { loadWrites } from './chunks';
import { EMPTY_HISTORY, record, redo, undo, type Change } from './history';
import { fromGrid } from './layout';
import type { Dashboard, Widget, WidgetLayout } from './model';
import { useLayoutSaver } from './use-layout-saver';

const sameLayout = (a: WidgetLayout[], b: WidgetLayout[]) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Everything a person changes on one dashboard: the layout (saved by the LayoutSaver), widgets added
 * and removed, and the session's undo history over both. Until the saver's code has arrived
 * (`ready`), the page offers none of them (use-layout-saver.ts).
 */
export function useDashboardEditor(dashboard: Dashboard) {
  const queryClient = useQueryClient();
  const { saver, state } = useLayoutSaver(dashboard);
  const [history, setHistory] = useState(EMPTY_HISTORY);
  const [actionError, setActionError] = useState<{ action: string; error: ApiError } | null>(null);

  // The actions below are offered only once the saver is there (`ready`); each checks it all the same.

  /** Runs a change against the service; a failure is shown, never thrown. */
  const attempt = useCallback(async (action: string, run: () => Promise<void> | void) => {
    try {
      setActionError(null);
      await run();
      return true;
    } catch (error) {
      setActionError({ action, error: toApiError(error) });
      return false;
    }
  }, []);

  // The writes' code is in by now: it loads beside the saver, and nothing is written before the saver.
  const adopt = useCallback(
    async (fresh: Dashboard) => {
      (await loadWrites()).storeDashboard(queryClient, fresh);
      saver?.rebase(fresh);
    },
    [queryClient, saver],
  );

  const perform = useCallback(
    async (change: Change) => {
      if (await attempt(change.label.toLowerCase(), change.redo)) setHistory((h) => record(h, change));
    },
    [attempt],
  );

  /** A drag, a resize or a keyboard move ended. */
  const commitLayout = useCallback(
    (grid: Layout, label = 'Move') => {
      if (!saver) return;
      const before = saver.getSnapshot().layout;
      const after = fromGrid(grid, before);
      if (sameLayout(before, after)) return;
      void perform({ label, undo: () => saver.change(before), redo: () => saver.change(after) });
    },
    [perform, saver],
  );

  const remove = useCallback(
    async (widget: Widget) => {
      if (!saver) return;
      const before = saver.getSnapshot().layout;
      await perform({
        label: `Remove ${widget.name}`,
        redo: async () => adopt(await (await loadWrites()).removeWidget(dashboard.id, widget.id)),
        undo: async () => {
          await adopt(await (await loadWrites()).addWidgets(dashboard.id, [widget.id]));
          saver.change(before);
        },
      });
    },
    [adopt, dashboard.id, perform, saver],
  );

  const add = useCallback(
    (widgets: Widget[]) =>
      perform({
        label: widgets.length === 1 ? `Add ${widgets[0]?.name}` : `Add ${widgets.length} widgets`,
        redo: async () => {
          const { addWidgets } = await loadWrites();
          await adopt(
            await addWidgets(
              dashboard.id,
              widgets.map((w) => w.id),
            ),
          );
        },
        undo: async () => {
          const { removeWidget } = await loadWrites();
          let fresh: Dashboard | undefined;
          for (const w of widgets) fresh = await removeWidget(dashboard.id, w.id);
          if (fresh) await adopt(fresh);
        },
      }),
    [adopt, dashboard.id, perform],
  );

  const step = useCallback(
    async (direction: 'undo' | 'redo') => {
      const next = direction === 'undo' ? undo(history) : redo(history);
      if (!next) return;
      if (await attempt(`${direction} “${next.change.label}”`, next.change[direction]))
        setHistory(next.history);
    },
    [attempt, history],
  );

  return {
    saver,
    state,
    ready: saver !== undefined,
    commitLayout,
    remove,
    add,
    undo: () => void step('undo'),
    redo: () => void step('redo'),
    canUndo: history.past.length > 0,
    canRedo: history.future.length > 0,
    nextUndo: history.past.at(-1)?.label,
    nextRedo: history.future[0]?.label,
    actionError,
    dismissError: () => setActionError(null),
  };
}
