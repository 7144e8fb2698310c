import { DAY, HOUR, MINUTE } from '../../lib/time';
import type { Point } from '../../api/tolerant';
import type { SeriesData } from '../../components/charts/series';
import { baselineOf, type Baseline, type Span } from './url';

/** "35 minutes", "2 hours", "1 day": a window's length, in words. */
export function lengthInWords(ms: number): string {
  const [unit, size] =
    ms % DAY === 0
      ? ['day', DAY]
      : ms % HOUR === 0
        ? ['hour', HOUR]
        : ms >= 2 * MINUTE
          ? ['minute', MINUTE]
          : ['second', 1000];
  const n = Math.round(ms / (size as number));
  return `${n.toLocaleString('en')} ${unit as string}${n === 1 ? '' : 's'}`;
}

/** How each baseline reads for a window of this length. */
export function baselineChoices(window: Span): { base: Baseline; label: string; span: Span }[] {
  return [
    {
      base: 'before',
      label: `The ${lengthInWords(window.to - window.from)} before`,
      span: baselineOf(window, 'before'),
    },
    { base: 'day', label: 'The same time a day earlier', span: baselineOf(window, 'day') },
    { base: 'week', label: 'The same time a week earlier', span: baselineOf(window, 'week') },
  ];
}

/**
 * Both windows' counts on the window's time axis, slice by slice: the baseline's i-th slice drawn at
 * the window's i-th (both are cut into the same number of slices of the same length).
 */
export function overlaid(window: Point[], baseline: Point[], baselineName: string): SeriesData {
  const rows = window.map((p, i) => ({ t: p.t, s0: p.value, s1: baseline[i]?.value ?? 0 }));
  const step = rows.length > 1 ? (rows[1]?.t as number) - (rows[0]?.t as number) : undefined;
  return {
    rows,
    series: [
      { key: 's0', name: 'Window', filters: [] },
      { key: 's1', name: baselineName, filters: [] },
    ],
    ...(step ? { step } : {}),
    omitted: 0,
    stat: 'count(*)',
  };
}

/** A value as shown: what the live service sends for a key an event lacks ("") reads "(none)". */
export const shownValue = (value: string) => (value === '' ? '(none)' : value);
