import { chartAxis, chartGrid, chartTooltip, timeAxisProps } from '../../../components/charts/chart-theme';
import { useDisplaySettings } from '../../../components/use-display-settings';
import { MeasuredFigure } from '../../../components/charts/chart-theme';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { formatDate, formatTimestamp } from '../../../lib/time';
import { formatBytes } from '../../../lib/units';

/** Usage per slice as bars (recharts, in its own chunk); slices are few, no downsampling needed. */
export default function UsageChart({
  points,
  label,
  byDay,
}: {
  points: { t: number; value: number }[];
  label: string;
  /** Slices of a day or more are labelled by date, shorter ones by time. */
  byDay: boolean;
}) {
  const display = useDisplaySettings();
  const times = points.map((p) => p.t);
  return (
    <MeasuredFigure label={label} caption={label} height={220}>
      {(size) => (
        <BarChart
          width={size.width}
          height={size.height}
          data={points}
          margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
        >
          <CartesianGrid {...chartGrid} />
          <XAxis
            dataKey="t"
            {...timeAxisProps(times, size.width, display, (times[1] ?? 0) - (times[0] ?? 0))}
            {...(byDay ? { tickFormatter: (t: number) => formatDate(t, display) } : {})}
          />
          <YAxis width={64} {...chartAxis} tickFormatter={(v: number) => formatBytes(v)} />
          <Tooltip
            labelFormatter={(t) => formatTimestamp(Number(t), display)}
            formatter={(v) => [formatBytes(Number(v)), 'Used']}
            contentStyle={chartTooltip}
          />
          <Bar dataKey="value" fill="var(--accent)" isAnimationActive={false} name={label} />
        </BarChart>
      )}
    </MeasuredFigure>
  );
}
