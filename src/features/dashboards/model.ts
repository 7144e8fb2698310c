import type { components } from '../../api/schema.gen';
import { PLACEHOLDER } from '../../query-language/placeholders';
import { notDrawn, widgetType } from './widget-types/registry';
import { templateArgumentOf } from '../../api/tolerant-definitions';
import { VALUE_UNITS, type ValueUnit } from '../../components/charts/value-units';

export type Dashboard = components['schemas']['Dashboard'];
export type Widget = components['schemas']['Widget'];
export type WidgetType = components['schemas']['WidgetType'];
export type WidgetLayout = components['schemas']['WidgetLayout'];
export type WidgetWrite = components['schemas']['WidgetWrite'];
export type SearchRequest = components['schemas']['SearchRequest'];

/**
 * A widget's query. The contract gives a widget no field for it, so Lookout keeps it in the widget's
 * free-form `aux` as `{query: {from, where, select, groups}}` (see docs/user-guide.md).
 */
export interface WidgetQuery {
  from: string[];
  where?: string;
  select: string[];
  groups?: string[];
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/**
 * How a widget draws its numbers, kept beside its query in `aux.display` (the contract has no field
 * for it either). Anything missing or malformed falls back to what the chart chooses.
 */
export interface WidgetDisplay {
  unit?: ValueUnit;
  /** Decimals shown in tooltips and the score (0–6). */
  decimals?: number;
  legend?: boolean;
  stacked?: boolean;
}

export function widgetDisplay(widget: Pick<Widget, 'aux'>): WidgetDisplay {
  const raw = (widget.aux?.display ?? {}) as Record<string, unknown>;
  const display: WidgetDisplay = {};
  if (VALUE_UNITS.includes(raw.unit as ValueUnit)) display.unit = raw.unit as ValueUnit;
  if (Number.isInteger(raw.decimals) && (raw.decimals as number) >= 0 && (raw.decimals as number) <= 6)
    display.decimals = raw.decimals as number;
  if (typeof raw.legend === 'boolean') display.legend = raw.legend;
  if (typeof raw.stacked === 'boolean') display.stacked = raw.stacked;
  return display;
}

/** The query in a widget's aux; anything malformed (a widget made by another tool) reads as empty. */
export function widgetQuery(widget: Pick<Widget, 'aux'>): WidgetQuery {
  const raw = (widget.aux?.query ?? {}) as Record<string, unknown>;
  const query: WidgetQuery = { from: strings(raw.from), select: strings(raw.select) };
  if (typeof raw.where === 'string' && raw.where.trim()) query.where = raw.where;
  const groups = strings(raw.groups);
  if (groups.length) query.groups = groups;
  return query;
}

/** The inputs a widget reads from the dashboard (arguments of the `{input}` form). */
export function inputsOf(widget: Pick<Widget, 'template'>): string[] {
  return Object.values(widget.template?.arguments ?? {}).flatMap((a) => ('input' in a ? [a.input] : []));
}

/**
 * Fills the placeholders: a literal argument gives its value, an input argument the dashboard's value
 * for that input. Values are quoted as strings of the query language, so no value can change its syntax.
 * Returns the missing names when a placeholder has no value yet.
 */
export function fillPlaceholders(
  where: string | undefined,
  args: components['schemas']['Template']['arguments'],
  vars: Record<string, string> = {},
): { where?: string; missing: string[] } {
  if (!where) return { missing: [] };
  const missing: string[] = [];
  const filled = where.replace(PLACEHOLDER, (_all, name: string) => {
    const arg = args?.[name];
    const read = arg ? templateArgumentOf(arg) : undefined;
    const value = read ? ('input' in read ? vars[read.input] : read.literal) : undefined;
    if (value === undefined || value === '') {
      missing.push(name);
      return "''";
    }
    return `'${value.replace(/'/g, "''")}'`;
  });
  return { where: filled, missing };
}

/** Groups a widget shows at most; the rest would be unreadable slivers. */
const MAX_GROUPS = 12;

/** Enough time slices for a smooth line, few enough to stay cheap. */
export const SERIES_SLICES = 60;

/** The search a widget runs over the dashboard's window. */
export function widgetRequest(
  widget: Pick<Widget, 'aux' | 'type' | 'template'>,
  timeWindow: { from_ts: number; to_ts: number },
  vars?: Record<string, string>,
): { request?: SearchRequest; problem?: string } {
  const shape = widgetType(widget.type)?.shape;
  if (!shape) return { problem: notDrawn(widget.type) };
  const query = widgetQuery(widget);
  if (!query.from.length) return { problem: 'This widget has no datasets to read.' };
  if (!query.select.length) return { problem: 'This widget has nothing to compute: add an aggregate.' };
  const { where, missing } = fillPlaceholders(query.where, widget.template?.arguments, vars);
  if (missing.length) return { problem: `Give a value for ${missing.join(', ')} to show this widget.` };
  return {
    request: {
      from: query.from,
      ...(where ? { where } : {}),
      select: query.select,
      ...(query.groups ? { groups: query.groups } : {}),
      ...timeWindow,
      // One number per group (pies, treemaps, top lists), or for the whole window (a score of a
      // percentile, which no service adds up from slices); everything else is drawn over time.
      num_of_slices: (
        shape === 'groups' ? query.groups : shape === 'number' && /^\s*p\d/.test(query.select[0] ?? '')
      )
        ? 1
        : SERIES_SLICES,
      // With groups, the limit is how many groups come back (the largest first).
      limit: query.groups ? MAX_GROUPS : 1,
    },
  };
}
