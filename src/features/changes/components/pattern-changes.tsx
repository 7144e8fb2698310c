import { Badge } from '../../../components/badge';
import { DataTable } from '../../../components/data-table';
import { RowMenu } from '../../../components/row-menu';
import { ShownText } from '../../../components/shown-text';
import type { ComparedPattern, PatternChange } from '../patterns';
import type { useRowActions } from './use-row-actions';

const TONE: Record<PatternChange, 'danger' | 'warning' | 'ok' | 'info' | 'neutral'> = {
  new: 'danger',
  grown: 'warning',
  gone: 'info',
  shrunk: 'ok',
  steady: 'neutral',
};
const SHOWN = 30;

/** The patterns that are new, gone, grown or shrunk (steady ones last), with their counts on both sides. */
export function PatternChanges({
  rows,
  actions,
}: {
  rows: ComparedPattern[];
  actions: ReturnType<typeof useRowActions>;
}) {
  return (
    <DataTable caption="Patterns: changes beyond chance first, new and grown before gone and shrunk">
      <thead>
        <tr>
          <th scope="col">Change</th>
          <th scope="col">Pattern</th>
          <th scope="col">Window</th>
          <th scope="col">Baseline</th>
          <th scope="col">
            <span className="visually-hidden">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.slice(0, SHOWN).map((row) => (
          <tr key={row.id}>
            <td>
              <Badge tone={TONE[row.change]}>{row.change}</Badge>
            </td>
            <td>
              <code>
                <ShownText text={row.template} />
              </code>
              {row.unlisted && <span className="muted"> (not yet among the service&apos;s patterns)</span>}
              {!row.significant && row.change !== 'steady' && (
                <span className="muted"> (could be chance)</span>
              )}
            </td>
            <td>
              {row.atMost === 'window' ? '≤ ' : ''}
              {row.window.toLocaleString('en')}
            </td>
            <td>
              {row.atMost === 'baseline' ? '≤ ' : ''}
              {row.baseline.toLocaleString('en')}
            </td>
            <td>
              <RowMenu
                label={`Actions for the pattern ${row.template}`}
                actions={actions.pattern(row.template, row.baseline)}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
