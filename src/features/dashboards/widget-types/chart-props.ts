import type { ComponentType } from 'react';
import type { components } from '../../../api/schema.gen';
import type { ChartSelection } from '../../../components/charts/time-series-chart';
import type { ValueUnit } from '../../../components/charts/value-format';
import type { WidgetDisplay } from '../model';
import type { DrawnType } from './registry';

/** What every type's chart is handed: the answer read in one shape, and how to draw its numbers. */
export interface WidgetChartProps {
  type: DrawnType;
  label: string;
  response: components['schemas']['SearchResponse'];
  unit: ValueUnit;
  display: WidgetDisplay;
  /** The numbers behind the chart in words, for screen readers. */
  summary: string;
  height?: number | undefined;
  /** A click on a point, bar, slice or tile: opens its events in Logs. */
  onSelect?: ((selection: ChartSelection) => void) | undefined;
  /** The window searched (a slice cut by it counts only its part within). */
  within?: { from?: number | undefined; to?: number | undefined } | undefined;
}

/**
 * The types a chart module draws, exported by it as `DRAWS` (charts.tsx collects them): a type the
 * registry does not declare fails the type check, one it declares without a chart fails registry.test.ts.
 */
export type Draws = Partial<Record<DrawnType, ComponentType<WidgetChartProps>>>;
