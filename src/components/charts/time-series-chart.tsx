import { useState } from 'react';
import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  Line,
  LineChart,
  ReferenceLine,
  Tooltip,
  XAxis,
  YAxis,
  type BarRectangleItem,
  type MouseHandlerDataParam,
} from 'recharts';
import { useDisplaySettings } from '../use-display-settings';
import { useElementSize } from '../use-element-size';
import { usePress } from './use-press';
import { axisTimeFormat } from '../../lib/clock';
import { formatWindow, type DisplaySettings } from '../../lib/time';
import { ChartLegend } from './chart-legend';
import { chartGrid, chartTooltip, edgeTick, plainAxis, timeAxisProps } from './chart-theme';
import styles from './charts.module.css';
import { OTHER_COLOR, seriesColor } from './palette';
import { sliceWindow, type GroupFilter, type Series, type SeriesData } from './series';
import { formatAxisValue, formatValue, type ValueUnit } from './value-format';

/**
 * What a click on a chart points at: the group of the series, bar or slice clicked (if one), and the
 * time slice, when the chart is drawn over time (a pie's slice covers the whole window).
 */
export interface ChartSelection {
  from?: number;
  to?: number;
  filters: GroupFilter[];
}

interface Threshold {
  value: number;
  label: string;
  tone: 'danger' | 'warning';
}

export interface TimeSeriesChartProps {
  data: SeriesData;
  label: string;
  kind?: 'line' | 'area' | 'bar';
  stacked?: boolean;
  unit: ValueUnit;
  decimals?: number;
  /** Defaults to on when there is more than one series. */
  legend?: boolean;
  /** Lines drawn across the chart; the value axis always stretches to show them. */
  thresholds?: Threshold[];
  /** Called with the slice (and group) clicked; without it the chart is not clickable. */
  onSelect?: (selection: ChartSelection) => void;
  /** Hidden from assistive technology when the page says the same in words. */
  decorative?: boolean;
  /**
   * The window searched: a slice the clock cut across its start or end counts only the part within it,
   * so that is the window its tooltip names and a click opens.
   */
  within?: { from?: number; to?: number };
  /**
   * A time axis shared with something drawn under the chart (a monitor's status lanes): exactly
   * [from, to] from `inset` px to the right edge, ticks and grid lines at `ticks`, so an instant has
   * the same x in both.
   */
  timeAxis?: SharedTimeAxis;
}

export interface SharedTimeAxis {
  from: number;
  to: number;
  ticks: number[];
  /** Where the time axis starts: the value axis's width. */
  inset: number;
}

const colorOf = (series: Series, index: number) => (series.other ? OTHER_COLOR : seriesColor(index));

/**
 * Values over time, one series per group: lines (never smoothed: a count is a count), areas or bars,
 * stacked or not, in the console's palette, with a legend that hides and shows series, units on the
 * axis and in the tooltip, and thresholds that are always in view. Sized once by use-element-size;
 * the tooltip mounts on the first pointer or focus (each one measures itself, which a dashboard of
 * fifty charts cannot afford at once).
 */
export default function TimeSeriesChart(props: TimeSeriesChartProps) {
  const {
    data,
    label,
    kind = 'line',
    stacked = false,
    legend,
    onSelect,
    decorative,
    within,
    timeAxis,
  } = props;
  const display = useDisplaySettings();
  const [ref, size] = useElementSize<HTMLDivElement>();
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const [tooltips, setTooltips] = useState(false);
  const { rows, series } = data;
  const toggle = (key: string) =>
    setHidden((before) => {
      const next = new Set(before);
      if (!next.delete(key)) next.add(key);
      return next;
    });

  const sliceAt = (index: number) => sliceWindow(rows, index, data.step, within);
  const sliceText = (t: number) => {
    const index = rows.findIndex((r) => r.t === t);
    const { from, to } = sliceAt(Math.max(0, index));
    return formatWindow(from, to, display);
  };
  const select = (index: number | undefined, picked?: Series) => {
    if (!onSelect || index === undefined || !rows[index]) return;
    const visible = series.filter((s) => !hidden.has(s.key));
    const only = picked ?? (visible.length === 1 ? visible[0] : undefined);
    onSelect({ ...sliceAt(index), filters: only && !only.other ? only.filters : [] });
  };
  const onChartClick =
    onSelect && kind !== 'bar'
      ? (state: MouseHandlerDataParam) => {
          const index = Number(state.activeTooltipIndex);
          select(Number.isInteger(index) ? index : undefined);
        }
      : undefined;
  const bars = usePress<{ index: number; series: Series }>(
    onSelect ? (bar) => select(bar.index, bar.series) : undefined,
  );

  const showLegend = legend ?? series.length > 1;
  const common = {
    width: size?.width ?? 0,
    height: size?.height ?? 0,
    data: rows,
    margin: { top: 6, right: timeAxis ? 0 : 8, bottom: 0, left: 0 },
    accessibilityLayer: !decorative,
    onClick: onChartClick,
  };
  const parts = chartParts(props, size?.width ?? 300, display, tooltips ? sliceText : undefined);
  const drawn = seriesMarks(series, kind, stacked, hidden, onSelect ? bars.press : undefined);

  return (
    <figure className={styles.chart} aria-label={label} aria-hidden={decorative || undefined}>
      <div
        className={styles.plot}
        ref={ref}
        data-clickable={onSelect ? '' : undefined}
        data-series={series.length - hidden.size}
        // Set once the chart has drawn at its measured size: what tests and benchmarks wait for.
        data-chart-ready={size ? '' : undefined}
        onMouseUp={kind === 'bar' ? bars.release : undefined}
        onPointerEnter={() => setTooltips(true)}
        onFocus={() => setTooltips(true)}
      >
        {size && size.width > 0 && (
          <>
            {kind === 'area' && (
              <AreaChart {...common}>
                {parts}
                {drawn}
              </AreaChart>
            )}
            {kind === 'bar' && (
              <BarChart {...common}>
                {parts}
                {drawn}
              </BarChart>
            )}
            {kind === 'line' && (
              <LineChart {...common}>
                {parts}
                {drawn}
              </LineChart>
            )}
          </>
        )}
      </div>
      {showLegend && (
        <ChartLegend
          label={`Series of ${label}`}
          items={series.map((s, i) => ({ key: s.key, name: s.name, color: colorOf(s, i) }))}
          hidden={hidden}
          onToggle={toggle}
        />
      )}
      {data.omitted > 0 && (
        <p className={styles.note}>
          The {series.length} largest of {series.length + data.omitted} groups are drawn.
        </p>
      )}
      <figcaption className="visually-hidden">
        {label}
        {onSelect ? '. Click a point in time to open its events in Logs.' : ''}
      </figcaption>
    </figure>
  );
}

