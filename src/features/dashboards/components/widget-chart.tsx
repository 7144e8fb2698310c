import { chartAxis, chartGrid, chartTooltip } from '../../../components/chart-theme';
import { useDisplaySettings } from '../../../components/use-display-settings';
import { useState } from 'react';
import { useElementSize, type Size } from '../../../components/use-element-size';
import {
  type BaseTickContentProps,
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Line,
  LineChart,
  Pie,
  PieChart,
  Tooltip,
  Treemap,
  XAxis,
  YAxis,
} from 'recharts';
import type { components } from '../../../api/schema.gen';
import { axisTimeFormat, formatTimestamp } from '../../../lib/time';
import { groupData, scoreData, seriesData } from '../widget-data';
import type { WidgetType } from '../model';
import styles from './dashboards.module.css';

type SearchResponse = components['schemas']['SearchResponse'];

const COLORS = [1, 2, 3, 4, 5, 6].map((i) => `var(--chart-${i})`);
const color = (i: number) => COLORS[i % COLORS.length] as string;
// Formatters made once: toLocaleString with options builds a new one for every number it formats.
const WHOLE = new Intl.NumberFormat('en', { maximumFractionDigits: 0 });
const DECIMAL = new Intl.NumberFormat('en', { maximumFractionDigits: 2 });
const number = (n: number | undefined) =>
  n === undefined ? '—' : (Number.isInteger(n) ? WHOLE : DECIMAL).format(n);
/** recharts' `interval`: how many ticks to skip so that about `fit` labels show. */
const everyNth = (points: number, fit: number) => Math.max(0, Math.ceil(points / Math.max(2, fit)) - 1);
const LABEL_CHARS = 18;

/**
 * An axis label as plain SVG text. recharts' own <Text> measures every word of every label in the
 * DOM (to wrap it), a forced layout per label that a dashboard's dozen charts cannot afford; these
 * labels are one short line, and a long group name is cut with an ellipsis (it is whole in the
 * tooltip and the chart's description).
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
  return (
    <text x={x} y={y} dy={dy} textAnchor={textAnchor} fill={chartAxis.stroke} fontSize={chartAxis.fontSize}>
      {text.length > LABEL_CHARS ? `${text.slice(0, LABEL_CHARS - 1)}…` : text}
    </text>
  );
}

const axis = { ...chartAxis, tick: plainTick };
const grid = <CartesianGrid {...chartGrid} />;
const tooltip = { contentStyle: chartTooltip };

interface Props {
  type: WidgetType;
  response: SearchResponse;
  label: string;
  height?: number;
}

/**
 * Every widget type of the contract, drawn with recharts (its own chunk). Series arrive downsampled
 * (widget-data.ts); animations are off so fifty widgets paint at once. Each chart carries its label,
 * and the numbers behind it are in the tooltip and, for screen readers, in the chart's description.
 */
export default function WidgetChart({ type, response, label, height }: Props) {
  const groups = groupData(response);
  const grouped = response.groups_series?.some((g) => g.key) ?? false;
  const summary = grouped
    ? groups
        .slice(0, 5)
        .map((g) => `${g.name}: ${number(g.value)}`)
        .join('; ')
    : `${scoreData(response).label}: ${number(scoreData(response).value)}`;
  // Tooltips mount on the first pointer or focus: each one measures itself on mount, a forced layout
  // per chart that fifty charts painting at once cannot afford.
  const [tooltips, setTooltips] = useState(false);
  const wake = () => setTooltips(true);
  const [ref, size] = useElementSize<HTMLElement>();
  return (
    <figure
      className={styles.chart}
      style={height ? { height } : undefined}
      aria-label={label}
      // Set once the chart has drawn at its measured size: what tests and benchmarks wait for.
      data-widget-ready={size ? '' : undefined}
      onPointerEnter={wake}
      onFocus={wake}
      ref={ref}
    >
      <figcaption className="visually-hidden">
        {label}. {summary}
      </figcaption>
      {size && size.width > 0 && (
        <Chart type={type} response={response} grouped={grouped} tooltips={tooltips} size={size} />
      )}
    </figure>
  );
}

