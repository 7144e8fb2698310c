import { placeholders } from '../../query-language/placeholders';
import { aggregatesProblem } from '../../query-language/select';
import { splitList } from '../../query-language/split-list';
import {
  DAY,
  evaluationWindowProblem,
  HOUR,
  MINUTE,
  windowProblem,
  unknownPartOf,
  type MonitorRule,
} from '../../monitor-rules';
import type {
  ComparisonOperator,
  KnownStatus as MonitorStatus,
  Monitor,
  MonitorKind,
  MonitorWrite,
} from './model';
import { monitorKindOf, templateArgumentOf } from '../../api/tolerant-definitions';

export type DurationUnit = 'minutes' | 'hours' | 'days';
const UNIT_MS: Record<DurationUnit, number> = { minutes: MINUTE, hours: HOUR, days: DAY };
export interface Duration {
  amount: string;
  unit: DurationUnit;
}
interface ActionDraft {
  type: 'EMAIL' | 'INTEGRATION';
  target: string;
}

/** The form as typed: text where a person types, so nothing they enter is lost to parsing. */
export interface MonitorDraft {
  name: string;
  description: string;
  kind: MonitorKind;
  from: string[];
  where: string;
  select: string;
  groups: string;
  operator: ComparisonOperator;
  threshold: string;
  warning: string;
  window: Duration;
  compareTo: Duration;
  changeType: 'DIFFERENCE' | 'PERCENTAGE';
  evaluationWindow: Duration;
  noData: MonitorStatus;
  notifyOnce: boolean;
  retention: Duration;
  actions: ActionDraft[];
  aiReport: boolean;
  aiInstructions: string;
  args: Record<string, string>;
  /** Muted until: not muted, indefinitely, or until a time (ms; undefined while none is chosen). */
  mute: { mode: 'none' | 'forever' | 'until'; until?: number | undefined };
}

export type DraftField =
  | 'name'
  | 'description'
  | 'from'
  | 'where'
  | 'select'
  | 'groups'
  | 'threshold'
  | 'warning'
  | 'window'
  | 'compareTo'
  | 'evaluationWindow'
  | 'retention'
  | 'aiInstructions'
  | 'mute'
  | `action:${number}`
  | `arg:${string}`;

/** A duration in the largest unit that holds it whole: 7,200,000 ms is 2 hours. */
function durationOf(ms: number): Duration {
  for (const unit of ['days', 'hours', 'minutes'] as const) {
    if (ms >= UNIT_MS[unit] && ms % UNIT_MS[unit] === 0) return { amount: String(ms / UNIT_MS[unit]), unit };
  }
  return { amount: String(ms / MINUTE), unit: 'minutes' };
}

/** "Last 20 minutes", "2 hours ago", "24 hours" into amount and unit. */
function durationOfText(text: string | undefined, fallback: Duration): Duration {
  const match = /(\d+)\s*(minute|min|hour|day)/i.exec(text ?? '');
  if (!match) return fallback;
  const unit = (match[2] as string).toLowerCase();
  return {
    amount: match[1] as string,
    unit: unit.startsWith('h') ? 'hours' : unit.startsWith('d') ? 'days' : 'minutes',
  };
}

const durationText = (d: Duration) => {
  const n = Number(d.amount);
  return `${n} ${n === 1 ? d.unit.slice(0, -1) : d.unit}`;
};
const durationMs = (d: Duration) => Number(d.amount) * UNIT_MS[d.unit];

const ACTION_TYPES: readonly string[] = ['EMAIL', 'INTEGRATION'] satisfies ActionDraft['type'][];

/**
 * What of a monitor this form does not know (a kind, an operator, a status or an action type the
 * service has begun to send), in words; undefined when the form can show all of it. Such a monitor is
 * not opened for editing: saving the form would replace the value it cannot show.
 */
export function unknownInForm(monitor: Monitor): string | undefined {
  const rule = unknownPartOf({ ...monitor, queries: monitor.queries ?? [] });
  if (rule) return rule;
  const action = monitor.actions?.find((a) => !ACTION_TYPES.includes(a.type));
  return action ? `its action of type ${action.type}` : undefined;
}

