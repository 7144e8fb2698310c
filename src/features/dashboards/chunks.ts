/**
 * The dashboard's heavy parts, each its own chunk: the grid (react-grid-layout) and the charts
 * (recharts). The page starts loading both as soon as its own code arrives, so neither waits for
 * the other to render first.
 */
export const loadGrid = () => import('./components/dashboard-grid');
export const loadChart = () => import('./components/widget-chart');
