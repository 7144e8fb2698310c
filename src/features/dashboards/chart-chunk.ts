/**
 * The widgets' charts (recharts), a chunk of their own. Apart from chunks.ts, whose grid chunk holds
 * the widgets that load the charts: one module naming both would be a loop.
 */
export const loadChart = () => import('./components/widget-chart');
