import { fillTemplate } from './plan';
import type { MonitorRule } from './types';
import { MINUTE, parseWindow } from './window';
import { addGroupFilter, type GroupFilter } from '../query-language/group-filters';

/** The Logs page's search params for the events behind a monitor at a moment. */
export interface LogsSearch {
  ds?: string[];
  q?: string;
  from: number;
  to: number;
}

/**
 * A group's id as the service writes it ("method=GET, status_code=500"), read back into filters with
 * the rule's group-by keys in order, so a value holding ", " stays whole. "*" (all data) has none.
 */
export function groupFiltersOf(groupId: string, keys: readonly string[]): GroupFilter[] {
  if (groupId === '*' || !keys.length) return [];
  const filters: GroupFilter[] = [];
  let rest = groupId;
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i] as string;
    if (!rest.startsWith(`${key}=`)) return [];
    rest = rest.slice(key.length + 1);
    const next = keys[i + 1];
    const end = next === undefined ? rest.length : rest.indexOf(`, ${next}=`);
    if (end < 0) return [];
    filters.push({ key, value: rest.slice(0, end) });
    rest = rest.slice(end + 2);
  }
  return filters;
}

/** A rule's window in ms; a quarter of an hour when the console cannot read it (the form says so). */
function windowMsOf(rule: Pick<MonitorRule, 'window'>): number {
  try {
    return parseWindow(rule.window);
  } catch {
    return 15 * MINUTE;
  }
}

/**
 * The search of a rule's query: its datasets and filter (templates filled), with a group's values.
 * A monitor as the live service lists it has no query (it is on its metric definition): none.
 */
export function ruleSearch(
  rule: Pick<Partial<MonitorRule>, 'queries' | 'template'>,
  groupId = '*',
): Pick<LogsSearch, 'ds' | 'q'> {
  const query = rule.queries?.[0];
  const filled = fillTemplate(query?.where ?? '', rule.template?.arguments).trim();
  const where = addGroupFilter(filled, groupFiltersOf(groupId, query?.groups ?? []));
  return { ...(query?.from?.length ? { ds: query.from } : {}), ...(where ? { q: where } : {}) };
}

/**
 * "What changed" behind a monitor's alert over [from, to]: its query's search, from the start of the
 * window that decided the alert until `to` (no margin: the baseline is the same length just before).
 */
export function changesOver(
  rule: Pick<Partial<MonitorRule>, 'queries' | 'template'> & Pick<MonitorRule, 'window'>,
  span: { from: number; to: number; groupId?: string },
): LogsSearch {
  return { ...ruleSearch(rule, span.groupId), from: span.from - windowMsOf(rule), to: span.to };
}

/**
 * The events behind a monitor over [from, to]: its query's datasets and filter (templates filled) and
 * the group's values, from the start of the window that decided the status at `from` until `to`, as an
 * absolute range so the link shows the same events tomorrow. Exactly that window, no margin: the count
 * Logs shows is the one that decided (for a status change, the monitor's value over its window). A
 * query that selects datasets with an expression searches every dataset, the filter still applied.
 */
export function logsSearchOver(
  rule: Pick<MonitorRule, 'queries' | 'window' | 'template'>,
  span: { from: number; to: number; groupId?: string },
  now: number,
): LogsSearch {
  return {
    ...ruleSearch(rule, span.groupId),
    from: span.from - windowMsOf(rule),
    to: Math.min(now, span.to),
  };
}

/** The events behind a monitor's status at `time` (a status change, a notification). */
export const logsSearchAt = (
  rule: Pick<MonitorRule, 'queries' | 'window' | 'template'>,
  time: number,
  now: number,
  groupId?: string,
): LogsSearch => logsSearchOver(rule, { from: time, to: time, ...(groupId ? { groupId } : {}) }, now);
