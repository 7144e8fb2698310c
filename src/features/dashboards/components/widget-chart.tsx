import { useState } from 'react';
import { useElementSize, type Size } from '../../../components/use-element-size';
import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Pie,
  PieChart,
  Tooltip,
  Treemap,
  XAxis,
  YAxis,
  type BarRectangleItem,
} from 'recharts';
import { aggregateAnswer, metricAnswer } from '../../../api/aggregates';
import type { components } from '../../../api/schema.gen';
import { ChartLegend } from '../../../components/charts/chart-legend';
import { chartGrid, chartTooltip, plainAxis } from '../../../components/charts/chart-theme';
import { OTHER_COLOR, seriesColor } from '../../../components/charts/palette';
import { groupData, scoreData, seriesData, type GroupValue } from '../../../components/charts/series';
import TimeSeriesChart, { type ChartSelection } from '../../../components/charts/time-series-chart';
import { usePress } from '../../../components/charts/use-press';
import {
  formatAxisValue,
  formatValue,
  resolveUnit,
  type ValueUnit,
} from '../../../components/charts/value-format';
import type { SearchRequest, WidgetDisplay, WidgetType } from '../model';
import { useDrillToLogs } from '../drill';
import styles from './dashboards.module.css';

type SearchResponse = components['schemas']['SearchResponse'];

/** A top list names more groups than a pie can colour apart. */
const TOP_LIST_GROUPS = 12;

const colorOf = (g: GroupValue, i: number) => (g.other ? OTHER_COLOR : seriesColor(i));

/**
 * What a widget draws, as the service answered: a search (over the widget's select), or a metric's
 * series (GET /timeseries/{id}, widgets made in the vendor's console). Read in one shape here, in the
 * chart's own chunk (src/api/aggregates.ts).
 */
export type WidgetAnswer =
  | { search: SearchResponse; select: string[] }
  | { metric: Record<string, components['schemas']['MetricTimeseries']> };

interface Props {
  type: WidgetType;
  answer: WidgetAnswer;
  label: string;
  height?: number;
  display?: WidgetDisplay;
  /** The search drawn: a click on a point, bar, slice or tile opens its events in Logs. */
  drillFrom?: SearchRequest | undefined;
}

/**
 * Every widget type of the contract, drawn with recharts (its own chunk). Series arrive downsampled
 * (charts/series.ts); animations are off so fifty widgets paint at once. Each chart carries its label,
 * and the numbers behind it are in the tooltip and, for screen readers, in the chart's description.
 */
export default function WidgetChart({ type, answer, label, height, display = {}, drillFrom }: Props) {
  const response =
    'metric' in answer ? metricAnswer(answer.metric) : aggregateAnswer(answer.search, answer.select);
  const drill = useDrillToLogs(drillFrom ?? { from: [] });
  const onSelect = drillFrom ? drill : undefined;
  const series = seriesData(response);
  const unit = resolveUnit(display.unit, series.stat);
  const grouped = series.series.some((s) => s.filters.length > 0);
  const summary = grouped
    ? groupData(response)
        .groups.slice(0, 5)
        .map((g) => `${g.name}: ${formatValue(g.value, unit, display.decimals)}`)
        .join('; ')
    : `${scoreData(response).label}: ${formatValue(scoreData(response).value, unit, display.decimals)}`;

  if (type === 'line' || type === 'area' || type === 'bar')
    return (
      <div className={styles.chart} style={height ? { height } : undefined} data-widget-ready="">
        <TimeSeriesChart
          data={series}
          kind={type}
          // Areas and bars of groups stack into the whole by default; lines never do.
          stacked={display.stacked ?? type !== 'line'}
          unit={unit}
          decimals={display.decimals}
          legend={display.legend ?? (grouped || series.series.length > 1)}
          label={label}
          onSelect={onSelect}
          within={drillFrom && { from: drillFrom.from_ts, to: drillFrom.to_ts }}
        />
        <span className="visually-hidden">{summary}</span>
      </div>
    );

  return (
    <GroupChartFrame label={label} summary={summary} height={height}>
      {(size, tooltips) => (
        <GroupChart
          type={type}
          label={label}
          response={response}
          unit={unit}
          display={display}
          size={size}
          tooltips={tooltips}
          onSelect={onSelect}
        />
      )}
    </GroupChartFrame>
  );
}

/** Measures the chart once and mounts tooltips on the first pointer or focus (each one measures itself). */
function GroupChartFrame({
  label,
  summary,
  height,
  children,
}: {
  label: string;
  summary: string;
  height?: number;
  children: (size: Size, tooltips: boolean) => React.ReactNode;
}) {
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
        {'. Click a group to open its events in Logs.'}
      </figcaption>
      {size && size.width > 0 && children(size, tooltips)}
    </figure>
  );
}

