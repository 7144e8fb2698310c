import type { ComponentType } from 'react';
import type { Draws, WidgetChartProps } from './chart-props';
import type { DrawnType } from './registry';

/**
 * Each type's chart: the registry's drawing half, in the charts' chunk. Each chart module names the
 * types it draws (`DRAWS`; every `*-chart.tsx` is a type's chart, the frames they share are
 * `*-frame.tsx`), so a new type is its declaration in registry.ts and its chart module.
 */
const drawn = import.meta.glob<Draws>('./*-chart.tsx', { eager: true, import: 'DRAWS' });

export const WIDGET_CHARTS = Object.assign({}, ...Object.values(drawn)) as Record<
  DrawnType,
  ComponentType<WidgetChartProps>
>;
