/**
 * The grid's measures, apart from layout.ts so the route's loader can read them without loading
 * react-grid-layout. The one stored layout has 12 columns.
 */
export const COLS = 12;
export const ROW_HEIGHT = 72;
/** The gap between widgets, across and down. */
export const GAP = 12;
