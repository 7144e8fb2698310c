import { withKeys } from '../../../lib/keys';
import { useDisplaySettings } from '../../../components/use-display-settings';
import { useQuery } from '@tanstack/react-query';
import { Badge } from '../../../components/badge';
import { formatTimestamp } from '../../../lib/time';
import { searchQueries } from '../api';
import styles from './search.module.css';
import { toApiError } from '../../../api/errors';
import { ShownText } from '../../../components/shown-text';
import { Icon } from '../../../components/icon';

const CHANGE: Record<
  string,
  { tone: 'info' | 'ok' | 'warning' | 'neutral'; icon: React.ReactNode; text: string }
> = {
  NEW: { tone: 'info', icon: <Icon name="sparkles" size={11} />, text: 'new' },
  UP: { tone: 'ok', icon: <Icon name="arrow-up" size={11} />, text: 'up' },
  DOWN: { tone: 'warning', icon: <Icon name="arrow-down" size={11} />, text: 'down' },
  SAME: { tone: 'neutral', icon: <Icon name="minus" size={11} />, text: 'same' },
};

/** The keys worth charting, as the service's model ranks them, with one click to chart each. */
export function SignificantKeys({
  logId,
  onChart,
}: {
  logId: string | undefined;
  onChart: (select: string[], groups: string[]) => void;
}) {
  const display = useDisplaySettings();
  const { data, error } = useQuery({ ...searchQueries.significantKeys(logId ?? ''), enabled: !!logId });
  if (logId && error && toApiError(error).status === 404)
    return (
      <p className="muted" role="note">
        This service does not rank keys worth charting; every field is in the list below.
      </p>
    );
  if (!logId || !data) return null;
  return (
    <section aria-labelledby="significant-heading" className={styles.significant}>
      <h2 id="significant-heading" className={styles.sidebarHeading}>
        Worth charting
      </h2>
      <p className="muted" style={{ margin: 0, fontSize: '0.85em' }}>
        Scan of {formatTimestamp(data.scanned_at, display)}, against the one before.
      </p>
      <ol className={styles.fieldList}>
        {withKeys(data.keys.slice(0, 8), (k) => k.key).map(([k, key]) => {
          // A change the console does not know, as the service wrote it.
          const change = CHANGE[k.change] ?? {
            tone: 'neutral' as const,
            icon: null,
            text: k.change.toLowerCase(),
          };
          return (
            <li key={key} className="row" style={{ flexWrap: 'nowrap' }}>
              <button
                type="button"
                className={styles.valueButton}
                onClick={() => onChart(k.suggested_select ?? ['count(*)'], k.suggested_groups ?? [])}
                aria-label={`Chart ${k.key} as a ${k.suggested_chart}: ${k.reason ?? ''}`}
                title={k.reason}
              >
                <span className={styles.keyText}>
                  {k.rank}. <ShownText text={k.key} />
                </span>
                <span className="muted">{k.suggested_chart}</span>
              </button>
              <Badge
                tone={change.tone}
                icon={change.icon}
                title={k.previous_rank ? `was ${k.previous_rank}` : 'not ranked before'}
              >
                {change.text}
              </Badge>
            </li>
          );
        })}
      </ol>
      {data.removed_keys?.length ? (
        <p className="muted">Dropped since the previous scan: {data.removed_keys.join(', ')}</p>
      ) : null}
    </section>
  );
}
