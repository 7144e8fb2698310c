/**
 * The dashboard's parts that its first paint does not need, each its own chunk: the grid
 * (react-grid-layout) with its widgets, the charts (recharts, chart-chunk.ts) and the layout's saver.
 * The page starts loading them all as soon as its own code arrives, so none waits for another.
 */
import { loadChart } from './chart-chunk';

/**
 * The layout's saver (layout-saver.ts). Nothing can change the layout before the grid is drawn, so
 * it loads beside the grid; until it is there, the page shows the layout it starts from.
 */
export const loadSaver = () => import('./layout-saver');

/**
 * The page's writes (the layout, widgets added and removed): nothing is written before the saver is
 * there, so they load beside it, not with the page.
 */
export const loadWrites = () => import('./dashboard-writes');

let moves: typeof import('./keyboard-moves') | undefined;

/**
 * The grid and its widgets, with the keyboard's moves (keyboard-moves.ts), which act only on a drawn
 * grid. The widgets draw charts: their chunk starts loading beside the grid's, not after it, and the
 * grid does not wait for it (a widget shows its frame, then its chart).
 */
export const loadGrid = () => {
  void loadChart();
  void loadSaver();
  void loadWrites();
  return Promise.all([
    import('./components/dashboard-grid'),
    import('./keyboard-moves').then((module) => (moves = module)),
  ]).then(([grid]) => grid);
};

/** The keyboard's moves, once the grid has loaded (always, by the time a widget in it has a key). */
export const keyboardMoves = () => moves;
