import type { ReactNode } from 'react';
import type { BaseTickContentProps } from 'recharts';
import { axisTimeFormat } from '../../lib/clock';
import type { DisplaySettings } from '../../lib/time';
import { useElementSize, type Size } from '../use-element-size';

/**
 * One look for every chart of the console (the search histogram and aggregates, widgets, the backtest,
 * monitors, usage): axes in the muted text colour, horizontal grid lines only (vertical ones cost
 * recharts a second tick computation and add little), tooltips on the surface colour. The colours are
 * the theme's, so light and dark both follow. And one figure a bar chart draws in at its measured size
 * (here rather than a module of its own, which the build made a chunk of its own: 0.15 kB more beside
 * Logs).
 */
export const chartAxis = { stroke: 'var(--text-muted)', fontSize: 11 } as const;
export const chartGrid = { strokeDasharray: '3 3', stroke: 'var(--border)', vertical: false } as const;
export const chartTooltip = {
  background: 'var(--surface)',
  border: '1px solid var(--border)',
  color: 'var(--text)',
} as const;

/** recharts' `interval`: how many ticks to skip so that about `fit` labels show. */
const everyNth = (points: number, fit: number) => Math.max(0, Math.ceil(points / Math.max(2, fit)) - 1);

/** The values whose ticks an axis with that `interval` shows: recharts' every (interval + 1)th from the first. */
const shownTicks = (values: readonly number[], interval: number) =>
  values.filter((_, i) => i % (interval + 1) === 0);

const LABEL_CHARS = 18;

/**
 * An axis label as plain SVG text. recharts' own <Text> measures every word of every label in the
 * DOM (to wrap it), a forced layout per label that a dashboard's dozen charts cannot afford; these
 * labels are one short line, and a long group name is cut with an ellipsis, whole on hover.
 */
function plainTick({
  x,
  y,
  textAnchor,
  verticalAnchor,
  payload,
  tickFormatter,
  index,
}: BaseTickContentProps) {
  const text = String(tickFormatter ? tickFormatter(payload.value, index) : payload.value);
  // recharts' vertical anchors, as the baseline shift its <Text> applies for one line.
  const dy = verticalAnchor === 'start' ? '0.71em' : verticalAnchor === 'middle' ? '0.355em' : undefined;
  const cut = text.length > LABEL_CHARS;
  return (
    <text x={x} y={y} dy={dy} textAnchor={textAnchor} fill={chartAxis.stroke} fontSize={chartAxis.fontSize}>
      {cut && <title>{text}</title>}
      {cut ? `${text.slice(0, LABEL_CHARS - 1)}…` : text}
    </text>
  );
}

/** Axis props with the plain tick. */
export const plainAxis = { ...chartAxis, tick: plainTick };

/**
 * Time labels held inside the plot: one at the axis's first instant starts there and one at its last
 * ends there (centred, either would be cut by the chart's edge).
 */
export const edgeTick =
  (first: number | undefined, last: number | undefined) => (props: BaseTickContentProps) =>
    plainTick({
      ...props,
      textAnchor: props.payload.value === first ? 'start' : props.payload.value === last ? 'end' : 'middle',
    });

/**
 * The x axis of a chart of `times` (in order, `step` ms apart) drawn `width` px wide: about one label
 * per 80 px, each the time of day (the date too over more than a day, and where a day begins on an
 * axis that crosses midnight), the first and last held inside the plot.
 */
export function timeAxisProps(
  times: readonly number[],
  width: number,
  display: DisplaySettings,
  step?: number,
) {
  const interval = everyNth(times.length, width / 80);
  const span = (times.at(-1) ?? 0) - (times[0] ?? 0);
  return {
    interval,
    tickFormatter: axisTimeFormat(span, display, step, shownTicks(times, interval)),
    ...plainAxis,
    tick: edgeTick(times[0], times.at(-1)),
  };
}

/**
 * A chart's figure at a fixed height (reserved before the chart arrives, so nothing below it moves),
 * named for screen readers; its chart is drawn once the figure's width is known, at that size, as
 * recharts needs numbers.
 */
export function MeasuredFigure({
  label,
  caption,
  height,
  children,
}: {
  label: string;
  caption: string;
  height: number;
  children: (size: Size) => ReactNode;
}) {
  const [ref, size] = useElementSize<HTMLElement>();
  return (
    <figure ref={ref} style={{ margin: 0, height }} aria-label={label}>
      {size && size.width > 0 && children(size)}
      <figcaption className="visually-hidden">{caption}</figcaption>
    </figure>
  );
}
