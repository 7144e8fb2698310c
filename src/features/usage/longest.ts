import type { Longest } from '../../components/pickers/time-window';
import { DAY } from '../../lib/time';

// Apart from the model: the usage route reads it to bound its link, in the first download.

/** The service keeps usage for a year; a chart of it by day is the most that reads. */
export const LONGEST_USAGE: Longest = {
  ms: 366 * DAY,
  range: 'Last 366 days',
  sentence: 'Usage goes back a year at most.',
};
