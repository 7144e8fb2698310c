/**
 * One look for every chart of the console (the search histogram and aggregates, widgets, the backtest,
 * usage): axes in the muted text colour, horizontal grid lines only (vertical ones cost recharts a
 * second tick computation and add little), tooltips on the surface colour. The colours are the
 * theme's, so light and dark both follow.
 */
export const chartAxis = { stroke: 'var(--text-muted)', fontSize: 11 } as const;
export const chartGrid = { strokeDasharray: '3 3', stroke: 'var(--border)', vertical: false } as const;
export const chartTooltip = {
  background: 'var(--surface)',
  border: '1px solid var(--border)',
  color: 'var(--text)',
} as const;