/** The grid, the axes (the chart's own time axis or one it shares), the tooltip once wanted, the thresholds. */
function chartParts(
  { data, unit, decimals, thresholds = [], timeAxis }: TimeSeriesChartProps,
  width: number,
  display: DisplaySettings,
  /** The slice a time falls in, in words: set once the tooltip is wanted. */
  tooltipLabel: ((t: number) => string) | undefined,
) {
  const times = data.rows.map((r) => r.t ?? 0);
  return (
    <>
      <CartesianGrid {...chartGrid} {...(timeAxis ? { vertical: true } : {})} />
      {timeAxis ? (
        <XAxis
          dataKey="t"
          type="number"
          domain={[timeAxis.from, timeAxis.to]}
          allowDataOverflow
          ticks={timeAxis.ticks}
          interval={0}
          tickFormatter={axisTimeFormat(timeAxis.to - timeAxis.from, display, data.step, timeAxis.ticks)}
          {...plainAxis}
          tick={edgeTick(timeAxis.ticks[0], timeAxis.ticks.at(-1))}
        />
      ) : (
        <XAxis dataKey="t" {...timeAxisProps(times, width, display, data.step)} />
      )}
      <YAxis
        width={timeAxis?.inset ?? 56}
        tickFormatter={(v: number) => formatAxisValue(v, unit)}
        {...plainAxis}
      />
      {tooltipLabel && (
        <Tooltip
          contentStyle={chartTooltip}
          labelFormatter={(t) => tooltipLabel(Number(t))}
          formatter={(v) => formatValue(Number(v), unit, decimals)}
        />
      )}
      {thresholds.map((th) => (
        <ReferenceLine
          key={`${th.label}:${th.value}`}
          y={th.value}
          stroke={`var(--${th.tone})`}
          strokeDasharray="6 3"
          ifOverflow="extendDomain"
          label={{ value: th.label, position: 'insideTopRight', fill: `var(--${th.tone})`, fontSize: 11 }}
        />
      ))}
    </>
  );
}

/** Each series as a line, an area or a bar (pressed, with `press`), stacked or not, hidden or not. */
function seriesMarks(
  series: Series[],
  kind: TimeSeriesChartProps['kind'],
  stacked: boolean,
  hidden: ReadonlySet<string>,
  press: ((bar: { index: number; series: Series }) => void) | undefined,
) {
  const stackId = stacked ? 'stack' : undefined;
  return series.map((s, i) => {
    const color = colorOf(s, i);
    const shared = { dataKey: s.key, name: s.name, hide: hidden.has(s.key), isAnimationActive: false };
    if (kind === 'area')
      return (
        <Area
          key={s.key}
          {...shared}
          type="linear"
          stackId={stackId}
          stroke={color}
          fill={color}
          fillOpacity={0.2}
        />
      );
    if (kind === 'bar')
      return (
        <Bar
          key={s.key}
          {...shared}
          stackId={stackId}
          fill={color}
          onMouseDown={
            // The bar's row in the data: the event's own index counts only the bars drawn (not empty ones).
            press ? (bar: BarRectangleItem) => press({ index: bar.originalDataIndex, series: s }) : undefined
          }
        />
      );
    return <Line key={s.key} {...shared} type="linear" stroke={color} dot={false} />;
  });
}
