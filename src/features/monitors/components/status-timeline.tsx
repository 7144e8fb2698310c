import { Link } from '@tanstack/react-router';
import { Fragment, type CSSProperties } from 'react';
import { useDisplaySettings } from '../../../components/use-display-settings';
import type { LogsSearch } from '../../../monitor-rules/logs-search';
import { formatClock, formatDayClock } from '../../../lib/clock';
import { DAY, formatTimestamp, type DisplaySettings } from '../../../lib/time';
import { STATUS_LABELS, statusLabel, type MonitorStatus } from '../model';
import { withKeys } from '../../../lib/keys';
import styles from './monitors.module.css';
import { laneColumns, timeTicks } from './time-axis';
import { useElementSize } from '../../../components/use-element-size';
import { ShownText } from '../../../components/shown-text';
import { namedText } from '../../../lib/visible-text';

export interface Lane {
  id: string;
  /** What the lane is called, when not its id ("All data" for '*'). */
  label?: string;
  history: { time: number; status: MonitorStatus }[];
  /** Backtest: when a notification would have gone out. */
  markers?: number[];
  /** A downtime's replay: each alert with what the downtime makes of it, in words. */
  marks?: { time: number; fate: 'sent' | 'dropped' | 'delayed' | 'unknown'; words: string }[];
}

