import { useQuery } from '@tanstack/react-query';
import { Database } from 'lucide-react';
import {
  Button,
  Checkbox,
  CheckboxGroup,
  Dialog,
  DialogTrigger,
  Label,
  Popover,
} from 'react-aria-components';
import { searchQueries } from '../api';
import styles from './search.module.css';

/** Several datasets at once, grouped by collection, legacy logset/log names where they exist. */
export function DatasetPicker({ value, onChange }: { value: string[]; onChange: (ids: string[]) => void }) {
  const { data } = useQuery(searchQueries.datasets());
  const logs = data?.logs ?? [];
  const byCollection = new Map<string, typeof logs>();
  for (const log of logs)
    byCollection.set(log.collection ?? '', [...(byCollection.get(log.collection ?? '') ?? []), log]);
  const chosen = logs.filter((l) => value.includes(l.log_id));
  const label =
    chosen.length === 0
      ? 'Choose datasets'
      : chosen.length === 1
        ? `${chosen[0]?.collection}/${chosen[0]?.dataset}`
        : `${chosen.length} datasets`;
  return (
    <DialogTrigger>
      <Button className="button" aria-label={`Datasets: ${label}`}>
        <Database size={14} aria-hidden="true" />
        {label}
      </Button>
      <Popover className={styles.popover} placement="bottom start">
        <Dialog aria-label="Datasets" className={styles.popoverDialog}>
          <CheckboxGroup value={value} onChange={onChange} className="stack" aria-label="Datasets to search">
            {[...byCollection.entries()].map(([collection, items]) => (
              <fieldset key={collection} className={styles.collection}>
                <legend>{collection}</legend>
                {items.map((log) => (
                  <Checkbox key={log.log_id} value={log.log_id} className={styles.checkbox}>
                    <span>{log.dataset}</span>
                    {log.logset && (
                      <span className="muted">
                        {' '}
                        (legacy {log.logset}/{log.log})
                      </span>
                    )}
                  </Checkbox>
                ))}
              </fieldset>
            ))}
            {logs.length === 0 && <Label className="muted">No datasets yet.</Label>}
          </CheckboxGroup>
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
