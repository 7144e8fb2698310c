import { useDisplaySettings } from '../../../components/use-display-settings';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatClock, formatDate, formatTimestamp } from '../../../lib/time';
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
          <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" vertical={false} />
          <XAxis
            dataKey="t"
            tickFormatter={(t: number) => (byDay ? formatDate(t, display) : formatClock(t, display))}
            minTickGap={30}
            stroke="var(--text-muted)"
            fontSize={11}
          />
          <YAxis
            width={64}
            stroke="var(--text-muted)"
            fontSize={11}
            tickFormatter={(v: number) => formatBytes(v)}
          />
          <Tooltip
            labelFormatter={(t) => formatTimestamp(Number(t), display)}
            formatter={(v) => [formatBytes(Number(v)), 'Used']}
            contentStyle={{
              background: 'var(--surface)',
              border: '1px solid var(--border)',
              color: 'var(--text)',
            }}
          />
          <Bar dataKey="value" fill="var(--accent)" isAnimationActive={false} name={label} />
        </BarChart>
      </ResponsiveContainer>
      <figcaption className="visually-hidden">{label}</figcaption>
    </figure>
  );
}
