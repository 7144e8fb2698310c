/**
 * The dashboard's heavy parts, each its own chunk: the grid (react-grid-layout) and the charts
 * (recharts). The page starts loading both as soon as its own code arrives, so neither waits for
 * the other to render first.
 */
let moves: typeof import('./keyboard-moves') | undefined;

/** The grid, with the keyboard's moves (keyboard-moves.ts), which act only on a drawn grid. */
export const loadGrid = () =>
  Promise.all([
    import('./components/dashboard-grid'),
    import('./keyboard-moves').then((module) => (moves = module)),
  ]).then(([grid]) => grid);

/** The keyboard's moves, once the grid has loaded (always, by the time a widget in it has a key). */
export const keyboardMoves = () => moves;
export const loadChart = () => import('./components/widget-chart');
