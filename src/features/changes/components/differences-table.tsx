import { DataTable } from '../../../components/data-table';
import { RowMenu } from '../../../components/row-menu';
import { ShownText } from '../../../components/shown-text';
import { formatPercent } from '../../../lib/units';
import { shownValue } from '../model';
import type { RankedValue } from '../scoring';
import type { useRowActions } from './use-row-actions';

/** Rows shown at most: the ranking's head is where causes are. */
const SHOWN = 40;

const signed = (n: number) =>
  `${n > 0 ? '+' : n < 0 ? '−' : ''}${Math.abs(Math.round(n)).toLocaleString('en')}`;

/**
 * The ranked values: counts and shares on both sides, the events beyond the baseline share (what the
 * rows are ranked by, the column says so), the part of the field's change, and its actions.
 */
export function DifferencesTable({
  rows,
  drops,
  actions,
}: {
  rows: RankedValue[];
  /** The change is a drop (`dropsFirst`): the largest drops come first. */
  drops: boolean;
  actions: ReturnType<typeof useRowActions>;
}) {
  return (
    <DataTable
      caption={`Values ranked by their events beyond their baseline share, ${drops ? 'largest drop' : 'largest rise'} first (changes that could be chance last)`}
    >
      <thead>
        <tr>
          <th scope="col">#</th>
          <th scope="col">Field</th>
          <th scope="col">Value</th>
          <th scope="col">Window</th>
          <th scope="col">Baseline</th>
          <th scope="col" aria-sort={drops ? 'ascending' : 'descending'}>
            Beyond its share {drops ? '↑' : '↓'}
          </th>
          <th scope="col">Share of the field&apos;s change</th>
          <th scope="col">
            <span className="visually-hidden">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.slice(0, SHOWN).map((row, i) => (
          <tr key={`${row.field}\n${row.value}`} data-significant={row.significant || undefined}>
            <td>{i + 1}</td>
            <td>
              <code>
                <ShownText text={row.field} />
              </code>
            </td>
            <td>
              <ShownText text={shownValue(row.value)} />
              {row.only === 'window' && <span className="muted"> (new)</span>}
              {row.only === 'baseline' && <span className="muted"> (gone)</span>}
              {!row.significant && <span className="muted"> (could be chance)</span>}
            </td>
            <td>
              {row.window.toLocaleString('en')}{' '}
              <span className="muted">({formatPercent(row.windowShare)})</span>
            </td>
            <td>
              {row.baseline.toLocaleString('en')}{' '}
              <span className="muted">({formatPercent(row.baselineShare)})</span>
            </td>
            <td>{signed(row.excess)}</td>
            <td>{row.shareOfChange !== undefined ? formatPercent(row.shareOfChange) : '—'}</td>
            <td>
              <RowMenu
                label={`Actions for ${row.field} = ${shownValue(row.value)}`}
                actions={actions.value(row.field, row.value, row.baseline)}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
