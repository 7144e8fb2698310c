import type { components } from '../../api/schema.gen';
import { countAnswer, eventsOf, numberOf, pointsOf } from '../../api/tolerant';
import type { ValueCounts } from './scoring';

type SearchResponse = components['schemas']['SearchResponse'];

/** A window's count and its slices, from an ungrouped count(*) answer of either service. */
export const countOf = countAnswer;

/**
 * A grouped count's values and their events: each group names its key (`key`) and its value (`name`).
 * A value absent from an event comes back as "" from the live service; it is kept, shown as "(none)".
 */
function valueCounts(answer: SearchResponse | undefined): Map<string, number> {
  const counts = new Map<string, number>();
  for (const group of answer?.groups_series ?? []) {
    const key = group.name ?? '';
    const n =
      group.value !== undefined
        ? numberOf(group.value)
        : group.count !== undefined
          ? numberOf(group.count)
          : pointsOf(group.timeseries).reduce((sum, p) => sum + p.value, 0);
    counts.set(key, (counts.get(key) ?? 0) + n);
  }
  return counts;
}

/** The lines of an events answer. */
export const linesOf = (answer: SearchResponse | undefined): string[] =>
  (answer ? eventsOf(answer) : []).map((e) => e['@raw'] ?? '');

/**
 * Each field's values in both windows, from its two grouped answers (window, then baseline, field by
 * field). A field whose answers did not both come is left out: its error is said where it is drawn.
 */
export function valueRows(fields: string[], answers: (SearchResponse | undefined)[]): ValueCounts[] {
  return fields.flatMap((field, i) => {
    const [windowAnswer, baselineAnswer] = [answers[2 * i], answers[2 * i + 1]];
    if (!windowAnswer || !baselineAnswer) return [];
    const inWindow = valueCounts(windowAnswer);
    const inBaseline = valueCounts(baselineAnswer);
    return [...new Set([...inWindow.keys(), ...inBaseline.keys()])].map((value) => ({
      field,
      value,
      window: inWindow.get(value) ?? 0,
      baseline: inBaseline.get(value) ?? 0,
    }));
  });
}
