import type { components } from '../../src/api/schema.gen';
import { PARSERS, type DatasetSpec } from './catalogue';
import { MINUTE, minuteCount, type MinuteCache } from './generator';
import type { Incident } from './incidents';

type GroupSeries = components['schemas']['GroupSeries'];

/** Whether a parser reads a line: the forms each of the demo's parsers takes, as its name says. */
const READS: Record<string, (raw: string) => boolean> = {
  'nginx combined': (raw) => /^\S+ \S+ \S+ \[[^\]]+\] "[^"]*" \d{3} (?:\d+|-)/.test(raw),
  JSON: (raw) => {
    if (!raw.startsWith('{')) return false;
    try {
      const value: unknown = JSON.parse(raw);
      return typeof value === 'object' && value !== null && !Array.isArray(value);
    } catch {
      return false;
    }
  },
  // It also takes the older BSD form (host, program, message) that hosts send without a priority.
  'syslog (RFC 5424)': (raw) => /^(?:<\d{1,3}>\d? )?\S+ [\w./-]+(?:\[\d+\])?: /.test(raw),
  'PostgreSQL log': (raw) => /^(?:LOG|ERROR|WARNING|FATAL|PANIC|DETAIL|HINT|STATEMENT): /.test(raw),
};

export const parserNameOf = (parserId: string | undefined) =>
  PARSERS.find((p) => p.parser_id === parserId)?.parser_name;

const parserReads = (parserName: string | undefined, raw: string): boolean =>
  !!parserName && !!READS[parserName]?.(raw);

/** Slices as the vendor's contract has them: a minute each up to 12 hours, 20 minutes beyond, 720 at most. */
export function defaultSlices(from: number, to: number): number {
  const minutes = Math.max(1, Math.ceil((to - from) / MINUTE));
  return Math.min(720, minutes <= 12 * 60 ? minutes : Math.ceil(minutes / 20));
}

export interface CoverageSlice {
  start: number;
  /** Events the dataset received in the slice. */
  events: number;
  /** Of those, how many its parser read. */
  understood: number;
}

/**
 * A dataset's coverage slice by slice, over the window's whole minutes. The events of a slice are counted exactly; the share its
 * parser reads is that of the slice's first minute (generating every event of a week would take the
 * demo seconds), so `understood` is that share of the slice's events, rounded.
 */
export function coverageOf(
  spec: DatasetSpec,
  parserName: string,
  window: { from: number; to: number },
  slices: number,
  cache: MinuteCache,
  incidents: Incident[],
): CoverageSlice[] {
  // On whole minutes, as the events are counted: a slice holds every event of its minutes.
  const from = Math.floor(window.from / MINUTE) * MINUTE;
  const to = Math.max(from + MINUTE, Math.floor(window.to / MINUTE) * MINUTE);
  const width = Math.max(MINUTE, Math.ceil((to - from) / slices / MINUTE) * MINUTE);
  const out: CoverageSlice[] = [];
  for (let start = from; start < to; start += width) {
    const end = Math.min(to, start + width);
    const first = Math.floor(start / MINUTE);
    let events = 0;
    for (let minute = first; minute * MINUTE < end; minute++) events += minuteCount(spec, minute, incidents);
    const sample = cache.get(spec, first, incidents, false);
    const read = sample.filter((e) => parserReads(parserName, e.raw)).length;
    const share = sample.length ? read / sample.length : events ? 0 : 1;
    out.push({ start, events, understood: Math.round(share * events) });
  }
  return out;
}

/** One dataset's coverage as a series of the contract: the share read (`ratio`) or the events read (`usage`). */
export function coverageSeries(
  logId: string,
  slices: CoverageSlice[],
  kind: 'ratio' | 'usage',
  resolution: number,
): GroupSeries {
  const events = slices.reduce((sum, s) => sum + s.events, 0);
  const understood = slices.reduce((sum, s) => sum + s.understood, 0);
  const ratio = (read: number, of: number) => (of ? read / of : 0);
  return {
    key: 'log_id',
    name: logId,
    count: events,
    stat: kind === 'ratio' ? 'match_ratio' : 'matched_events',
    value: kind === 'ratio' ? ratio(understood, events) : understood,
    series_resolution_ms: resolution,
    timeseries: slices.map((s) => ({
      '@timestamp': String(s.start),
      count: s.events,
      value: kind === 'ratio' ? ratio(s.understood, s.events) : s.understood,
    })),
  };
}
