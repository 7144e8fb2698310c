import { Area, AreaChart } from 'recharts';
import { seriesColor } from '../../../components/charts/palette';
import { scoreData, seriesData } from '../../../components/charts/series';
import { formatValue } from '../../../components/charts/value-format';
import styles from '../components/dashboards.module.css';
import { ChartFrame } from './chart-frame';
import type { Draws, WidgetChartProps } from './chart-props';

/** One number in large type, with its course over the window beneath when there is one. */
export function ScoreChart({ label, response, unit, display, summary, height }: WidgetChartProps) {
  const score = scoreData(response);
  const { rows, series } = seriesData(response);
  return (
    <ChartFrame label={label} summary={summary} height={height} clickable={false}>
      {(size) => (
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
      )}
    </ChartFrame>
  );
}

export const DRAWS = { score: ScoreChart } satisfies Draws;
