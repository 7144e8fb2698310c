import TimeSeriesChart from '../../../components/charts/time-series-chart';
import type { SeriesData } from '../../../components/charts/series';

/** The window's events over time with the baseline's drawn over them: a chunk of its own (recharts). */
export default function ComparisonChart({ data, label }: { data: SeriesData; label: string }) {
  return <TimeSeriesChart data={data} label={label} unit="count" legend />;
}
