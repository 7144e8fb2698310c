import { placeholders } from '../../query-language/placeholders';
import { aggregatesProblem } from '../../query-language/select';
import { splitList } from '../../query-language/split-list';
import { DAY, evaluationWindowProblem, HOUR, MINUTE, windowProblem } from '../../monitor-rules';
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
export const ACTION_TYPES: readonly string[] = ['EMAIL', 'INTEGRATION'] satisfies ActionDraft['type'][];

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
  /** The monitor template it is made from ('' for none): written with the arguments. */
  templateId: string;
  /** Muted until: not muted, indefinitely, or until a time (ms; undefined while none is chosen). */
  mute: { mode: 'none' | 'forever' | 'until'; until?: number | undefined };
}

/** Where a problem is shown: a field, one action of the list, or one placeholder's value. */
export type DraftField = keyof MonitorDraft | `action:${number}` | `arg:${string}`;

export type Problems = Partial<Record<DraftField, string>>;

/**
 * One field of the form, declared once: how it is read from a saved monitor (or a new one's default),
 * what is wrong with it (given the whole draft: a warning depends on its threshold), its part of the
 * body of POST or PUT /monitors, the service's name of it in a 400's path, and what a backtest needs
 * of it in words (a field without one is not read by the backtest, which runs while it is unfinished).
 * A new field is its line in `MonitorDraft`, its entry below and its control.
 */
interface FieldSpec<K extends keyof MonitorDraft> {
  read: (monitor: Monitor | undefined) => MonitorDraft[K];
  problem?: (draft: MonitorDraft) => string | undefined;
  /** Problems at places of their own (each action, each placeholder). */
  problems?: (draft: MonitorDraft) => Problems;
  write?: (draft: MonitorDraft, wasMuted: boolean) => Partial<MonitorWrite>;
  path?: string;
  backtest?: string;
}

/** A duration in the largest unit that holds it whole: 7,200,000 ms is 2 hours. */
function durationOf(ms: number): Duration {
  for (const unit of ['days', 'hours', 'minutes'] as const) {
    if (ms >= UNIT_MS[unit] && ms % UNIT_MS[unit] === 0) return { amount: String(ms / UNIT_MS[unit]), unit };
  }
  return { amount: String(ms / MINUTE), unit: 'minutes' };
}

