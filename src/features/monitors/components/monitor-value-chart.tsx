import TimeSeriesChart from '../../../components/charts/time-series-chart';
import type { SeriesData } from '../../../components/charts/series';
import { unitOfStat } from '../../../components/charts/value-format';
import type { GroupEvaluation } from '../../../monitor-rules';
import { sharedAxis } from './time-axis';

const MAX_LINES = 7;

interface Props {
  groups: GroupEvaluation[];
  threshold: number;
  warning?: number;
  /** What the y axis shows: the aggregate, its change, or an anomaly score. */
  measure: string;
  label: string;
  /** The range drawn, the same as the status lanes' under the chart. */
  from: number;
  to: number;
}

/**
 * A monitor's value per group over time with its alert and warning thresholds, always in view (its
 * own chunk: recharts). The seven groups that came closest to alerting are drawn; the timeline below
 * has them all.
 */
export default function MonitorValueChart({ groups, threshold, warning, measure, label, from, to }: Props) {
  const peak = (g: GroupEvaluation) => Math.max(...g.points.map((p) => p.value ?? -Infinity));
  const drawn = [...groups].sort((a, b) => peak(b) - peak(a)).slice(0, MAX_LINES);
  const times = drawn[0]?.points.map((p) => p.time) ?? [];
  const data: SeriesData = {
    series: drawn.map((g, i) => ({ key: `s${i}`, name: g.id === '*' ? measure : g.id, filters: [] })),
    rows: times.map((t, i) => {
      const row: Record<string, number> = { t };
      drawn.forEach((g, j) => {
        const value = g.points[i]?.value;
        if (value !== null && value !== undefined) row[`s${j}`] = value;
      });
      return row;
    }),
    step: times.length > 1 ? (times[1] as number) - (times[0] as number) : undefined,
    omitted: groups.length - drawn.length,
    stat: measure,
  };
  return (
    <div style={{ height: 260 }}>
      <TimeSeriesChart
        data={data}
        label={label}
        timeAxis={sharedAxis(from, to)}
        unit={/score|change/.test(measure) ? 'none' : unitOfStat(measure)}
        thresholds={[
          { value: threshold, label: 'alert', tone: 'danger' },
          ...(warning !== undefined ? [{ value: warning, label: 'warn', tone: 'warning' as const }] : []),
        ]}
      />
    </div>
  );
}