export function draftOf(monitor?: Monitor, seed: Partial<MonitorDraft> = {}): MonitorDraft {
  const query = monitor?.queries?.[0];
  const args: Record<string, string> = {};
  for (const [name, arg] of Object.entries(monitor?.template?.arguments ?? {})) {
    const read = templateArgumentOf(arg);
    if ('literal' in read) args[name] = read.literal;
  }
  return {
    name: monitor?.name ?? '',
    description: monitor?.description ?? '',
    // A monitor with a value the form does not know is not opened in it (unknownInForm).
    kind: (monitor ? monitorKindOf(monitor) : 'PATTERN') as MonitorKind,
    from: query?.from ?? [],
    where: query?.where ?? '',
    select: (query?.select ?? ['count(*)']).join(', '),
    groups: (query?.groups ?? []).join(', '),
    operator: (monitor?.comparison_operator ?? 'ABOVE') as ComparisonOperator,
    threshold: monitor ? String(monitor.threshold) : '',
    warning: monitor?.warning_threshold !== undefined ? String(monitor.warning_threshold) : '',
    window: durationOfText(monitor?.window, { amount: '10', unit: 'minutes' }),
    compareTo: durationOfText(monitor?.compare_to, { amount: '1', unit: 'days' }),
    changeType: (monitor?.change_type ?? 'DIFFERENCE') as MonitorDraft['changeType'],
    evaluationWindow: durationOfText(monitor?.evaluation_window, { amount: '24', unit: 'hours' }),
    noData: (monitor?.no_data_status ?? 'OK') as MonitorStatus,
    notifyOnce: monitor?.notify_once ?? false,
    retention:
      monitor?.group_retention !== undefined
        ? durationOf(monitor.group_retention)
        : { amount: '', unit: 'hours' },
    actions: (monitor?.actions ?? [{ type: 'EMAIL', email: '' }]).map((a) => ({
      type: a.type as ActionDraft['type'],
      target: (a.type === 'EMAIL' ? a.email : a.integration_id) ?? '',
    })),
    aiReport: monitor?.ai_report_enabled ?? false,
    aiInstructions: monitor?.ai_report_instructions ?? '',
    args,
    mute:
      monitor?.muted_until === -1
        ? { mode: 'forever' }
        : monitor?.muted_until && monitor.muted_until > Date.now()
          ? { mode: 'until', until: monitor.muted_until }
          : { mode: 'none' },
    ...seed,
  };
}

/** A new monitor's fields from a Logs search: its datasets, query, first aggregate and groups. */
export function seedOfSearch(search: {
  ds?: string[] | undefined;
  q?: string | undefined;
  select?: string | undefined;
  groups?: string[] | undefined;
  threshold?: number | undefined;
}): Partial<MonitorDraft> | undefined {
  if (!search.ds?.length && search.q === undefined) return undefined;
  return {
    ...(search.ds ? { from: search.ds } : {}),
    ...(search.q ? { where: search.q } : {}),
    ...(search.select ? { select: search.select } : {}),
    ...(search.groups?.length ? { groups: search.groups.join(', ') } : {}),
    ...(search.threshold !== undefined ? { threshold: String(search.threshold) } : {}),
  };
}

/** A saved monitor's form with a change to try in it (the noise view's suggestions). */
export function seedOfChange(change: {
  threshold?: number | undefined;
  warning?: number | undefined;
  window?: string | undefined;
}): Partial<MonitorDraft> | undefined {
  const seed: Partial<MonitorDraft> = {
    ...(change.threshold !== undefined ? { threshold: String(change.threshold) } : {}),
    ...(change.warning !== undefined ? { warning: String(change.warning) } : {}),
    ...(change.window ? { window: durationOfText(change.window, { amount: '10', unit: 'minutes' }) } : {}),
  };
  return Object.keys(seed).length ? seed : undefined;
}

// Deliberately simple: one @, something before it, a dot after it, no spaces. The service checks more.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const isNumber = (text: string) => text.trim() !== '' && Number.isFinite(Number(text));

/** The largest threshold either way: far beyond any count or measure, short of what loses precision. */
const MAX_THRESHOLD = 1e15;

