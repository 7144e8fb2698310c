import { Bar, BarChart, CartesianGrid, Cell, XAxis, YAxis, type BarRectangleItem } from 'recharts';
import { chartGrid, plainAxis } from '../../../components/charts/chart-theme';
import { OTHER_COLOR, seriesColor } from '../../../components/charts/palette';
import { scoreData } from '../../../components/charts/series';
import { formatAxisValue } from '../../../components/charts/value-format';
import type { Draws, WidgetChartProps } from './chart-props';
import { GroupChart } from './group-frame';

/** A top list names more groups than a pie can colour apart. */
const TOP_LIST_GROUPS = 12;

/** The largest groups as bars, largest first, each named beside its bar. */
export function TopListChart(props: WidgetChartProps) {
  const { response, unit } = props;
  return (
    <GroupChart
      {...props}
      most={TOP_LIST_GROUPS}
      legendByDefault={false}
      draw={({ groups, size, tooltip, press, className }) => (
        <BarChart
          {...size}
          className={className}
          data={groups}
          layout="vertical"
          margin={{ top: 4, right: 8, bottom: 0, left: 0 }}
        >
          <CartesianGrid {...chartGrid} vertical horizontal={false} />
          <XAxis type="number" tickFormatter={(v: number) => formatAxisValue(v, unit)} {...plainAxis} />
          <YAxis type="category" dataKey="name" width={120} interval={0} {...plainAxis} />
          {tooltip}
          <Bar
            dataKey="value"
            name={scoreData(response).label}
            isAnimationActive={false}
            onMouseDown={(bar: BarRectangleItem) => press(groups[bar.originalDataIndex])}
          >
            {groups.map((g, i) => (
              <Cell key={i} fill={g.other ? OTHER_COLOR : seriesColor(0)} />
            ))}
          </Bar>
        </BarChart>
      )}
    />
  );
}

export const DRAWS = { 'top-list': TopListChart } satisfies Draws;
