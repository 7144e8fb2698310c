import type { TimeWindowState } from '../../components/pickers/time-window';
import { DAY } from '../../lib/time';

// Read by the route tree in the first download: the page's reading of the answers is in coverage.ts.

/** Coverage is read over 30 days at most (the service's slices stop at 720). */
export const LONGEST_COVERAGE = {
  ms: 30 * DAY,
  range: 'Last 30 days',
  sentence: 'Parser coverage covers 30 days at most.',
};
export interface CoverageUrl extends TimeWindowState {
  /** The dataset whose coverage is drawn over time. */
  ds?: string;
}
