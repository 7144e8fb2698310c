/**
 * The dashboard's heavy parts, each its own chunk: the grid (react-grid-layout) with its widgets,
 * and the charts (recharts, chart-chunk.ts). The page starts loading both as soon as its own code
 * arrives, so neither waits for the other to render first.
 */
import { loadChart } from './chart-chunk';

let moves: typeof import('./keyboard-moves') | undefined;

/**
 * The grid and its widgets, with the keyboard's moves (keyboard-moves.ts), which act only on a drawn
 * grid. The widgets draw charts: their chunk starts loading beside the grid's, not after it, and the
 * grid does not wait for it (a widget shows its frame, then its chart).
 */
export const loadGrid = () => {
  void loadChart();
  return Promise.all([
    import('./components/dashboard-grid'),
    import('./keyboard-moves').then((module) => (moves = module)),
  ]).then(([grid]) => grid);
};

/** The keyboard's moves, once the grid has loaded (always, by the time a widget in it has a key). */
export const keyboardMoves = () => moves;
