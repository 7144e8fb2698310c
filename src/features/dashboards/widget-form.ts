import { maskPlaceholders, placeholders, splitList, aggregatesProblem } from '../../query-language';
import { findProblem } from '../../components/query-editor/analysis';
import type { Widget, WidgetType, WidgetWrite } from './model';
import { widgetQuery } from './model';
import { templateArgumentOf } from '../../api/tolerant';

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
}

export type DraftField = 'name' | 'description' | 'from' | 'where' | 'select' | 'groups' | `arg:${string}`;

export function draftOf(widget: Partial<Widget> | undefined, seed: Partial<WidgetDraft> = {}): WidgetDraft {
  const query = widget ? widgetQuery(widget) : undefined;
  const args: WidgetDraft['args'] = {};
  for (const [name, arg] of Object.entries(widget?.template?.arguments ?? {})) {
    const read = templateArgumentOf(arg);
    args[name] =
      'input' in read ? { kind: 'input', text: read.input } : { kind: 'value', text: read.literal };
  }
  return {
    name: widget?.name ?? '',
    description: widget?.description ?? '',
    type: widget?.type ?? 'line',
    from: query?.from ?? [],
    where: query?.where ?? '',
    select: (query?.select ?? ['count(*)']).join(', '),
    groups: (query?.groups ?? []).join(', '),
    args,
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
  return {
    name: draft.name.trim(),
    // The vendor refuses an empty description (min length 1): leave it out instead.
    ...(draft.description.trim() ? { description: draft.description } : {}),
    type: draft.type,
    aux: {
      ...existing?.aux,
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
