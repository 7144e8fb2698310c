import type { ComponentType } from 'react';
import type { WidgetChartProps } from './chart-props';
import { PieChart } from './pie-chart';
import type { DrawnType } from './registry';
import { ScoreChart } from './score-chart';
import { SeriesChart } from './series-chart';
import { TopListChart } from './top-list-chart';
import { TreemapChart } from './treemap-chart';

/**
 * Each type's chart: the registry's drawing half, in the charts' chunk. Typed by the registry's
 * names, so a type declared there without a chart here fails the type check.
 */
export const WIDGET_CHARTS: Record<DrawnType, ComponentType<WidgetChartProps>> = {
  line: SeriesChart,
  area: SeriesChart,
  bar: SeriesChart,
  score: ScoreChart,
  pie: PieChart,
  treemap: TreemapChart,
  'top-list': TopListChart,
};
