export { combine, evaluate, madScore, worst } from './evaluate';
export type { Evaluation, GroupEvaluation, MonitorChange, Point } from './evaluate';
export { fillTemplate, MAX_GROUPS, MAX_SLICES, planEvaluation, seriesOf } from './plan';
export type { EvaluationPlan, SeriesResponse } from './plan';
export type * from './types';
export {
  COMPARISON_OPERATORS,
  isKnown,
  kindOf,
  MONITOR_KINDS,
  MONITOR_STATUSES,
  unknownPartOf,
} from './types';
export {
  DAY,
  HOUR,
  MINUTE,
  formatDuration,
  parseAgo,
  parseSpan,
  parseWindow,
  WINDOW_MAX,
  WINDOW_MIN,
  windowProblem,
  evaluationWindowProblem,
  windowText,
} from './window';
export { describeRule, operatorWords } from './describe';