function GroupChart({
  type,
  label,
  response,
  unit,
  display,
  size,
  tooltips,
  onSelect,
}: {
  type: WidgetType;
  label: string;
  response: SearchResponse;
  unit: ValueUnit;
  display: WidgetDisplay;
  size: Size;
  tooltips: boolean;
  onSelect?: (selection: ChartSelection) => void;
}) {
  const tooltip = tooltips && (
    <Tooltip contentStyle={chartTooltip} formatter={(v) => formatValue(Number(v), unit, display.decimals)} />
  );
  const pick = (group: GroupValue | undefined) =>
    onSelect && group && !group.other ? onSelect({ filters: group.filters }) : undefined;
  const parts = usePress<GroupValue | undefined>(onSelect ? pick : undefined);
  const clickable = onSelect ? styles.clickable : undefined;

  if (type === 'score') {
    const score = scoreData(response);
    const { rows, series } = seriesData(response);
    return (
      <div className={styles.score}>
        <span className={styles.scoreValue}>{formatValue(score.value, unit, display.decimals)}</span>
        <span className="muted">{score.label}</span>
        {rows.length > 1 && (
          <AreaChart
            width={size.width}
            height={40}
            data={rows}
            margin={{ top: 4, right: 0, bottom: 0, left: 0 }}
          >
            <Area
              dataKey={series[0]?.key ?? ''}
              stroke={seriesColor(0)}
              fill={seriesColor(0)}
              fillOpacity={0.15}
              isAnimationActive={false}
            />
          </AreaChart>
        )}
      </div>
    );
  }

  const { groups, omitted } = groupData(response, type === 'top-list' ? TOP_LIST_GROUPS : undefined);
  const legend = display.legend ?? type !== 'top-list';
  const legendHeight = legend ? 48 : 0;
  const plot = { width: size.width, height: Math.max(60, size.height - legendHeight) };
  const legendItems = groups.map((g, i) => ({ key: String(i), name: g.name, color: colorOf(g, i) }));
  let chart: React.ReactNode;
  if (type === 'pie') {
    chart = (
      <PieChart {...plot} className={clickable}>
        <Pie
          data={groups}
          dataKey="value"
          nameKey="name"
          innerRadius="45%"
          isAnimationActive={false}
          onMouseDown={(_, index) => parts.press(groups[index])}
        >
          {groups.map((g, i) => (
            <Cell key={i} fill={colorOf(g, i)} />
          ))}
        </Pie>
        {tooltip}
      </PieChart>
    );
  } else if (type === 'treemap') {
    chart = (
      <Treemap
        {...plot}
        className={clickable}
        // An area is drawn only for a positive value (the legend still names every group).
        data={groups.flatMap((g, i) =>
          Number.isFinite(g.value) && g.value > 0
            ? [{ name: g.name, size: g.value, fill: colorOf(g, i) }]
            : [],
        )}
        dataKey="size"
        nameKey="name"
        stroke="var(--surface)"
        isAnimationActive={false}
        onClick={(node) => pick(groups.find((g) => g.name === node.name))}
      >
        {tooltip}
      </Treemap>
    );
  } else {
    chart = (
      <BarChart
        {...plot}
        className={clickable}
        data={groups}
        layout="vertical"
        margin={{ top: 4, right: 8, bottom: 0, left: 0 }}
      >
        <CartesianGrid {...chartGrid} vertical horizontal={false} />
        <XAxis type="number" tickFormatter={(v: number) => formatAxisValue(v, unit)} {...plainAxis} />
        <YAxis type="category" dataKey="name" width={120} interval={0} {...plainAxis} />
        {tooltip}
        <Bar
          dataKey="value"
          name={scoreData(response).label}
          isAnimationActive={false}
          onMouseDown={(bar: BarRectangleItem) => parts.press(groups[bar.originalDataIndex])}
        >
          {groups.map((g, i) => (
            <Cell key={i} fill={g.other ? OTHER_COLOR : seriesColor(0)} />
          ))}
        </Bar>
      </BarChart>
    );
  }
  return (
    <>
      <div onMouseUp={parts.release}>{chart}</div>
      {legend && <ChartLegend label={`Groups of ${label}`} items={legendItems} />}
      {omitted > 0 && (
        <p className="muted" style={{ margin: 0, fontSize: 12 }}>
          The {groups.length} largest of {groups.length + omitted} groups are drawn.
        </p>
      )}
    </>
  );
}