/** "Last 20 minutes", "2 hours ago", "24 hours" into amount and unit. */
export function durationOfText(text: string | undefined, fallback: Duration): Duration {
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

// Deliberately simple: one @, something before it, a dot after it, no spaces. The service checks more.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const isNumber = (text: string) => text.trim() !== '' && Number.isFinite(Number(text));
const given = (text: string) => text.trim() !== '';

/** The largest threshold either way: far beyond any count or measure, short of what loses precision. */
const MAX_THRESHOLD = 1e15;

function thresholdProblem({ threshold, operator, kind }: MonitorDraft): string | undefined {
  if (operator === 'OUTSIDE' && kind !== 'ANOMALY_DETECTION')
    return 'Outside the usual band applies to anomaly detection only: choose another condition.';
  if (!isNumber(threshold)) return 'Give the threshold as a number.';
  if (kind === 'ANOMALY_DETECTION' && Number(threshold) <= 0)
    return 'An anomaly threshold is a number of spreads from the usual value: above 0.';
  if (Math.abs(Number(threshold)) > MAX_THRESHOLD) return 'Keep the threshold between -10^15 and 10^15.';
  return undefined;
}

function warningProblem({ warning, threshold, operator }: MonitorDraft): string | undefined {
  if (!given(warning)) return undefined;
  if (!isNumber(warning)) return 'Give the warning threshold as a number.';
  if (Math.abs(Number(warning)) > MAX_THRESHOLD)
    return 'Keep the warning threshold between -10^15 and 10^15.';
  if (!isNumber(threshold)) return undefined;
  const [w, t] = [Number(warning), Number(threshold)];
  if (operator.startsWith('ABOVE') && w > t) return `Warn before the alert: at most ${t}.`;
  if (operator.startsWith('BELOW') && w < t) return `Warn before the alert: at least ${t}.`;
  if (operator === 'OUTSIDE' && w >= t) return `Warn before the alert: below ${t}.`;
  return undefined;
}

function actionProblem({ type, target: typed }: ActionDraft): string | undefined {
  const target = typed.trim();
  if (type === 'EMAIL' && target.length > 255) return 'Keep the address within 255 characters.';
  if (type === 'EMAIL' && !EMAIL.test(target))
    return target ? `“${target}” is not an e-mail address.` : 'Give an e-mail address.';
  if (type === 'INTEGRATION' && (!target || target.length > 50))
    return 'Give the integration id (up to 50 characters).';
  return undefined;
}

export const FIELDS: { [K in keyof MonitorDraft]: FieldSpec<K> } = {
  name: {
    read: (m) => m?.name ?? '',
    problem: ({ name }) =>
      !name.trim()
        ? 'Give the monitor a name.'
        : name.length > 255
          ? 'Keep the name within 255 characters.'
          : undefined,
    // A template's name says where its arguments go ("Errors of {{service}}"): filled as they are.
    write: ({ name, args }) => ({
      name: name.trim().replace(/\{\{\s*([\w.-]+)\s*\}\}/g, (all, n: string) => args[n]?.trim() || all),
    }),
    path: 'name',
  },
  description: {
    read: (m) => m?.description ?? '',
    problem: ({ description }) =>
      description.length > 4000 ? 'Keep the description within 4,000 characters.' : undefined,
    // The vendor refuses an empty description (min length 1): leave it out instead.
    write: ({ description }) => (given(description) ? { description } : {}),
    path: 'description',
  },
  kind: {
    // A monitor with a value the form does not know is not opened in it (unknownInForm).
    read: (m) => (m ? monitorKindOf(m) : 'PATTERN') as MonitorKind,
    // Both names of the kind: deployments of either publication read one of them.
    write: ({ kind }) => ({ monitor_type: kind, type: kind }),
  },
  // The query's four fields are written together, as the one query a monitor has (writeOf).
  from: {
    read: (m) => m?.queries?.[0]?.from ?? [],
    problem: ({ from }) => (from.length ? undefined : 'Choose at least one dataset to watch.'),
    path: 'queries[].from',
    backtest: 'datasets',
  },
  where: { read: (m) => m?.queries?.[0]?.where ?? '', path: 'queries[].where', backtest: 'a valid query' },
  select: {
    read: (m) => (m?.queries?.[0]?.select ?? ['count(*)']).join(', '),
    problem: ({ select: text, groups }) => {
      const select = splitList(text);
      if (!select.length) return 'Give the aggregate to watch, such as count(*).';
      if (select.length > 1) return 'A monitor watches one aggregate; keep only one.';
      return aggregatesProblem(select, splitList(groups));
    },
    path: 'queries[].select',
    backtest: 'an aggregate',
  },
  groups: {
    read: (m) => (m?.queries?.[0]?.groups ?? []).join(', '),
    path: 'queries[].groups',
    backtest: 'valid group keys',
  },
  operator: {
    read: (m) => (m?.comparison_operator ?? 'ABOVE') as ComparisonOperator,
    write: ({ operator }) => ({ comparison_operator: operator }),
  },
  threshold: {
    read: (m) => (m ? String(m.threshold) : ''),
    problem: thresholdProblem,
    write: ({ threshold }) => ({ threshold: Number(threshold) }),
    path: 'threshold',
    backtest: 'a threshold',
  },
  warning: {
    read: (m) => (m?.warning_threshold !== undefined ? String(m.warning_threshold) : ''),
    problem: warningProblem,
    write: ({ warning }) => (given(warning) ? { warning_threshold: Number(warning) } : {}),
    path: 'warning_threshold',
    backtest: 'a valid warning threshold',
  },
  window: {
    read: (m) => durationOfText(m?.window, { amount: '10', unit: 'minutes' }),
    problem: ({ window }) =>
      isNumber(window.amount)
        ? windowProblem(`Last ${durationText(window)}`)
        : 'Give the window as a number of minutes, hours or days.',
    write: ({ window }) => ({ window: `Last ${durationText(window)}` }),
    path: 'window',
    backtest: 'a window',
  },
  compareTo: {
    read: (m) => durationOfText(m?.compare_to, { amount: '1', unit: 'days' }),
    problem: ({ kind, compareTo }) => {
      if (kind !== 'CHANGE_DETECTION') return undefined;
      const ms = durationMs(compareTo);
      return !isNumber(compareTo.amount) || ms < 5 * MINUTE || ms > 30 * DAY
        ? 'Compare with a time between 5 minutes and 1 month ago.'
        : undefined;
    },
    write: ({ kind, compareTo, changeType }) =>
      kind === 'CHANGE_DETECTION'
        ? { compare_to: `${durationText(compareTo)} ago`, change_type: changeType }
        : {},
    path: 'compare_to',
    backtest: 'a comparison',
  },
  // Written with the comparison it qualifies (compareTo).
  changeType: { read: (m) => (m?.change_type ?? 'DIFFERENCE') as MonitorDraft['changeType'] },
  evaluationWindow: {
    read: (m) => durationOfText(m?.evaluation_window, { amount: '24', unit: 'hours' }),
    problem: ({ kind, evaluationWindow, window }) =>
      kind !== 'ANOMALY_DETECTION'
        ? undefined
        : isNumber(evaluationWindow.amount)
          ? evaluationWindowProblem(durationText(evaluationWindow), `Last ${durationText(window)}`)
          : 'Give the evaluation window as a number of hours or days.',
    write: ({ kind, evaluationWindow }) =>
      kind === 'ANOMALY_DETECTION'
        ? { evaluation_window: durationText(evaluationWindow), anomaly_algorithm: 'MEDIAN_MAD' as const }
        : {},
    path: 'evaluation_window',
    backtest: 'an evaluation window',
  },
  noData: {
    read: (m) => (m?.no_data_status ?? 'OK') as MonitorStatus,
    write: ({ noData }) => ({ no_data_status: noData }),
  },
  notifyOnce: {
    read: (m) => m?.notify_once ?? false,
    write: ({ notifyOnce }) => ({ notify_once: notifyOnce }),
  },
  retention: {
    read: (m) =>
      m?.group_retention !== undefined ? durationOf(m.group_retention) : { amount: '', unit: 'hours' },
    problem: ({ retention }) => {
      if (!given(retention.amount)) return undefined;
      const ms = durationMs(retention);
      return !isNumber(retention.amount) || ms < 0 || ms > 7 * DAY
        ? 'Keep groups without data for at most 7 days.'
        : undefined;
    },
    write: ({ retention }) => (given(retention.amount) ? { group_retention: durationMs(retention) } : {}),
    path: 'group_retention',
  },
  actions: {
    read: (m) =>
      (m?.actions ?? [{ type: 'EMAIL', email: '' }]).map((a) => ({
        type: a.type as ActionDraft['type'],
        target: (a.type === 'EMAIL' ? a.email : a.integration_id) ?? '',
      })),
    problems: ({ actions }) =>
      actions.length
        ? Object.fromEntries(
            actions.flatMap((action, i) => {
              const problem = actionProblem(action);
              return problem ? [[`action:${i}`, problem]] : [];
            }),
          )
        : { 'action:0': 'Add at least one action.' },
    write: ({ actions }) => ({
      actions: actions.map((a) =>
        a.type === 'EMAIL'
          ? { type: 'EMAIL', email: a.target.trim() }
          : { type: 'INTEGRATION', integration_id: a.target.trim() },
      ),
    }),
  },
  aiReport: {
    read: (m) => m?.ai_report_enabled ?? false,
    write: ({ aiReport }) => ({ ai_report_enabled: aiReport }),
  },
  aiInstructions: {
    read: (m) => m?.ai_report_instructions ?? '',
    write: ({ aiReport, aiInstructions }) =>
      aiReport && given(aiInstructions) ? { ai_report_instructions: aiInstructions } : {},
    path: 'ai_report_instructions',
  },
  // A value for each {{placeholder}} of the query, sent for those it uses and only those.
  args: {
    read: (m) => {
      const args: Record<string, string> = {};
      for (const [name, arg] of Object.entries(m?.template?.arguments ?? {})) {
        const read = templateArgumentOf(arg);
        if ('literal' in read) args[name] = read.literal;
      }
      return args;
    },
    problems: ({ where, args }) =>
      Object.fromEntries(
        placeholders(where).flatMap((name) =>
          args[name]?.trim() ? [] : [[`arg:${name}`, `Give a value for {{${name}}}.`]],
        ),
      ),
    write: ({ where, args, templateId }) => {
      const used = placeholders(where);
      return used.length || templateId
        ? {
            template: {
              ...(templateId ? { id: templateId } : {}),
              arguments: Object.fromEntries(used.map((n) => [n, { value: { value: args[n] ?? '' } }])),
            },
          }
        : {};
    },
  },
  // Written with the arguments above; a template's monitor keeps naming it.
  templateId: { read: (m) => m?.template?.id ?? '' },
  mute: {
    read: (m) =>
      m?.muted_until === -1
        ? { mode: 'forever' }
        : m?.muted_until && m.muted_until > Date.now()
          ? { mode: 'until', until: m.muted_until }
          : { mode: 'none' },
    problem: ({ mute }) =>
      mute.mode !== 'until'
        ? undefined
        : typeof mute.until !== 'number'
          ? 'Choose when the mute ends.'
          : mute.until <= Date.now()
            ? 'Choose a time in the future.'
            : undefined,
    // `wasMuted` makes "not muted" an explicit unmute on PUT.
    write: ({ mute }, wasMuted) =>
      mute.mode === 'forever'
        ? { mute_until: -1 }
        : mute.mode === 'until'
          ? { mute_until: mute.until ?? 0 }
          : wasMuted
            ? { mute_until: 0 }
            : {},
    path: 'mute_until',
  },
};

export const FIELD_NAMES = Object.keys(FIELDS) as (keyof MonitorDraft)[];

/** The query's fields, as the one query a monitor has. */
export function queryOf({
  from,
  where,
  select,
  groups: text,
}: MonitorDraft): MonitorWrite['queries'][number] {
  const groups = splitList(text);
  return {
    name: 'a',
    from,
    where,
    select: splitList(select).slice(0, 1),
    ...(groups.length ? { groups } : {}),
  };
}
