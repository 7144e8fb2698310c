// Apart from the formats: a widget's stored display options are read in the dashboard's first chunk.
/** What a chart's numbers measure: the unit on its axis and in its tooltips. */
export const VALUE_UNITS = ['auto', 'count', 'bytes', 'ms', 'percent', 'none'] as const;
export type ValueUnit = (typeof VALUE_UNITS)[number];

export const VALUE_UNIT_NAMES: Record<ValueUnit, string> = {
  auto: 'From the aggregate',
  count: 'Count',
  bytes: 'Bytes',
  ms: 'Milliseconds',
  percent: 'Percent (0–100)',
  none: 'Plain number',
};
