import type { components } from '../../../api/schema.gen';
import { ShownText } from '../../../components/shown-text';
import { useDisplaySettings } from '../../../components/use-display-settings';
import { formatTimestamp } from '../../../lib/time';

type SignificantKeys = components['schemas']['SignificantKeys'];

const WORDS: Record<string, string> = {
  NEW: 'new among its ranked keys',
  UP: 'ranked higher',
  DOWN: 'ranked lower',
};

/** What the service's model says moved between its last two scans of the dataset. */
export function ModelChanges({ scan }: { scan: SignificantKeys }) {
  const display = useDisplaySettings();
  const moved = scan.keys.filter((k) => k.change !== 'SAME');
  const scanned = `Its scan of ${formatTimestamp(scan.scanned_at, display)}${
    scan.previous_scanned_at !== undefined
      ? ` against the one of ${formatTimestamp(scan.previous_scanned_at, display)}`
      : ''
  }`;
  if (!moved.length && !scan.removed_keys?.length) return <p className="muted">{scanned}: no key moved.</p>;
  return (
    <div className="stack">
      <p className="muted">{scanned}; the model scans every few hours, not over this window.</p>
      <ul className="plain-list stack" aria-label="Keys the model says moved">
        {moved.map((k) => (
          <li key={k.key}>
            <code>
              <ShownText text={k.key} />
            </code>{' '}
            {/* An unknown change reads as the service wrote it. */}
            <strong>{WORDS[k.change] ?? <ShownText text={k.change} />}</strong>
            {k.previous_rank !== undefined
              ? ` (rank ${k.rank}, was ${k.previous_rank})`
              : ` (rank ${k.rank})`}
            {k.reason ? (
              <>
                : <ShownText text={k.reason} />
              </>
            ) : null}
          </li>
        ))}
        {(scan.removed_keys ?? []).map((key) => (
          <li key={`removed:${key}`}>
            <code>
              <ShownText text={key} />
            </code>{' '}
            <strong>no longer ranked</strong>
          </li>
        ))}
      </ul>
    </div>
  );
}
