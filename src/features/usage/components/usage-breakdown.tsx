import { Link } from '@tanstack/react-router';
import { DataTable } from '../../../components/data-table';
import { ErrorPanel } from '../../../components/error-panel';
import { Loading } from '../../../components/loading';
import { withKeys } from '../../../lib/keys';
import { formatBytes, formatChange, formatPercent } from '../../../lib/units';
import type { UsageRow } from '../model';
import type { UsageUrl } from './usage-page';
import { ShownText } from '../../../components/shown-text';

/** Usage by dataset or by person: each row's use, share, the timeframe before, and a link to its own chart. */
export function Breakdown({
  heading,
  rows,
  total,
  error,
  pending,
  selected,
  showCount,
  drill,
}: {
  heading: string;
  rows: UsageRow[];
  total: number;
  error: unknown;
  pending: boolean;
  selected: string | undefined;
  showCount?: boolean;
  drill: (key: string) => UsageUrl;
}) {
  const id = `usage-${heading.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <section aria-labelledby={id} className="stack">
      <h2 id={id}>{heading}</h2>
      {error ? <ErrorPanel error={error} action={`load usage ${heading.toLowerCase()}`} /> : null}
      {pending ? (
        <Loading what={`usage ${heading.toLowerCase()}`} />
      ) : rows.length === 0 ? (
        <p className="muted">Nothing used in this timeframe.</p>
      ) : (
        <DataTable caption={heading}>
          <thead>
            <tr>
              <th scope="col">{showCount ? 'Who' : 'Dataset'}</th>
              {showCount && <th scope="col">Searches</th>}
              <th scope="col">Used</th>
              <th scope="col">Share</th>
              <th scope="col">Previous timeframe</th>
              <th scope="col">Change</th>
            </tr>
          </thead>
          <tbody>
            {withKeys(rows, (row) => row.key).map(([row, key]) => (
              <tr key={key} aria-current={row.key === selected ? 'true' : undefined}>
                <th scope="row">
                  <Link to="/usage" search={drill(row.key)}>
                    <ShownText text={row.name} />
                  </Link>
                </th>
                {showCount && <td>{row.count ?? 0}</td>}
                <td>{formatBytes(row.value)}</td>
                <td>{total > 0 ? formatPercent(row.value / total) : '—'}</td>
                <td>{formatBytes(row.before)}</td>
                <td>{formatChange(row.value, row.before)}</td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
    </section>
  );
}
