import { useId, useState, type FormEvent } from 'react';
import { parseSelectItem, QuerySyntaxError } from '../../../query-language';
import styles from './search.module.css';

const split = (text: string) =>
  text
    .split(/,(?![^()]*\))/)
    .map((s) => s.trim())
    .filter(Boolean);

/** Aggregates ("count(*), p95(latency_ms)") and group-by keys, checked before they are sent. */
export function AggregateControls({
  select,
  groups,
  onApply,
  onClear,
}: {
  select?: string[];
  groups?: string[];
  onApply: (select: string[], groups: string[] | undefined) => void;
  onClear: () => void;
}) {
  const [selectText, setSelectText] = useState((select ?? []).join(', '));
  const [groupsText, setGroupsText] = useState((groups ?? []).join(', '));
  const [shown, setShown] = useState({ select, groups });
  if (shown.select !== select || shown.groups !== groups) {
    setShown({ select, groups });
    setSelectText((select ?? []).join(', '));
    setGroupsText((groups ?? []).join(', '));
  }
  const items = split(selectText);
  let problem: string | undefined;
  for (const item of items) {
    try {
      const parsed = parseSelectItem(item);
      if (parsed.kind !== 'aggregate')
        problem = `"${item}" is a key; aggregate it, e.g. count(${item}) or avg(${item}).`;
    } catch (error) {
      problem = error instanceof QuerySyntaxError ? error.message : String(error);
    }
    if (problem) break;
  }
  if (!problem && !items.length && groupsText.trim())
    problem = 'A group-by needs an aggregate, such as count(*).';

  const ids = { select: useId(), groups: useId(), problem: useId() };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (problem || !items.length) return;
    const keys = split(groupsText);
    onApply(items, keys.length ? keys : undefined);
  };

  return (
    <form className={styles.aggregateRow} onSubmit={submit} aria-label="Aggregate and group by">
      <div className="field">
        <label htmlFor={ids.select}>Aggregate</label>
        <input
          id={ids.select}
          value={selectText}
          onChange={(e) => setSelectText(e.target.value)}
          placeholder="count(*), p95(latency_ms)"
          aria-invalid={!!problem}
          aria-describedby={problem ? ids.problem : undefined}
        />
        {problem && (
          <span id={ids.problem} className="field-error">
            {problem}
          </span>
        )}
      </div>
      <div className="field">
        <label htmlFor={ids.groups}>Group by</label>
        <input
          id={ids.groups}
          value={groupsText}
          onChange={(e) => setGroupsText(e.target.value)}
          placeholder="method, status_code"
        />
      </div>
      <button type="submit" className="button" disabled={!!problem || !items.length}>
        Apply
      </button>
      {select?.length ? (
        <button type="button" className="button" onClick={onClear}>
          Show events
        </button>
      ) : null}
    </form>
  );
}
