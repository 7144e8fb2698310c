import type { DatasetSpec } from './catalogue';
import { MINUTE, minuteCount } from './generator';
import type { Incident } from './incidents';
import { AVERAGE_BYTES } from './search';

export interface Window {
  from: number;
  to: number;
}

/** At most this many sampled minutes per slice: a month of usage stays a few thousand draws. */
const SAMPLES_PER_SLICE = 24;

/**
 * Bytes a dataset ingested in each of `slices` equal slices of the window: the generator's own minute
 * counts (the same volumes a search finds) times the average event size of the kind, sampled evenly
 * within each slice when a slice is long.
 */
export function ingestedBytes(
  spec: DatasetSpec,
  window: Window,
  slices: number,
  incidents: Incident[],
): number[] {
  const sliceMs = (window.to - window.from) / slices;
  const stride = Math.max(1, Math.floor(sliceMs / MINUTE / SAMPLES_PER_SLICE));
  return Array.from({ length: slices }, (_, i) => {
    const first = Math.ceil((window.from + i * sliceMs) / MINUTE);
    const end = Math.ceil((window.from + (i + 1) * sliceMs) / MINUTE);
    let events = 0;
    let sampled = 0;
    for (let minute = first; minute < end; minute += stride) {
      events += minuteCount(spec, minute, incidents);
      sampled++;
    }
    return sampled ? Math.round(((events * (end - first)) / sampled) * AVERAGE_BYTES[spec.kind]) : 0;
  });
}

/** Bytes a search or export of these datasets over a window reads: their mean volume, without sampling. */
export function meanScannedBytes(specs: DatasetSpec[], window: Window): number {
  const minutes = (window.to - window.from) / MINUTE;
  // 0.6: the mean of the generator's traffic shape over a week (quiet nights, quieter weekends).
  return Math.round(
    specs.reduce((sum, s) => sum + s.peakPerMinute * 0.6 * minutes * AVERAGE_BYTES[s.kind], 0),
  );
}
