import { useQuery } from '@tanstack/react-query';
import { datasetQueries } from '../../api/datasets';
import { LazyPopover } from '../lazy-popover';
import styles from './pickers.module.css';
import { ShownText } from '../shown-text';
import { Icon } from '../icon';

/**
 * Several datasets at once, grouped by collection, legacy logset/log names where they exist. `all`: every
 * dataset, however many the list holds (the button says so before the list arrives, and keeps its width).
 */
export function DatasetPicker({
  value,
  all = false,
  onChange,
}: {
  value: string[];
  all?: boolean;
  onChange: (ids: string[]) => void;
}) {
  const { data } = useQuery(datasetQueries.logs());
  const logs = data?.logs ?? [];
  const byCollection = new Map<string, typeof logs>();
  for (const log of logs)
    byCollection.set(log.collection ?? '', [...(byCollection.get(log.collection ?? '') ?? []), log]);
  const chosen = logs.filter((l) => value.includes(l.log_id));
  const label = all
    ? 'All datasets'
    : chosen.length === 0
      ? 'Choose datasets'
      : chosen.length === 1
        ? `${chosen[0]?.collection}/${chosen[0]?.dataset}`
        : `${chosen.length} datasets`;
  const toggle = (id: string, on: boolean) => onChange(on ? [...value, id] : value.filter((v) => v !== id));
  return (
    <LazyPopover
      ariaLabel={`Datasets: ${label}`}
      title="Datasets"
      label={
        <>
          <Icon name="database" size={14} />
          {label}
        </>
      }
    >
      <div className="row" style={{ marginBottom: 8 }}>
        <button type="button" className="button" onClick={() => onChange(logs.map((l) => l.log_id))}>
          All
        </button>
        <button type="button" className="button" onClick={() => onChange([])}>
          None
        </button>
      </div>
      {[...byCollection.entries()].map(([collection, items]) => (
        <fieldset key={collection} className={styles.collection}>
          <legend>{collection}</legend>
          {/* By position: each box is controlled, and the service may leave out or repeat an id. */}
          {items.map((log, i) => (
            <label key={i} className={styles.checkbox}>
              <input
                type="checkbox"
                checked={value.includes(log.log_id)}
                onChange={(e) => toggle(log.log_id, e.target.checked)}
              />
              <span>
                <ShownText text={log.dataset} />
              </span>
              {log.logset && (
                <span className="muted">
                  (legacy {log.logset}/{log.log})
                </span>
              )}
            </label>
          ))}
        </fieldset>
      ))}
      {logs.length === 0 && <p className="muted">No datasets yet.</p>}
    </LazyPopover>
  );
}
