import TimeSeriesChart from '../../../components/charts/time-series-chart';
import type { SeriesData } from '../../../components/charts/series';

/** A dataset's share understood over time: a chunk of its own (recharts). */
export default function CoverageChart({ data, label }: { data: SeriesData; label: string }) {
  return (
    <div style={{ height: 240 }}>
      <TimeSeriesChart data={data} label={label} unit="percent" kind="area" legend={false} />
    </div>
  );
}
