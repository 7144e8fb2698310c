import { unknownPartOf, type MonitorRule } from '../../monitor-rules';
import type { Monitor, MonitorWrite } from './model';
import {
  ACTION_TYPES,
  durationOfText,
  FIELD_NAMES,
  FIELDS,
  queryOf,
  type DraftField,
  type MonitorDraft,
  type Problems,
} from './form-fields';

export type { DraftField, Duration, DurationUnit, MonitorDraft } from './form-fields';

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
  const read = Object.fromEntries(FIELD_NAMES.map((name) => [name, FIELDS[name].read(monitor)]));
  return { ...(read as unknown as MonitorDraft), ...seed };
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

/** Every problem of the draft by field, checked before anything is sent. */
export function validateDraft(draft: MonitorDraft): Problems {
  const problems: Problems = {};
  for (const name of FIELD_NAMES) {
    const { problem, problems: more } = FIELDS[name];
    const found = problem?.(draft);
    if (found) problems[name] = found;
    Object.assign(problems, more?.(draft));
  }
  return problems;
}

/** The body of POST or PUT /monitors; `wasMuted` makes "not muted" an explicit unmute on PUT. */
export function writeOf(draft: MonitorDraft, wasMuted = false): MonitorWrite {
  const parts = FIELD_NAMES.map((name) => FIELDS[name].write?.(draft, wasMuted));
  return Object.assign({ queries: [queryOf(draft)] }, ...parts) as MonitorWrite;
}

/** The rule the backtest replays: the body as it would be saved. */
export const ruleOf = (draft: MonitorDraft): MonitorRule => writeOf(draft) as MonitorRule;

/**
 * The rule to backtest, or what the backtest waits for: it needs the query, the window and the
 * thresholds (the fields that say what a backtest needs of them), not a name, actions or a mute, so
 * it runs while those are still being written.
 */
export function backtestOf(draft: MonitorDraft): { rule: MonitorRule } | { waitingFor: string[] } {
  const problems = validateDraft(draft);
  const waitingFor = Object.entries(problems).flatMap(([field, problem]) =>
    !problem
      ? []
      : field.startsWith('arg:')
        ? [`a value for ${field.slice(4)}`]
        : (FIELDS[field as keyof MonitorDraft]?.backtest ?? []),
  );
  return waitingFor.length ? { waitingFor: [...new Set(waitingFor)] } : { rule: ruleOf(draft) };
}

/** Which field the request path of a service 400 names ("actions[1].email"), to show it there. */
export function fieldOfPath(path: string): DraftField | undefined {
  const action = /^actions\[(\d+)\]/.exec(path);
  if (action) return `action:${Number(action[1])}`;
  const named = /^(?:queries\[\]\.)?\w+/.exec(path.replace(/\[\d+\]/g, '[]'))?.[0];
  return FIELD_NAMES.find((name) => FIELDS[name].path === named);
}
