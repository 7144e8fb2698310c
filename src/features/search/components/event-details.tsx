import { useQuery } from '@tanstack/react-query';
import { datasetQueries } from '../../../api/datasets';
import { Link } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { CopyButton, copyText } from '../../../components/copy-button';
import { JsonTreeView } from '../../../components/json-tree-view';
import { filterKey, parseStructured, pathText } from '../../../lib/json-tree';
import { rawLineOf } from '../event-rows';
import type { SearchEvent } from '../model';
import styles from './search.module.css';
import { ShownText } from '../../../components/shown-text';
import { formatBytes } from '../../../lib/units';
import { exactText } from '../../../api/exact-json';
import { Icon } from '../../../components/icon';
import { ExplainButton } from '../../../components/assistant/explain-button';
import { levelOf } from '../levels';

type FieldValue = string | number | boolean;

type FieldProps = {
  onFilter: (key: string, value: FieldValue, exclude?: boolean) => void;
  columns: string[];
  onColumn: ((key: string) => void) | undefined;
};

/** A JSON message as its tree, each value with its filters and a copy button. */
function MessageTree({
  value: structured,
  onFilter,
  columns,
  onColumn,
}: FieldProps & { value: NonNullable<ReturnType<typeof parseStructured>> }) {
  return (
    <section aria-label="Message">
      <h3 className={styles.detailsHeading}>Message</h3>
      <JsonTreeView
        value={structured}
        label="Message"
        actions={(row, tabbable) => {
          const key = filterKey(row.path);
          const value = row.value;
          return (
            <span className="row" style={{ gap: 2, flexWrap: 'nowrap' }}>
              {key !== undefined && (
                <FieldActions
                  field={key}
                  value={value}
                  onFilter={onFilter}
                  columns={columns}
                  onColumn={onColumn}
                  tabbable={tabbable}
                />
              )}
              <button
                type="button"
                className="icon-button"
                tabIndex={tabbable ? 0 : -1}
                aria-label={`Copy the value of ${pathText(row.path)}`}
                title="Copy the value"
                onClick={() => void copyText(typeof value === 'string' ? value : JSON.stringify(value))}
              >
                <Icon name="copy" size={12} />
              </button>
            </span>
          );
        }}
      />
    </section>
  );
}

/** One event opened: its keys with a filter button each, its metadata, copy, context and a link to it. */
export function EventDetails({
  event,
  onFilter,
  linkSearch,
  columns,
  onColumn,
}: FieldProps & {
  event: SearchEvent;
  linkSearch: Record<string, unknown>;
}) {
  const meta = event.metadata ?? {};
  const sequence = exactText(meta.sequence);
  // The dataset by its name: the list is in the cache already (the page's dataset picker read it).
  const datasets = useQuery(datasetQueries.logs());
  const dataset = datasets.data?.logs?.find((l) => l.log_id === meta.service_id);
  const raw = rawLineOf(event);
  const level = levelOf(event, event.message_kvs, event.attributes);
  const loud = level === 'error' || level === 'warn' ? level : undefined;
  // A JSON message reads as its tree; its keys, flattened by the service, would only repeat it.
  const structured = useMemo(() => parseStructured(raw), [raw]);
  const sections: [string, Record<string, unknown>][] = [
    ['Message keys', (event.message_kvs ?? {}) as Record<string, unknown>],
    ['Attributes', (event.attributes ?? {}) as Record<string, unknown>],
  ];
  if (structured) sections.shift();
  return (
    <div className={styles.details}>
      <div className="row">
        <CopyButton value={raw} label="Copy the raw event" />
        {meta.service_id && meta.timestamp !== undefined && sequence !== undefined && (
          <Link
            to="/search/context"
            search={{ from: meta.service_id, timestamp: meta.timestamp, sequence }}
            className="button"
          >
            Show context
          </Link>
        )}
        <Link to="/search" search={linkSearch} className="button">
          Link to this event
        </Link>
      </div>
      {meta.service_id && meta.timestamp !== undefined && sequence !== undefined && loud && (
        <ExplainButton event={{ logId: meta.service_id, timestamp: meta.timestamp, sequence, level: loud }} />
      )}
      <section aria-label="Raw line">
        <h3 className={styles.detailsHeading}>Raw line</h3>
        <CappedLine text={raw} />
      </section>
      {structured && (
        <MessageTree value={structured} onFilter={onFilter} columns={columns} onColumn={onColumn} />
      )}
      {sections.map(([heading, fields]) => (
        <section key={heading} aria-label={heading}>
          <h3 className={styles.detailsHeading}>{heading}</h3>
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
                    <FieldActions
                      field={key}
                      value={value}
                      onFilter={onFilter}
                      columns={columns}
                      onColumn={onColumn}
                    />
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
            <ShownText text={`${dataset.collection}/${dataset.dataset}`} />
          </strong>
        ) : (
          <code>{meta.service_id}</code>
        )}{' '}
        · sequence <code>{sequence}</code> · {event['@time']}
      </p>
    </div>
  );
}

/** Filter on a field's value, exclude it, or show the field as a column; nothing for a value that is not text, a number or a boolean. */
function FieldActions({
  field,
  value,
  onFilter,
  columns,
  onColumn,
  tabbable = true,
}: {
  field: string;
  value: unknown;
  onFilter: (key: string, value: FieldValue, exclude?: boolean) => void;
  columns: string[];
  onColumn: ((key: string) => void) | undefined;
  /** False in a tree row that does not have the focus: its buttons are reached through the row. */
  tabbable?: boolean;
}) {
  if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') return null;
  const tabIndex = tabbable ? undefined : -1;
  return (
    <span className="row" style={{ gap: 2, flexWrap: 'nowrap' }}>
      <button
        type="button"
        className="icon-button"
        tabIndex={tabIndex}
        aria-label={`Filter on ${field} = ${String(value)}`}
        title="Only events with this value"
        onClick={() => onFilter(field, value)}
      >
        <Icon name="funnel" size={12} />
      </button>
      <button
        type="button"
        className="icon-button"
        tabIndex={tabIndex}
        aria-label={`Exclude ${field} = ${String(value)}`}
        title="Every event but those with this value"
        onClick={() => onFilter(field, value, true)}
      >
        <Icon name="funnel-x" size={12} />
      </button>
      {onColumn && (
        <button
          type="button"
          className="icon-button"
          tabIndex={tabIndex}
          aria-pressed={columns.includes(field)}
          aria-label={`Show ${field} as a column`}
          title={columns.includes(field) ? 'Shown as a column: press to remove it' : 'Show as a column'}
          onClick={() => onColumn(field)}
        >
          <Icon name="columns-3" size={12} />
        </button>
      )}
    </span>
  );
}

/** Lines past this are shown to it until asked for whole; copying copies the whole line. */
export const SHOWN_LINE = 12 * 1024;

/** The raw line, capped for display: a 1 MB line would take the page with it. */
function CappedLine({ text }: { text: string }) {
  const [whole, setWhole] = useState(false);
  const capped = !whole && text.length > SHOWN_LINE;
  return (
    <>
      <pre className={styles.rawLine} tabIndex={0}>
        <ShownText text={capped ? `${text.slice(0, SHOWN_LINE)}…` : text} />
      </pre>
      {capped && (
        <p className="row">
          <span className="muted">
            The first {(SHOWN_LINE / 1024).toLocaleString('en')} KB of {formatBytes(text.length)}.
          </span>
          <button type="button" className="button" onClick={() => setWhole(true)}>
            Show the whole line
          </button>
        </p>
      )}
    </>
  );
}