/** Every problem of the draft by field, checked before anything is sent. */
export function validateDraft(draft: MonitorDraft): Partial<Record<DraftField, string>> {
  const problems: Partial<Record<DraftField, string>> = {};
  if (!draft.name.trim()) problems.name = 'Give the monitor a name.';
  else if (draft.name.length > 255) problems.name = 'Keep the name within 255 characters.';
  if (draft.description.length > 4000) problems.description = 'Keep the description within 4,000 characters.';
  if (!draft.from.length) problems.from = 'Choose at least one dataset to watch.';
  const select = splitList(draft.select);
  if (!select.length) problems.select = 'Give the aggregate to watch, such as count(*).';
  else if (select.length > 1) problems.select = 'A monitor watches one aggregate; keep only one.';
  else {
    const problem = aggregatesProblem(select, splitList(draft.groups));
    if (problem) problems.select = problem;
  }
  if (!isNumber(draft.threshold)) problems.threshold = 'Give the threshold as a number.';
  else if (Math.abs(Number(draft.threshold)) > MAX_THRESHOLD)
    problems.threshold = 'Keep the threshold between -10^15 and 10^15.';
  if (draft.warning.trim() && !isNumber(draft.warning))
    problems.warning = 'Give the warning threshold as a number.';
  else if (draft.warning.trim() && Math.abs(Number(draft.warning)) > MAX_THRESHOLD)
    problems.warning = 'Keep the warning threshold between -10^15 and 10^15.';
  else if (draft.warning.trim() && isNumber(draft.threshold)) {
    const warning = Number(draft.warning);
    const threshold = Number(draft.threshold);
    if (draft.operator.startsWith('ABOVE') && warning > threshold)
      problems.warning = `Warn before the alert: at most ${threshold}.`;
    if (draft.operator.startsWith('BELOW') && warning < threshold)
      problems.warning = `Warn before the alert: at least ${threshold}.`;
    if (draft.operator === 'OUTSIDE' && warning >= threshold)
      problems.warning = `Warn before the alert: below ${threshold}.`;
  }
  if (draft.operator === 'OUTSIDE' && draft.kind !== 'ANOMALY_DETECTION')
    problems.threshold =
      'Outside the usual band applies to anomaly detection only: choose another condition.';
  if (draft.kind === 'ANOMALY_DETECTION' && isNumber(draft.threshold) && Number(draft.threshold) <= 0)
    problems.threshold = 'An anomaly threshold is a number of spreads from the usual value: above 0.';
  const windowIssue = isNumber(draft.window.amount)
    ? windowProblem(`Last ${durationText(draft.window)}`)
    : 'Give the window as a number of minutes, hours or days.';
  if (windowIssue) problems.window = windowIssue;
  if (draft.kind === 'CHANGE_DETECTION') {
    const ms = durationMs(draft.compareTo);
    if (!isNumber(draft.compareTo.amount) || ms < 5 * MINUTE || ms > 30 * DAY)
      problems.compareTo = 'Compare with a time between 5 minutes and 1 month ago.';
  }
  if (draft.kind === 'ANOMALY_DETECTION') {
    const problem = isNumber(draft.evaluationWindow.amount)
      ? evaluationWindowProblem(durationText(draft.evaluationWindow), `Last ${durationText(draft.window)}`)
      : 'Give the evaluation window as a number of hours or days.';
    if (problem) problems.evaluationWindow = problem;
  }
  if (draft.retention.amount.trim()) {
    const ms = durationMs(draft.retention);
    if (!isNumber(draft.retention.amount) || ms < 0 || ms > 7 * DAY)
      problems.retention = 'Keep groups without data for at most 7 days.';
  }
  if (!draft.actions.length) problems['action:0'] = 'Add at least one action.';
  draft.actions.forEach((action, i) => {
    const target = action.target.trim();
    if (action.type === 'EMAIL' && !EMAIL.test(target))
      problems[`action:${i}`] = target ? `“${target}” is not an e-mail address.` : 'Give an e-mail address.';
    if (action.type === 'EMAIL' && target.length > 255)
      problems[`action:${i}`] = 'Keep the address within 255 characters.';
    if (action.type === 'INTEGRATION' && (!target || target.length > 50))
      problems[`action:${i}`] = 'Give the integration id (up to 50 characters).';
  });
  if (draft.mute.mode === 'until') {
    const { until } = draft.mute;
    if (typeof until !== 'number') problems.mute = 'Choose when the mute ends.';
    else if (until <= Date.now()) problems.mute = 'Choose a time in the future.';
  }
  for (const name of placeholders(draft.where)) {
    if (!draft.args[name]?.trim()) problems[`arg:${name}`] = `Give a value for {{${name}}}.`;
  }
  return problems;
}