/** A downtime drawn on the timeline: a lane of its own, a hatched band where it applies. */
export interface DowntimeLane {
  name: string;
  spans: { from: number; to: number }[];
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

/** The least width of a link's target, as WCAG 2.2 asks (2.5.8): each link is at least this wide. */
const TARGET = 24;

/** Which spells keep their link when targets crowd each other: an alert before a warning, then the rest. */
const SEVERITY: Record<string, number> = { ALERT: 0, WARN: 1 };
const severityOf = (band: Band) => SEVERITY[band.status] ?? 2;

/**
 * The spells that open their logs from the timeline, each target at least 24 px, centred on its spell
 * and kept inside the track (as `targetOver` places it), no two overlapping: the most severe first (an
 * alert is never crowded out by the warning before it), and among equals from the left. A spell
 * crowded out (a flapping monitor's) stays drawn, is said in words with the lane, and opens its logs
 * from the list of status changes under the timeline. Before the track is measured, none is crowded.
 */
export function linkable(spells: Band[], from: number, span: number, width: number | undefined): Set<Band> {
  if (width === undefined) return new Set(spells);
  const x = (t: number) => ((t - from) / span) * width;
  const placed: { left: number; right: number }[] = [];
  const linked = new Set<Band>();
  const bySeverity = [...spells].sort((a, b) => severityOf(a) - severityOf(b) || a.from - b.from);
  for (const band of bySeverity) {
    const size = Math.max(TARGET, x(band.to) - x(band.from));
    const left = Math.min(Math.max(0, (x(band.from) + x(band.to)) / 2 - size / 2), width - size);
    if (placed.some((p) => left < p.right && p.left < left + size)) continue;
    placed.push({ left, right: left + size });
    linked.add(band);
  }
  return linked;
}

/**
 * Where a band's link goes: over the band, at least a target wide, centred on it and clamped inside
 * the track (`left` and `width` are the band's, as percentages of the track).
 */
function targetOver(left: string, width: string): CSSProperties {
  const size = `max(${TARGET}px, ${width})`;
  return {
    width: size,
    left: `clamp(0px, calc(${left} + ${width} / 2 - ${size} / 2), calc(100% - ${size}))`,
  };
}

/** A lane's spells that were not OK, in words ('' when there were none), for screen readers and titles. */
export function spellsInWords(bands: Band[], display: DisplaySettings): string {
  return bands
    .filter((b) => b.status !== 'OK')
    .map(
      (b) =>
        `${statusLabel(b.status)} from ${formatTimestamp(b.from, display)} to ${formatTimestamp(b.to, display)}`,
    )
    .join('; ');
}

const clock = (t: number, span: number, display: DisplaySettings) =>
  span > 2 * DAY ? formatDayClock(t, display) : formatClock(t, display);

/** A time's place along the track, as a CSS percentage. */
const percentOf = (from: number, to: number) => (t: number) =>
  `${(((t - from) / (to - from)) * 100).toFixed(3)}%`;

/** One group's lane: its bands, notification markers, and its spells in words for screen readers. */
function TimelineLane({
  lane,
  bands,
  from,
  to,
  width,
  logsFor,
}: {
  lane: Lane;
  bands: Band[];
  from: number;
  to: number;
  /** The track's width in pixels, once measured: a spell too short to hit is not a link. */
  width: number | undefined;
  logsFor?: ((span: { from: number; to: number; groupId: string }) => LogsSearch) | undefined;
}) {
  const display = useDisplaySettings();
  const span = to - from;
  const pct = percentOf(from, to);
  const spells = bands.filter((b) => b.status !== 'OK');
  const linked = logsFor ? linkable(spells, from, span, width) : new Set<Band>();
  return (
    <div className={styles.lane} data-lane={lane.id}>
      <span className={styles.laneLabel} title={namedText(lane.label ?? lane.id)}>
        <ShownText text={lane.label ?? (lane.id === '*' ? 'All data' : lane.id)} />
      </span>
      <div className={styles.track}>
        {withKeys(bands, (b) => b.from).map(([b, bandKey]) => {
          const words = `${statusLabel(b.status)} ${formatTimestamp(b.from, display)} – ${formatTimestamp(b.to, display)}`;
          const band = (
            <span
              className={styles.band}
              data-status={b.status}
              style={{ left: pct(b.from), width: pct(from + (b.to - b.from)) }}
              title={words}
              aria-hidden
            />
          );
          if (!logsFor || !linked.has(b)) return <Fragment key={bandKey}>{band}</Fragment>;
          // The band as drawn, and over it a target a finger can hit: at least 24 px wide, centred
          // on the band, kept inside the track (WCAG 2.2's target size, however short the spell).
          return (
            <Fragment key={bandKey}>
              {band}
              <Link
                to="/search"
                search={logsFor({ from: b.from, to: b.to, groupId: lane.id })}
                className={styles.bandLink}
                style={targetOver(pct(b.from), pct(from + (b.to - b.from)))}
                title={`${words}: open its logs`}
                aria-label={`${lane.id === '*' ? '' : `${lane.id}: `}${words}: open its logs`}
              />
            </Fragment>
          );
        })}
        {lane.marks?.map((m, i) => (
          <span
            key={`mark-${i}`}
            aria-hidden
            className={styles.mark}
            data-fate={m.fate}
            style={{ left: pct(m.time) }}
            title={m.words}
          />
        ))}
        {lane.markers?.map((t, i) => (
          <span
            key={i}
            aria-hidden
            className={styles.marker}
            style={{ left: pct(t) }}
            title={`Notifies at ${formatTimestamp(t, display)}`}
          />
        ))}
      </div>
      {lane.marks?.length ? (
        <span className="visually-hidden">{lane.marks.map((m) => m.words).join('; ')}</span>
      ) : null}
      <span className="visually-hidden">
        {spells.length
          ? spellsInWords(
              bands.filter((b) => !linked.has(b)),
              display,
            )
          : 'OK throughout'}
      </span>
    </div>
  );
}

/**
 * The state timeline: one lane per group, coloured bands over time with the status written in each
 * band's title and, for screen readers, every non-OK spell listed in words. With `logsFor`, every
 * spell that was not OK is a link to its events in Logs.
 */
export function StatusTimeline({
  lanes,
  from,
  to,
  label,
  logsFor,
  downtimes = [],
}: {
  lanes: Lane[];
  from: number;
  to: number;
  label: string;
  logsFor?: ((span: { from: number; to: number; groupId: string }) => LogsSearch) | undefined;
  /** Downtimes over the range, each a lane above the groups'. */
  downtimes?: DowntimeLane[];
}) {
  const display = useDisplaySettings();
  const [axis, axisSize] = useElementSize<HTMLDivElement>();
  const span = to - from;
  const pct = percentOf(from, to);
  if (!lanes.length) return <p className="muted">No groups reported data in this range.</p>;
  const laneOf = (lane: Lane, bands: Band[], key: string) => (
    <TimelineLane
      key={key}
      lane={lane}
      bands={bands}
      from={from}
      to={to}
      width={axisSize?.width}
      logsFor={logsFor}
    />
  );
  const withBands = withKeys(lanes, (lane) => lane.id).map(([lane, key]) => ({
    lane,
    key,
    bands: bandsOf(lane.history, from, to),
  }));
  const troubled = withBands.filter(({ bands }) => bands.some((b) => b.status !== 'OK'));
  // Groups that stayed OK the whole range fold into one line: during an incident, the others matter.
  const calm = withBands.filter(({ bands }) => bands.length > 0 && bands.every((b) => b.status === 'OK'));
  const fold = calm.length >= 2;
  const shown = fold ? withBands.filter((l) => !calm.includes(l)) : withBands;

  return (
    <figure className={styles.timeline} aria-label={label} style={laneColumns}>
      {withKeys(downtimes, (d) => d.name).map(([d, key]) => (
        <DowntimeRow key={key} downtime={d} from={from} to={to} />
      ))}
      {shown.map(({ lane, bands, key }) => laneOf(lane, bands, key))}
      {fold && (
        <details className={styles.fold}>
          <summary>
            {troubled.length ? '' : 'All '}
            {calm.length} groups OK throughout
          </summary>
          {calm.map(({ lane, bands, key }) => laneOf(lane, bands, key))}
        </details>
      )}
      <div className={styles.lane} aria-hidden>
        <span className={styles.laneLabel} />
        <div className={styles.axis} ref={axis}>
          {timeTicks(from, to).map((t) => (
            <span key={t} className={styles.tick} style={{ left: pct(t) }} data-tick={t} />
          ))}
          {timeTicks(from, to).map((t, i, all) => (
            <span
              key={t}
              className={styles.tickLabel}
              style={{ left: pct(t) }}
              data-edge={i === 0 ? 'start' : i === all.length - 1 ? 'end' : undefined}
            >
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
        {downtimes.length > 0 && (
          <span className="row" style={{ gap: 4 }}>
            <span className={styles.swatch} data-status="DOWNTIME" aria-hidden />
            Downtime
          </span>
        )}
        {lanes.some((l) => l.marks?.length) && <MarkLegend />}
        <span className="muted">
          Times in {display.timeZone === 'UTC' ? 'UTC' : 'your time zone'}
          {logsFor ? '; a band that was not OK opens its logs' : ''}
        </span>
      </figcaption>
    </figure>
  );
}

/** A downtime's lane: where it applies, hatched, and the same in words. */
function DowntimeRow({ downtime, from, to }: { downtime: DowntimeLane; from: number; to: number }) {
  const display = useDisplaySettings();
  const pct = percentOf(from, to);
  const spans = downtime.spans.filter((s) => s.to > from && s.from < to);
  const words = spans
    .map(
      (s) =>
        `${formatTimestamp(Math.max(s.from, from), display)} to ${formatTimestamp(Math.min(s.to, to), display)}`,
    )
    .join('; ');
  return (
    <div className={styles.lane} data-downtime={downtime.name}>
      <span className={styles.laneLabel} title={namedText(downtime.name)}>
        <ShownText text={downtime.name} />
      </span>
      <div className={styles.track}>
        {spans.map((s) => (
          <span
            key={s.from}
            aria-hidden
            className={styles.band}
            data-status="DOWNTIME"
            style={{
              left: pct(Math.max(s.from, from)),
              width: pct(from + (Math.min(s.to, to) - Math.max(s.from, from))),
            }}
            title={`Downtime ${formatTimestamp(s.from, display)} – ${formatTimestamp(s.to, display)}`}
          />
        ))}
      </div>
      <span className="visually-hidden">
        {spans.length ? `Downtime: ${words}` : 'No downtime in this range'}
      </span>
    </div>
  );
}

const MARKS = [
  ['sent', 'Alert sent'],
  ['delayed', 'Held until the downtime ends'],
  ['dropped', 'Dropped'],
] as const;

function MarkLegend() {
  return (
    <>
      {MARKS.map(([fate, words]) => (
        <span key={fate} className="row" style={{ gap: 4 }}>
          <span className={styles.mark} data-fate={fate} data-legend aria-hidden />
          {words}
        </span>
      ))}
    </>
  );
}
