import { useId, useState, type FormEvent } from 'react';
import { splitList } from '../../../query-language/split-list';
import styles from './search-page.module.css';

type Check = (items: string[], groups: string[]) => string | undefined;

// The check reads each aggregate with the query language's select parser. It loads when a field is
// first focused, not with the Logs page: the page shows these fields always, and most searches never
// type in them. Nothing can be typed before the focus that loads it.
const loadCheck = (): Promise<Check> =>
  import('../../../query-language/select').then((module) => module.aggregatesProblem);

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
  const [check, setCheck] = useState<Check>();
  const startCheck = () => {
    if (!check) void loadCheck().then((loaded) => setCheck(() => loaded));
  };
  const items = splitList(selectText);
  const keys = splitList(groupsText);
  const problem = check?.(items, keys);

  const ids = { select: useId(), groups: useId(), problem: useId() };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const checked = check ?? (await loadCheck());
    setCheck(() => checked);
    if (checked(items, keys) || !items.length) return;
    onApply(items, keys.length ? keys : undefined);
  };

  return (
    <form
      className={styles.aggregateRow}
      onSubmit={(e) => void submit(e)}
      onFocus={startCheck}
      aria-label="Aggregate and group by"
    >
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
