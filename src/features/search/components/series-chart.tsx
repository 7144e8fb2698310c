import { chartAxis, chartGrid, chartTooltip } from '../../../components/chart-theme';
import { useDisplaySettings } from '../../../components/use-display-settings';
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { lttb, MAX_CHART_POINTS } from '../../../lib/downsample';
import { axisTimeFormat, formatTimestamp } from '../../../lib/time';

/** A value over time (recharts, loaded as its own chunk); long series are downsampled first. */
export default function SeriesChart({
  points,
  label,
}: {
  points: { t: number; value: number }[];
  label: string;
}) {
  const display = useDisplaySettings();
  const data = lttb(
    points,
    MAX_CHART_POINTS,
    (p) => p.t,
    (p) => p.value,
  );
  const span = (data.at(-1)?.t ?? 0) - (data[0]?.t ?? 0);
  return (
    <figure style={{ margin: 0, height: 200 }} aria-label={label}>
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid {...chartGrid} />
          <XAxis dataKey="t" tickFormatter={axisTimeFormat(span, display)} minTickGap={40} {...chartAxis} />
          <YAxis width={56} {...chartAxis} />
          <Tooltip labelFormatter={(t) => formatTimestamp(Number(t), display)} contentStyle={chartTooltip} />
          <Line
            type="monotone"
            dataKey="value"
            stroke="var(--accent)"
            dot={false}
            isAnimationActive={false}
            name={label}
          />
        </LineChart>
      </ResponsiveContainer>
      <figcaption className="visually-hidden">{label}</figcaption>
    </figure>
  );
}
