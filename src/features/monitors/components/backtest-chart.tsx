import { chartAxis, chartGrid, chartTooltip } from '../../../components/chart-theme';
import { useDisplaySettings } from '../../../components/use-display-settings';
import { CartesianGrid, Line, LineChart, ReferenceLine, Tooltip, XAxis, YAxis } from 'recharts';
import { useElementSize } from '../../../components/use-element-size';
import { axisTimeFormat, formatTimestamp } from '../../../lib/time';
import type { GroupEvaluation } from '../../../monitor-rules';

const COLORS = [1, 2, 3, 4, 5, 6].map((i) => `var(--chart-${i})`);
const MAX_LINES = 6;
const axis = chartAxis;

interface Props {
  groups: GroupEvaluation[];
  threshold: number;
  warning?: number;
  /** What the y axis shows: the aggregate, its change, or an anomaly score. */
  measure: string;
}

/**
 * The replayed values per group with the threshold and warning lines (its own chunk: recharts). At most
 * six groups are drawn, the ones that came closest to alerting; the timeline below has them all.
 */
export default function BacktestChart({ groups, threshold, warning, measure }: Props) {
  const display = useDisplaySettings();
  const [ref, size] = useElementSize<HTMLDivElement>();
  const peak = (g: GroupEvaluation) => Math.max(...g.points.map((p) => p.value ?? -Infinity));
  const drawn = [...groups].sort((a, b) => peak(b) - peak(a)).slice(0, MAX_LINES);
  const times = drawn[0]?.points.map((p) => p.time) ?? [];
  const rows = times.map((time, i) => ({
    t: time,
    ...Object.fromEntries(drawn.map((g) => [g.id, g.points[i]?.value ?? null])),
  }));
  const span = (times.at(-1) ?? 0) - (times[0] ?? 0);
  const tick = axisTimeFormat(span, display);
  return (
    // Hidden from assistive technology: the timeline and the list below say the same in words.
    <div ref={ref} style={{ height: 240 }} aria-hidden>
      {size && size.width > 0 && (
        <LineChart
          accessibilityLayer={false}
          width={size.width}
          height={size.height}
          data={rows}
          margin={{ top: 8, right: 16, bottom: 0, left: 0 }}
        >
          <CartesianGrid {...chartGrid} />
          <XAxis dataKey="t" type="number" domain={['dataMin', 'dataMax']} tickFormatter={tick} {...axis} />
          <YAxis
            width={56}
            {...axis}
            label={{ value: measure, angle: -90, position: 'insideLeft', ...axis }}
          />
          <Tooltip labelFormatter={(t) => formatTimestamp(Number(t), display)} contentStyle={chartTooltip} />
          <ReferenceLine
            y={threshold}
            stroke="var(--danger)"
            strokeDasharray="6 3"
            label={{ value: 'alert', ...axis }}
          />
          {warning !== undefined && (
            <ReferenceLine
              y={warning}
              stroke="var(--warning)"
              strokeDasharray="6 3"
              label={{ value: 'warn', ...axis }}
            />
          )}
          {drawn.map((g, i) => (
            <Line
              key={g.id}
              dataKey={g.id}
              name={g.id === '*' ? measure : g.id}
              stroke={COLORS[i % COLORS.length]}
              dot={false}
              connectNulls={false}
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      )}
    </div>
  );
}
