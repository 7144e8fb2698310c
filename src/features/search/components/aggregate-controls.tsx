import { useId, useState, type FormEvent } from 'react';
import { aggregatesProblem, splitList } from '../../../query-language/select';
import styles from './search.module.css';

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
  const items = splitList(selectText);
  const problem = aggregatesProblem(items, splitList(groupsText));

  const ids = { select: useId(), groups: useId(), problem: useId() };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (problem || !items.length) return;
    const keys = splitList(groupsText);
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
