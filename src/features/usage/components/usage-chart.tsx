import { chartAxis, chartGrid, chartTooltip } from '../../../components/charts/chart-theme';
import { useDisplaySettings } from '../../../components/use-display-settings';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatClock } from '../../../lib/clock';
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
  return (
    <figure style={{ margin: 0, height: 220 }} aria-label={label}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid {...chartGrid} />
          <XAxis
            dataKey="t"
            tickFormatter={(t: number) => (byDay ? formatDate(t, display) : formatClock(t, display))}
            minTickGap={30}
            {...chartAxis}
          />
          <YAxis width={64} {...chartAxis} tickFormatter={(v: number) => formatBytes(v)} />
          <Tooltip
            labelFormatter={(t) => formatTimestamp(Number(t), display)}
            formatter={(v) => [formatBytes(Number(v)), 'Used']}
            contentStyle={chartTooltip}
          />
          <Bar dataKey="value" fill="var(--accent)" isAnimationActive={false} name={label} />
        </BarChart>
      </ResponsiveContainer>
      <figcaption className="visually-hidden">{label}</figcaption>
    </figure>
  );
}
