import type { AssistantEvent } from '../../api/assistant-stream';
import { readStatement } from '../../query-language/statement';
import type { WidgetDraft } from './widget-form';
import { nameOf } from './widget-from-view';
import { isDrawnType, type DrawnType } from './widget-types/registry';

interface NamedDataset {
  log_id: string;
  collection?: string;
  dataset?: string;
}

/** What the assistant suggested, as the widget form takes it, and what of it the console could not place. */
export interface WidgetSuggestion {
  seed: Partial<WidgetDraft>;
  /** Datasets the query names that are not in the list: the form keeps its own then. */
  unknown: string[];
  type: DrawnType;
  /** Where the chart's kind came from: the assistant's word, or the query's shape. */
  typeFrom: 'assistant' | 'shape';
}

/** A dataset by what the query calls it: its id, "collection/dataset", or its name alone. */
function datasetNamed(name: string, datasets: NamedDataset[]): string | undefined {
  const found =
    datasets.find((d) => d.log_id === name) ??
    datasets.find((d) => `${d.collection}/${d.dataset}` === name) ??
    datasets.find((d) => d.dataset === name);
  return found?.log_id;
}

/**
 * The widget a QUERY_RESPONSE suggests: its statement read into the form's fields, its datasets found
 * by name, and its chart kind, as the assistant said (a type the console draws) or from the query's
 * shape (grouped: bars; not: a line).
 */
export function suggestionOf(
  event: Pick<AssistantEvent, 'query' | 'widget_type'>,
  datasets: NamedDataset[],
): WidgetSuggestion {
  const statement = readStatement(event.query ?? '');
  const found = statement.from.map((name) => [name, datasetNamed(name, datasets)] as const);
  const from = found.flatMap(([, id]) => (id ? [id] : []));
  const said = event.widget_type && isDrawnType(event.widget_type) ? event.widget_type : undefined;
  const type: DrawnType = said ?? (statement.groups.length ? 'bar' : 'line');
  const select = statement.select.length ? statement.select : ['count(*)'];
  return {
    seed: {
      ...(from.length ? { from } : {}),
      where: statement.where,
      select: select.join(', '),
      groups: statement.groups.join(', '),
      type,
      name: nameOf({ select, groups: statement.groups, q: statement.where }),
    },
    unknown: found.flatMap(([name, id]) => (id ? [] : [name])),
    type,
    typeFrom: said ? 'assistant' : 'shape',
  };
}
