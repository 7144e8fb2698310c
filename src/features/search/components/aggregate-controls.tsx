import { useState, type FormEvent } from 'react';
import { Button, FieldError, Input, Label, TextField } from 'react-aria-components';
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

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (problem || !items.length) return;
    const keys = split(groupsText);
    onApply(items, keys.length ? keys : undefined);
  };

  return (
    <form className={styles.aggregateRow} onSubmit={submit} aria-label="Aggregate and group by">
      <TextField value={selectText} onChange={setSelectText} isInvalid={!!problem} className="field">
        <Label>Aggregate</Label>
        <Input placeholder="count(*), p95(latency_ms)" />
        <FieldError>{problem}</FieldError>
      </TextField>
      <TextField value={groupsText} onChange={setGroupsText} className="field">
        <Label>Group by</Label>
        <Input placeholder="method, status_code" />
      </TextField>
      <Button type="submit" className="button" isDisabled={!!problem || !items.length}>
        Apply
      </Button>
      {select?.length ? (
        <Button className="button" onPress={onClear}>
          Show events
        </Button>
      ) : null}
    </form>
  );
}
