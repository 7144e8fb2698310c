import { Tooltip } from 'recharts';
import { ChartLegend } from '../../../components/charts/chart-legend';
import { chartTooltip } from '../../../components/charts/chart-theme';
import { OTHER_COLOR, seriesColor } from '../../../components/charts/palette';
import { groupData, type GroupValue } from '../../../components/charts/series';
import { usePress } from '../../../components/charts/use-press';
import { formatValue } from '../../../components/charts/value-format';
import styles from '../components/dashboards.module.css';
import { ChartFrame } from './chart-frame';
import type { WidgetChartProps } from './chart-props';

/** What a chart of one number per group draws with. */
export interface GroupPlot {
  groups: GroupValue[];
  size: { width: number; height: number };
  /** Recharts' tooltip, once the person points at or focuses the chart. */
  tooltip: React.ReactNode;
  /** A group pressed (a slice, a bar): opened in Logs when released on it. */
  press: (group: GroupValue | undefined) => void;
  /** A group clicked at once (a treemap's tile). */
  pick: (group: GroupValue | undefined) => void;
  className: string | undefined;
}

export const colorOf = (g: GroupValue, i: number) => (g.other ? OTHER_COLOR : seriesColor(i));

/**
 * A chart of one number per group (pie, treemap, top list): the largest groups (and the rest as
 * "other" where they add up), a legend naming each, a click on a group opens its events in Logs.
 */
export function GroupChart({
  label,
  response,
  unit,
  display,
  summary,
  height,
  onSelect,
  most,
  legendByDefault,
  draw,
}: WidgetChartProps & {
  /** How many groups it can tell apart; the rest are counted in a note. */
  most?: number;
  legendByDefault: boolean;
  draw: (plot: GroupPlot) => React.ReactNode;
}) {
  const pick = (group: GroupValue | undefined) =>
    onSelect && group && !group.other ? onSelect({ filters: group.filters }) : undefined;
  const parts = usePress<GroupValue | undefined>(onSelect ? pick : undefined);
  const { groups, omitted } = groupData(response, most);
  const legend = display.legend ?? legendByDefault;
  return (
    <ChartFrame label={label} summary={summary} height={height} clickable={!!onSelect}>
      {(size, tooltips) => (
        <>
          <div onMouseUp={parts.release}>
            {draw({
              groups,
              size: { width: size.width, height: Math.max(60, size.height - (legend ? 48 : 0)) },
              tooltip: tooltips && (
                <Tooltip
                  contentStyle={chartTooltip}
                  formatter={(v) => formatValue(Number(v), unit, display.decimals)}
                />
              ),
              press: parts.press,
              pick,
              className: onSelect ? styles.clickable : undefined,
            })}
          </div>
          {legend && (
            <ChartLegend
              label={`Groups of ${label}`}
              items={groups.map((g, i) => ({ key: String(i), name: g.name, color: colorOf(g, i) }))}
            />
          )}
          {omitted > 0 && (
            <p className="muted" style={{ margin: 0, fontSize: 12 }}>
              The {groups.length} largest of {groups.length + omitted} groups are drawn.
            </p>
          )}
        </>
      )}
    </ChartFrame>
  );
}
