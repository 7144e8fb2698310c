import { useQuery } from '@tanstack/react-query';
import { datasetQueries } from '../../../api/datasets';
import { Link } from '@tanstack/react-router';
import { Columns3, Filter, FilterX } from 'lucide-react';
import { CopyButton } from '../../../components/copy-button';
import { rawLineOf, type SearchEvent } from '../model';
import styles from './search.module.css';
import { ShownText } from '../../../components/shown-text';

type FieldValue = string | number | boolean;

/** One event opened: its keys with a filter button each, its metadata, copy, context and a link to it. */
export function EventDetails({
  event,
  onFilter,
  linkSearch,
  columns,
  onColumn,
}: {
  event: SearchEvent;
  onFilter: (key: string, value: FieldValue, exclude?: boolean) => void;
  linkSearch: Record<string, unknown>;
  columns: string[];
  onColumn: ((key: string) => void) | undefined;
}) {
  const meta = event.metadata ?? {};
  // The dataset by its name: the list is in the cache already (the page's dataset picker read it).
  const datasets = useQuery(datasetQueries.logs());
  const dataset = datasets.data?.logs?.find((l) => l.log_id === meta.service_id);
  const raw = rawLineOf(event);
  const sections: [string, Record<string, unknown>][] = [
    ['Message keys', (event.message_kvs ?? {}) as Record<string, unknown>],
    ['Attributes', (event.attributes ?? {}) as Record<string, unknown>],
  ];
  return (
    <div className={styles.details}>
      <div className="row">
        <CopyButton value={raw} label="Copy the raw event" />
        {meta.service_id && meta.timestamp !== undefined && meta.sequence !== undefined && (
          <Link
            to="/search/context"
            search={{ from: meta.service_id, timestamp: meta.timestamp, sequence: meta.sequence }}
            className="button"
          >
            Show context
          </Link>
        )}
        <Link to="/search" search={linkSearch} className="button">
          Link to this event
        </Link>
      </div>
      <section aria-label="Raw line">
        <h3 className={styles.detailsHeading}>Raw line</h3>
        <pre className={styles.rawLine} tabIndex={0}>
          {raw}
        </pre>
      </section>
      {sections.map(([title, fields]) => (
        <section key={title} aria-label={title}>
          <h3 className={styles.detailsHeading}>{title}</h3>
          <table className={styles.fields}>
            <tbody>
              {Object.entries(fields).map(([key, value]) => (
                <tr key={key}>
                  <th scope="row">
                    <ShownText text={key} />
                  </th>
                  <td>
                    <ShownText text={typeof value === 'object' ? JSON.stringify(value) : String(value)} />
                  </td>
                  <td>
                    {(typeof value === 'string' ||
                      typeof value === 'number' ||
                      typeof value === 'boolean') && (
                      <span className="row" style={{ gap: 2, flexWrap: 'nowrap' }}>
                        <button
                          type="button"
                          className={styles.iconButton}
                          aria-label={`Filter on ${key} = ${String(value)}`}
                          title="Only events with this value"
                          onClick={() => onFilter(key, value)}
                        >
                          <Filter size={12} aria-hidden="true" />
                        </button>
                        <button
                          type="button"
                          className={styles.iconButton}
                          aria-label={`Exclude ${key} = ${String(value)}`}
                          title="Every event but those with this value"
                          onClick={() => onFilter(key, value, true)}
                        >
                          <FilterX size={12} aria-hidden="true" />
                        </button>
                        {onColumn && (
                          <button
                            type="button"
                            className={styles.iconButton}
                            aria-pressed={columns.includes(key)}
                            aria-label={`Show ${key} as a column`}
                            title={
                              columns.includes(key)
                                ? 'Shown as a column: press to remove it'
                                : 'Show as a column'
                            }
                            onClick={() => onColumn(key)}
                          >
                            <Columns3 size={12} aria-hidden="true" />
                          </button>
                        )}
                      </span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
      <p className="muted">
        Dataset{' '}
        {dataset ? (
          <strong title={meta.service_id}>
            {dataset.collection}/{dataset.dataset}
          </strong>
        ) : (
          <code>{meta.service_id}</code>
        )}{' '}
        · sequence <code>{meta.sequence}</code> · {event['@time']}
      </p>
    </div>
  );
}
