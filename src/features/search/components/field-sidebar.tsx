import { withKeys } from '../../../lib/keys';
import { datasetQueries } from '../../../api/datasets';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import styles from './search.module.css';
import { topValuesOf } from '../../../api/tolerant-records';
import { ShownText } from '../../../components/shown-text';
import { Icon } from '../../../components/icon';

interface Props {
  logId: string | undefined;
  onFilter: (key: string, value: string | number | boolean, exclude?: boolean) => void;
  onGroupBy: (key: string) => void;
  columns: string[];
  onColumn: (key: string) => void;
}

/** Top keys of the dataset with their top values: a click filters on a value or groups by the key. */
export function FieldSidebar({ logId, onFilter, onGroupBy, columns, onColumn }: Props) {
  const { data, isPending, error } = useQuery({ ...datasetQueries.topKeys(logId ?? ''), enabled: !!logId });
  const keys = logId ? Object.entries(data?.[logId] ?? {}) : [];
  return (
    <aside aria-labelledby="fields-heading">
      <h2 id="fields-heading" className={styles.sidebarHeading}>
        Fields
      </h2>
      {!logId && <p className="muted">Choose a dataset to see its fields.</p>}
      {logId && isPending && <p className="muted">Loading fields…</p>}
      {error && <p className="muted">Fields are not available right now.</p>}
      <ul className={styles.fieldList}>
        {keys.map(([key, info]) => (
          <li key={key} className="row" style={{ alignItems: 'flex-start', flexWrap: 'nowrap' }}>
            <FieldValues field={key} type={info.type} values={topValuesOf(info)} onFilter={onFilter} />
            <button
              type="button"
              className="icon-button"
              aria-pressed={columns.includes(key)}
              aria-label={`Show ${key} as a column`}
              title={columns.includes(key) ? 'Shown as a column: press to remove it' : 'Show as a column'}
              onClick={() => onColumn(key)}
            >
              <Icon name="columns-3" size={12} />
            </button>
            <button
              type="button"
              className="icon-button"
              aria-label={`Group by ${key}`}
              onClick={() => onGroupBy(key)}
            >
              <Icon name="chart-column" size={12} />
            </button>
          </li>
        ))}
      </ul>
    </aside>
  );
}

/**
 * A key's top values, drawn once the key is opened: a dataset's fields hold hundreds of values (two
 * buttons each), which a closed list would draw for nobody while the page's first rows wait.
 */
function FieldValues({
  field,
  type,
  values,
  onFilter,
}: {
  field: string;
  type: string;
  values: ReturnType<typeof topValuesOf>;
  onFilter: Props['onFilter'];
}) {
  const [open, setOpen] = useState(false);
  return (
    <details style={{ flex: 1, minWidth: 0 }} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary className={styles.fieldHeading}>
        <span className={styles.fieldName}>
          <ShownText text={field} />
        </span>{' '}
        <span className="muted">{type.toLowerCase()}</span>
      </summary>
      {open && (
        <ul className={styles.valueList}>
          {withKeys(values, (v) => v.value).map(([v, valueKey]) => {
            const value =
              type === 'NUMBER' ? Number(v.value) : type === 'BOOLEAN' ? v.value === 'true' : v.value;
            return (
              <li key={valueKey} className="row" style={{ gap: 2, flexWrap: 'nowrap' }}>
                <button
                  type="button"
                  className={styles.valueButton}
                  aria-label={`Filter on ${field} = ${v.value}`}
                  onClick={() => onFilter(field, value)}
                >
                  <Icon name="funnel" size={11} />
                  <span className={styles.valueText}>
                    <ShownText text={v.value} />
                  </span>
                  {v.count !== undefined && <span className="muted">{v.count}</span>}
                </button>
                <button
                  type="button"
                  className="icon-button"
                  aria-label={`Exclude ${field} = ${v.value}`}
                  title="Every event but those with this value"
                  onClick={() => onFilter(field, value, true)}
                >
                  <Icon name="funnel-x" size={11} />
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </details>
  );
}
