export { combine, evaluate, madScore } from './evaluate';
export type { Evaluation, GroupEvaluation } from './evaluate';
export { planEvaluation, seriesOf, serviceCadence } from './plan';
export type { EvaluationPlan } from './plan';
export type * from './types';
export { kindOf, RULE_FIELDS, unknownPartOf } from './types';
export { DAY, HOUR, MINUTE, parseAgo, windowProblem, evaluationWindowProblem } from './window';
export { describeRule } from './describe';
export { coveringOf, fateOf } from './downtimes';
