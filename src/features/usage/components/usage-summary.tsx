import { formatBytes, formatChange, formatPercent } from '../../../lib/units';
import { previousInWords } from '../model';

/** A value used over the timeframe, its change against the one before, and its share of the whole. */
export function Summary({
  value,
  before,
  range,
  of,
}: {
  value: number;
  before: number;
  range: string;
  of?: number;
}) {
  return (
    <p className="row" style={{ gap: 'var(--space-4)' }}>
      <strong style={{ fontSize: '1.4em' }}>{formatBytes(value)}</strong>
      <span>
        {formatChange(value, before)} against {previousInWords(range)} ({formatBytes(before)})
      </span>
      {of !== undefined && of > 0 && (
        <span className="muted">{formatPercent(value / of)} of the organisation</span>
      )}
    </p>
  );
}
