import { Cell, Pie, PieChart as RechartsPie } from 'recharts';
import type { Draws, WidgetChartProps } from './chart-props';
import { colorOf, GroupChart } from './group-frame';

/** Each group's share of the whole, as a ring. */
export function PieChart(props: WidgetChartProps) {
  return (
    <GroupChart
      {...props}
      legendByDefault
      draw={({ groups, size, tooltip, press, className }) => (
        <RechartsPie {...size} className={className}>
          <Pie
            data={groups}
            dataKey="value"
            nameKey="name"
            innerRadius="45%"
            isAnimationActive={false}
            onMouseDown={(_, index) => press(groups[index])}
          >
            {groups.map((g, i) => (
              <Cell key={i} fill={colorOf(g, i)} />
            ))}
          </Pie>
          {tooltip}
        </RechartsPie>
      )}
    />
  );
}

export const DRAWS = { pie: PieChart } satisfies Draws;
