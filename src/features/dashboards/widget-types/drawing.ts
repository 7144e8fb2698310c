import { addsUp } from '../../../query-language/aggregate-kinds';
import { WIDGET_TYPES, type DrawnType } from './registry';

/** The types that draw each group as its share of one whole (a pie's slice, a treemap's tile). */
export const SHARES: readonly DrawnType[] = ['pie', 'treemap'];

/** How a widget's chart draws its aggregate, and why where that is not as its type would. */
export interface Drawing {
  type: DrawnType;
  /** Its series stacked into the whole. */
  stacked: boolean;
  /** Said under the chart when it is drawn otherwise than asked. */
  note?: string;
}

/**
 * A widget's type and stacking choice applied to its aggregate: parts of a whole (stacked series, a
 * pie's slices, a treemap's tiles, the groups past the top ones as "other") only where the aggregate
 * adds up (query-language/aggregate-kinds.ts). A percentile by group as a pie, or stacked bars of
 * averages, would draw sums that mean nothing: the groups are drawn side by side, and the chart says why.
 */
export function drawingOf(type: DrawnType, stat: string | undefined, stacked: boolean | undefined): Drawing {
  const spec = WIDGET_TYPES[type];
  const whole = addsUp(stat);
  const name = stat ?? 'This aggregate';
  if (SHARES.includes(type) && !whole)
    return {
      type: 'top-list',
      stacked: false,
      note: `${name} does not add up to a whole, so its groups are listed rather than drawn as shares of a ${spec.label.toLowerCase()}.`,
    };
  const asked = spec.stacking && (stacked ?? type !== 'line');
  if (asked && !whole)
    return {
      type,
      stacked: false,
      ...(stacked
        ? { note: `${name} does not add up, so its series are drawn side by side, not stacked.` }
        : {}),
    };
  return { type, stacked: asked };
}
