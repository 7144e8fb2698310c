import { seriesData } from '../../../components/charts/series';
import TimeSeriesChart from '../../../components/charts/time-series-chart';
import styles from '../components/dashboards.module.css';
import type { Draws, WidgetChartProps } from './chart-props';
import { ShownText } from '../../../components/shown-text';

/** Line, area and bar: a value over time, one series per group. */
export function SeriesChart({
  type,
  label,
  response,
  unit,
  display,
  summary,
  height,
  onSelect,
  within,
}: WidgetChartProps) {
  const series = seriesData(response);
  const grouped = series.series.some((s) => s.filters.length > 0);
  return (
    <div className={styles.chart} style={height ? { height } : undefined} data-widget-ready="">
      <TimeSeriesChart
        data={series}
        kind={type === 'area' || type === 'bar' ? type : 'line'}
        // As drawing.ts decided: areas and bars of an aggregate that adds up stack by default.
        stacked={display.stacked === true}
        unit={unit}
        decimals={display.decimals}
        legend={display.legend ?? (grouped || series.series.length > 1)}
        label={label}
        onSelect={onSelect}
        within={within}
      />
      <span className="visually-hidden">
        <ShownText text={summary} />
      </span>
    </div>
  );
}

export const DRAWS = { line: SeriesChart, area: SeriesChart, bar: SeriesChart } satisfies Draws;