function Chart({
  type,
  response,
  grouped,
  tooltips,
  size,
}: {
  type: WidgetType;
  response: SearchResponse;
  grouped: boolean;
  tooltips: boolean;
  /** Sizes in pixels, measured once for all charts (use-element-size), not per chart by recharts. */
  size: Size;
}) {
  const display = useDisplaySettings();
  if (type === 'score') {
    const { label, value } = scoreData(response);
    const { rows, series } = seriesData(response);
    return (
      <div className={styles.score}>
        <span className={styles.scoreValue}>{number(value)}</span>
        <span className="muted">{label}</span>
        <AreaChart
          width={size.width}
          height={40}
          data={rows}
          margin={{ top: 4, right: 0, bottom: 0, left: 0 }}
        >
          <Area
            dataKey={series[0] ?? ''}
            stroke={color(0)}
            fill={color(0)}
            fillOpacity={0.15}
            isAnimationActive={false}
          />
        </AreaChart>
      </div>
    );
  }

  if ((type === 'bar' || type === 'pie' || type === 'treemap' || type === 'top-list') && grouped) {
    const data = groupData(response);
    if (type === 'pie') {
      return (
        <PieChart {...size}>
          <Pie data={data} dataKey="value" nameKey="name" innerRadius="45%" isAnimationActive={false}>
            {data.map((d, i) => (
              <Cell key={d.name} fill={color(i)} />
            ))}
          </Pie>
          {tooltips && <Tooltip {...tooltip} formatter={(v) => number(Number(v))} />}
        </PieChart>
      );
    }
    if (type === 'treemap') {
      return (
        <Treemap
          {...size}
          data={data.map((d, i) => ({ name: d.name, size: d.value, fill: color(i) }))}
          dataKey="size"
          nameKey="name"
          stroke="var(--surface)"
          isAnimationActive={false}
        >
          {tooltips && <Tooltip {...tooltip} formatter={(v) => number(Number(v))} />}
        </Treemap>
      );
    }
    const horizontal = type === 'top-list';
    return (
      <BarChart
        {...size}
        data={data}
        layout={horizontal ? 'vertical' : 'horizontal'}
        margin={{ top: 4, right: 8, bottom: 0, left: 0 }}
      >
        {grid}
        {horizontal ? (
          <>
            <XAxis type="number" interval={0} {...axis} />
            <YAxis type="category" dataKey="name" width={120} interval={0} {...axis} />
          </>
        ) : (
          <>
            {/* Group names run longer than clock times: fewer of them fit. */}
            <XAxis dataKey="name" interval={everyNth(data.length, size.width / 110)} {...axis} />
            <YAxis width={48} interval={0} {...axis} />
          </>
        )}
        {tooltips && <Tooltip {...tooltip} formatter={(v) => number(Number(v))} />}
        <Bar dataKey="value" fill={color(0)} isAnimationActive={false} name="value" />
      </BarChart>
    );
  }

  const { rows, series } = seriesData(response);
  const common = {
    ...size,
    data: rows,
    margin: { top: 4, right: 8, bottom: 0, left: 0 },
  };
  const axes = (
    <>
      {grid}
      {/* Tick spacing computed here rather than by measuring every label in the DOM (recharts' default). */}
      <XAxis
        dataKey="t"
        tickFormatter={axisTimeFormat((rows.at(-1)?.t ?? 0) - (rows[0]?.t ?? 0), display)}
        interval={everyNth(rows.length, size.width / 72)}
        {...axis}
      />
      <YAxis width={48} interval={0} {...axis} />
      {tooltips && <Tooltip {...tooltip} labelFormatter={(t) => formatTimestamp(Number(t), display)} />}
    </>
  );
  if (type === 'area') {
    return (
      <AreaChart {...common}>
        {axes}
        {series.map((s, i) => (
          <Area
            key={s}
            dataKey={s}
            stackId="1"
            stroke={color(i)}
            fill={color(i)}
            fillOpacity={0.2}
            isAnimationActive={false}
          />
        ))}
      </AreaChart>
    );
  }
  if (type === 'bar') {
    return (
      <BarChart {...common}>
        {axes}
        {series.map((s, i) => (
          <Bar key={s} dataKey={s} stackId="1" fill={color(i)} isAnimationActive={false} />
        ))}
      </BarChart>
    );
  }
  return (
    <LineChart {...common}>
      {axes}
      {series.map((s, i) => (
        <Line key={s} dataKey={s} stroke={color(i)} dot={false} isAnimationActive={false} />
      ))}
    </LineChart>
  );
}