/** The body of POST or PUT /monitors; `wasMuted` makes "not muted" an explicit unmute on PUT. */
export function writeOf(draft: MonitorDraft, wasMuted = false): MonitorWrite {
  const groups = splitList(draft.groups);
  const used = placeholders(draft.where);
  return {
    name: draft.name.trim(),
    // The vendor refuses an empty description (min length 1): leave it out instead.
    ...(draft.description.trim() ? { description: draft.description } : {}),
    // Both names of the kind: deployments of either publication read one of them.
    monitor_type: draft.kind,
    type: draft.kind,
    comparison_operator: draft.operator,
    threshold: Number(draft.threshold),
    ...(draft.warning.trim() ? { warning_threshold: Number(draft.warning) } : {}),
    window: `Last ${durationText(draft.window)}`,
    ...(draft.kind === 'CHANGE_DETECTION'
      ? { compare_to: `${durationText(draft.compareTo)} ago`, change_type: draft.changeType }
      : {}),
    ...(draft.kind === 'ANOMALY_DETECTION'
      ? { evaluation_window: durationText(draft.evaluationWindow), anomaly_algorithm: 'MEDIAN_MAD' as const }
      : {}),
    no_data_status: draft.noData,
    notify_once: draft.notifyOnce,
    ...(draft.retention.amount.trim() ? { group_retention: durationMs(draft.retention) } : {}),
    actions: draft.actions.map((a) =>
      a.type === 'EMAIL'
        ? { type: 'EMAIL', email: a.target.trim() }
        : { type: 'INTEGRATION', integration_id: a.target.trim() },
    ),
    ai_report_enabled: draft.aiReport,
    ...(draft.aiReport && draft.aiInstructions.trim()
      ? { ai_report_instructions: draft.aiInstructions }
      : {}),
    ...(draft.mute.mode === 'forever'
      ? { mute_until: -1 }
      : draft.mute.mode === 'until'
        ? { mute_until: draft.mute.until ?? 0 }
        : wasMuted
          ? { mute_until: 0 }
          : {}),
    queries: [
      {
        name: 'a',
        from: draft.from,
        where: draft.where,
        select: splitList(draft.select).slice(0, 1),
        ...(groups.length ? { groups } : {}),
      },
    ],
    ...(used.length
      ? {
          template: {
            arguments: Object.fromEntries(used.map((n) => [n, { value: { value: draft.args[n] ?? '' } }])),
          },
        }
      : {}),
  };
}

/** The rule the backtest replays: the body as it would be saved. */
export const ruleOf = (draft: MonitorDraft): MonitorRule => writeOf(draft) as MonitorRule;

/** What a backtest reads of the form, named as the person reads them; a name or an action it does not need. */
const BACKTEST_FIELDS: Partial<Record<DraftField, string>> = {
  from: 'datasets',
  where: 'a valid query',
  select: 'an aggregate',
  groups: 'valid group keys',
  threshold: 'a threshold',
  warning: 'a valid warning threshold',
  window: 'a window',
  compareTo: 'a comparison',
  evaluationWindow: 'an evaluation window',
};

/**
 * The rule to backtest, or what the backtest waits for: it needs the query, the window and the
 * thresholds, not a name, actions or a mute, so it runs while those are still being written.
 */
export function backtestOf(draft: MonitorDraft): { rule: MonitorRule } | { waitingFor: string[] } {
  const problems = validateDraft(draft);
  const waitingFor = Object.entries(problems).flatMap(([field, problem]) =>
    !problem
      ? []
      : field.startsWith('arg:')
        ? [`a value for ${field.slice(4)}`]
        : (BACKTEST_FIELDS[field as DraftField] ?? []),
  );
  return waitingFor.length ? { waitingFor: [...new Set(waitingFor)] } : { rule: ruleOf(draft) };
}

const SERVICE_FIELDS: Record<string, DraftField> = {
  name: 'name',
  description: 'description',
  threshold: 'threshold',
  warning_threshold: 'warning',
  window: 'window',
  compare_to: 'compareTo',
  evaluation_window: 'evaluationWindow',
  group_retention: 'retention',
  ai_report_instructions: 'aiInstructions',
  mute_until: 'mute',
};

/** Which field the request path of a service 400 names ("actions[1].email"), to show it there. */
export function fieldOfPath(path: string): DraftField | undefined {
  const action = /^actions\[(\d+)\]/.exec(path);
  if (action) return `action:${Number(action[1])}`;
  const query = /^queries\[\d+\]\.(\w+)/.exec(path);
  if (query)
    return ({ from: 'from', where: 'where', select: 'select', groups: 'groups' } as const)[
      query[1] as 'from'
    ];
  return SERVICE_FIELDS[path.split(/[.[]/)[0] as string];
}
