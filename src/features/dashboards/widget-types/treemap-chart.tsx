import { Treemap } from 'recharts';
import type { Draws, WidgetChartProps } from './chart-props';
import { colorOf, GroupChart } from './group-frame';

/** Each group as a tile whose area is its value. */
export function TreemapChart(props: WidgetChartProps) {
  return (
    <GroupChart
      {...props}
      legendByDefault
      draw={({ groups, size, tooltip, pick, className }) => (
        <Treemap
          {...size}
          className={className}
          // An area is drawn only for a positive value (the legend still names every group).
          data={groups.flatMap((g, i) =>
            Number.isFinite(g.value) && g.value > 0
              ? [{ name: g.name, size: g.value, fill: colorOf(g, i) }]
              : [],
          )}
          dataKey="size"
          nameKey="name"
          stroke="var(--surface)"
          isAnimationActive={false}
          onClick={(node) => pick(groups.find((g) => g.name === node.name))}
        >
          {tooltip}
        </Treemap>
      )}
    />
  );
}

export const DRAWS = { treemap: TreemapChart } satisfies Draws;
