import type { SharedTimeAxis } from '../../../components/charts/time-series-chart';

/**
 * One time axis for a monitor's value chart and the status lanes under it: the lanes' label column and
 * gap are the chart's value axis, both span exactly [from, to] to the right edge, and both mark the
 * same instants, so a moment has one x on the page (at any width, a phone's included).
 */
const LANE_LABEL = 112;
const LANE_GAP = 8;
const TICKS = 4;

export const timeTicks = (from: number, to: number): number[] =>
  Array.from({ length: TICKS + 1 }, (_, i) => from + ((to - from) * i) / TICKS);

export const sharedAxis = (from: number, to: number): SharedTimeAxis => ({
  from,
  to,
  ticks: timeTicks(from, to),
  inset: LANE_LABEL + LANE_GAP,
});

/** The lanes' grid, as CSS custom properties the timeline's stylesheet reads. */
export const laneColumns = {
  '--lane-label': `${LANE_LABEL}px`,
  '--lane-gap': `${LANE_GAP}px`,
} as React.CSSProperties;
