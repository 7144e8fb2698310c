import { withKeys } from '../../../lib/keys';
import { datasetQueries } from '../../../api/datasets';
import { useQuery } from '@tanstack/react-query';
import { BarChart3, Columns3, Filter, FilterX } from 'lucide-react';
import styles from './search.module.css';
import { topValuesOf } from '../../../api/tolerant';
import { ShownText } from '../../../components/shown-text';

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
            <details style={{ flex: 1, minWidth: 0 }}>
              <summary className={styles.fieldHeading}>
                <span className={styles.fieldName}>
                  <ShownText text={key} />
                </span>{' '}
                <span className="muted">{info.type.toLowerCase()}</span>
              </summary>
              <ul className={styles.valueList}>
                {withKeys(topValuesOf(info), (v) => v.value).map(([v, valueKey]) => {
                  const value =
                    info.type === 'NUMBER'
                      ? Number(v.value)
                      : info.type === 'BOOLEAN'
                        ? v.value === 'true'
                        : v.value;
                  return (
                    <li key={valueKey} className="row" style={{ gap: 2, flexWrap: 'nowrap' }}>
                      <button
                        type="button"
                        className={styles.valueButton}
                        aria-label={`Filter on ${key} = ${v.value}`}
                        onClick={() => onFilter(key, value)}
                      >
                        <Filter size={11} aria-hidden="true" />
                        <span className={styles.valueText}>
                          <ShownText text={v.value} />
                        </span>
                        {v.count !== undefined && <span className="muted">{v.count}</span>}
                      </button>
                      <button
                        type="button"
                        className="icon-button"
                        aria-label={`Exclude ${key} = ${v.value}`}
                        title="Every event but those with this value"
                        onClick={() => onFilter(key, value, true)}
                      >
                        <FilterX size={11} aria-hidden="true" />
                      </button>
                    </li>
                  );
                })}
              </ul>
            </details>
            <button
              type="button"
              className="icon-button"
              aria-pressed={columns.includes(key)}
              aria-label={`Show ${key} as a column`}
              title={columns.includes(key) ? 'Shown as a column: press to remove it' : 'Show as a column'}
              onClick={() => onColumn(key)}
            >
              <Columns3 size={12} aria-hidden="true" />
            </button>
            <button
              type="button"
              className="icon-button"
              aria-label={`Group by ${key}`}
              onClick={() => onGroupBy(key)}
            >
              <BarChart3 size={12} aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
    </aside>
  );
}
