import { maskPlaceholders, placeholders } from '../../query-language/placeholders';
import { aggregatesProblem } from '../../query-language/select';
import { splitList } from '../../query-language/split-list';
import { findProblem } from '../../components/query-editor/analysis';
import type { Widget, WidgetDisplay, WidgetType, WidgetWrite } from './model';
import { widgetDisplay, widgetQuery } from './model';
import { isDrawnType } from './widget-types/registry';
import type { ValueUnit } from '../../components/charts/value-format';
import { templateArgumentOf } from '../../api/tolerant-definitions';

type Argument = NonNullable<NonNullable<Widget['template']>['arguments']>[string];

/** The widget form as a person fills it in; lists are kept as typed. */
export interface WidgetDraft {
  name: string;
  description: string;
  type: WidgetType;
  from: string[];
  where: string;
  select: string;
  groups: string;
  /** Per placeholder: a fixed value, or the name of a dashboard input. */
  args: Record<string, { kind: 'value' | 'input'; text: string }>;
  /** How the numbers are drawn: 'auto' leaves the choice to the chart. */
  unit: ValueUnit;
  /** Decimals as typed; empty is automatic. */
  decimals: string;
  legend: Choice;
  stacked: Choice;
}

/** A display option left to the chart, or chosen on or off. */
export type Choice = 'auto' | 'on' | 'off';
const choiceOf = (value: boolean | undefined): Choice =>
  value === undefined ? 'auto' : value ? 'on' : 'off';

export type DraftField =
  'name' | 'description' | 'from' | 'where' | 'select' | 'groups' | 'decimals' | `arg:${string}`;

/**
 * Why a widget cannot be changed in this form, in words: a type this console does not draw, or a widget
 * made in the vendor's console from a metric, which has no query of the form's kind. Saving either here
 * would replace what the form cannot show. Undefined when it can be edited.
 */
export function notEditableHere(widget: Widget): string | undefined {
  if (!isDrawnType(widget.type))
    return `It is a widget of type “${widget.type}”, which this console does not draw.`;
  if (!widgetQuery(widget).from.length && widget.metric_ids?.length)
    return "It was made in the vendor's console from a metric, which this console reads but does not write.";
  return undefined;
}

export function draftOf(widget: Partial<Widget> | undefined, seed: Partial<WidgetDraft> = {}): WidgetDraft {
  const query = widget ? widgetQuery(widget) : undefined;
  const args: WidgetDraft['args'] = {};
  for (const [name, arg] of Object.entries(widget?.template?.arguments ?? {})) {
    const read = templateArgumentOf(arg);
    args[name] =
      'input' in read ? { kind: 'input', text: read.input } : { kind: 'value', text: read.literal };
  }
  const display = widget ? widgetDisplay(widget) : {};
  return {
    name: widget?.name ?? '',
    description: widget?.description ?? '',
    type: widget?.type ?? 'line',
    from: query?.from ?? [],
    where: query?.where ?? '',
    select: (query?.select ?? ['count(*)']).join(', '),
    groups: (query?.groups ?? []).join(', '),
    args,
    unit: display.unit ?? 'auto',
    decimals: display.decimals === undefined ? '' : String(display.decimals),
    legend: choiceOf(display.legend),
    stacked: choiceOf(display.stacked),
    ...seed,
  };
}

/** Every problem of the draft by field, checked before anything is sent. */
export function validateDraft(draft: WidgetDraft): Partial<Record<DraftField, string>> {
  const problems: Partial<Record<DraftField, string>> = {};
  if (!draft.name.trim()) problems.name = 'Give the widget a name.';
  else if (draft.name.trim().length > 255) problems.name = 'A name has at most 255 characters.';
  if (draft.description.length > 1024) problems.description = 'A description has at most 1,024 characters.';
  if (!draft.from.length) problems.from = 'Choose at least one dataset.';
  const whereProblem = findProblem(maskPlaceholders(draft.where));
  if (whereProblem) problems.where = whereProblem.message;
  const select = splitList(draft.select);
  const selectProblem = select.length
    ? aggregatesProblem(select, splitList(draft.groups))
    : 'Add an aggregate, such as count(*).';
  if (selectProblem) problems.select = selectProblem;
  if (draft.decimals.trim() && !/^[0-6]$/.test(draft.decimals.trim()))
    problems.decimals = 'Decimals are a whole number from 0 to 6, or empty for automatic.';
  for (const name of placeholders(draft.where)) {
    const arg = draft.args[name];
    if (!arg?.text.trim()) {
      problems[`arg:${name}`] =
        arg?.kind === 'input'
          ? `Name the dashboard input that fills {{${name}}}.`
          : `Give {{${name}}} a value.`;
    }
  }
  return problems;
}

/** The widget the draft describes; other keys of an existing aux and its tags are kept. */
export function writeOf(draft: WidgetDraft, existing?: Widget): WidgetWrite {
  const groups = splitList(draft.groups);
  const used = placeholders(draft.where);
  const args = Object.fromEntries(
    used.map((name): [string, Argument] => {
      const arg = draft.args[name] ?? { kind: 'value', text: '' };
      return [name, arg.kind === 'input' ? { input: arg.text.trim() } : { value: { value: arg.text } }];
    }),
  );
  const display: WidgetDisplay = {
    ...(draft.unit !== 'auto' ? { unit: draft.unit } : {}),
    ...(draft.decimals.trim() ? { decimals: Number(draft.decimals.trim()) } : {}),
    ...(draft.legend !== 'auto' ? { legend: draft.legend === 'on' } : {}),
    ...(draft.stacked !== 'auto' ? { stacked: draft.stacked === 'on' } : {}),
  };
  const { display: _previous, ...aux } = existing?.aux ?? {};
  return {
    name: draft.name.trim(),
    // The vendor refuses an empty description (min length 1): leave it out instead.
    ...(draft.description.trim() ? { description: draft.description } : {}),
    type: draft.type,
    aux: {
      ...aux,
      ...(Object.keys(display).length ? { display } : {}),
      query: {
        from: draft.from,
        ...(draft.where.trim() ? { where: draft.where.trim() } : {}),
        select: splitList(draft.select),
        ...(groups.length ? { groups } : {}),
      },
    },
    ...(existing?.tags ? { tags: existing.tags } : {}),
    ...(used.length ? { template: { ...existing?.template, arguments: args } } : {}),
  };
}

/** The form field the request path of a service 400 names ("name", "aux.where"), if it is one of ours. */
export function fieldOfPath(path: string): DraftField | undefined {
  const field = path.split(/[.[]/)[0];
  if (field === 'name' || field === 'description') return field;
  if (field === 'aux') return 'where';
  return undefined;
}
