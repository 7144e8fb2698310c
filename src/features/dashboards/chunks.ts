/**
 * The dashboard's heavy parts, each its own chunk: the grid (react-grid-layout) and the charts
 * (recharts). The route starts loading both with the dashboard's data, so neither waits for the
 * other to render first.
 */
export const loadGrid = () => import('./components/dashboard-grid');
export const loadChart = () => import('./components/widget-chart');

export function preloadDashboardChunks(): void {
  void loadGrid();
  void loadChart();
}
