import { useDisplaySettings } from '../../../components/use-display-settings';
import { DAY, formatClock, formatDayClock, formatTimestamp, type DisplaySettings } from '../../../lib/time';
import { STATUS_LABELS, type MonitorStatus } from '../model';
import styles from './monitors.module.css';

export interface Lane {
  id: string;
  history: { time: number; status: MonitorStatus }[];
  /** Backtest: when a notification would have gone out. */
  markers?: number[];
}

interface Band {
  from: number;
  to: number;
  status: MonitorStatus;
}

/** A lane's history as bands over [from, to): each status lasts until the next change. */
export function bandsOf(history: Lane['history'], from: number, to: number): Band[] {
  const sorted = [...history].sort((a, b) => a.time - b.time);
  return sorted
    .map((h, i) => ({
      from: Math.max(from, h.time),
      to: Math.min(to, sorted[i + 1]?.time ?? to),
      status: h.status,
    }))
    .filter((b) => b.to > b.from);
}

const TICKS = 4;
const clock = (t: number, span: number, display: DisplaySettings) =>
  span > 2 * DAY ? formatDayClock(t, display) : formatClock(t, display);

/**
 * The state timeline: one lane per group, coloured bands over time with the status written in each
 * band's title and, for screen readers, every non-OK spell listed in words.
 */
export function StatusTimeline({
  lanes,
  from,
  to,
  label,
}: {
  lanes: Lane[];
  from: number;
  to: number;
  label: string;
}) {
  const display = useDisplaySettings();
  const span = to - from;
  const pct = (t: number) => `${(((t - from) / span) * 100).toFixed(3)}%`;
  if (!lanes.length) return <p className="muted">No groups reported data in this range.</p>;
  return (
    <figure className={styles.timeline} aria-label={label}>
      {lanes.map((lane) => {
        const bands = bandsOf(lane.history, from, to);
        const spells = bands.filter((b) => b.status !== 'OK');
        return (
          <div key={lane.id} className={styles.lane} data-lane={lane.id}>
            <span className={styles.laneLabel} title={lane.id}>
              {lane.id === '*' ? 'All data' : lane.id}
            </span>
            <div className={styles.track} aria-hidden>
              {bands.map((b) => (
                <span
                  key={b.from}
                  className={styles.band}
                  data-status={b.status}
                  style={{ left: pct(b.from), width: pct(from + (b.to - b.from)) }}
                  title={`${STATUS_LABELS[b.status]} ${formatTimestamp(b.from, display)} – ${formatTimestamp(b.to, display)}`}
                />
              ))}
              {lane.markers?.map((t) => (
                <span
                  key={t}
                  className={styles.marker}
                  style={{ left: pct(t) }}
                  title={`Notifies at ${formatTimestamp(t, display)}`}
                />
              ))}
            </div>
            <span className="visually-hidden">
              {spells.length
                ? spells
                    .map(
                      (b) =>
                        `${STATUS_LABELS[b.status]} from ${formatTimestamp(b.from, display)} to ${formatTimestamp(b.to, display)}`,
                    )
                    .join('; ')
                : 'OK throughout'}
            </span>
          </div>
        );
      })}
      <div className={styles.lane} aria-hidden>
        <span className={styles.laneLabel} />
        <div className={styles.axis}>
          {Array.from({ length: TICKS + 1 }, (_, i) => from + (span * i) / TICKS).map((t) => (
            <span key={t} style={{ left: pct(t) }}>
              {clock(t, span, display)}
            </span>
          ))}
        </div>
      </div>
      <figcaption className={styles.legend}>
        {(['ALERT', 'WARN', 'NO_DATA', 'OK'] as const).map((s) => (
          <span key={s} className="row" style={{ gap: 4 }}>
            <span className={styles.swatch} data-status={s} aria-hidden />
            {STATUS_LABELS[s]}
          </span>
        ))}
        <span className="muted">Times in UTC</span>
      </figcaption>
    </figure>
  );
}
