import { aggregateAnswer, metricAnswer } from '../../../api/aggregates';
import type { components } from '../../../api/schema.gen';
import { groupData, scoreData, seriesData } from '../../../components/charts/series';
import { formatValue, resolveUnit } from '../../../components/charts/value-format';
import type { SearchRequest, WidgetDisplay, WidgetType } from '../model';
import { useState } from 'react';
import type { ChartSelection } from '../../../components/charts/time-series-chart';
import { usePointLinks } from '../drill';
import { PointChoice } from './point-choice';
import styles from './point-choice.module.css';
import { WIDGET_CHARTS } from '../widget-types/charts';
import { isDrawnType, notDrawn } from '../widget-types/registry';
import { drawingOf } from '../widget-types/drawing';

type SearchResponse = components['schemas']['SearchResponse'];

/**
 * What a widget draws, as the service answered: a search (over the widget's select), or a metric's
 * series (GET /timeseries/{id}, widgets made in the vendor's console). Read in one shape here, in the
 * chart's own chunk (src/api/aggregates.ts).
 */
export type WidgetAnswer =
  | { search: SearchResponse; select: string[] }
  | { metric: Record<string, components['schemas']['MetricTimeseries']> };

interface Props {
  type: WidgetType;
  answer: WidgetAnswer;
  label: string;
  height?: number;
  display?: WidgetDisplay;
  /** The search drawn: a click on a point, bar, slice or tile offers its events in Logs or what changed. */
  drillFrom?: SearchRequest | undefined;
}

/**
 * A widget's chart, by its type's entry in the registry (widget-types/), drawn with recharts in its
 * own chunk. Series arrive downsampled (charts/series.ts); animations are off so fifty widgets paint at
 * once. Each chart carries its label, and its numbers are in the tooltip and, for screen readers, in
 * its description.
 */
export default function WidgetChart({ type, answer, label, height, display = {}, drillFrom }: Props) {
  const links = usePointLinks(drillFrom ?? { from: [] });
  const [picked, setPicked] = useState<ChartSelection | null>(null);
  if (!isDrawnType(type)) return <p className="muted">{notDrawn(type)}</p>;
  const response =
    'metric' in answer ? metricAnswer(answer.metric) : aggregateAnswer(answer.search, answer.select);
  const series = seriesData(response);
  // Parts of a whole (stacks, shares) only for an aggregate that adds up.
  const drawing = drawingOf(type ?? 'line', series.stat, display.stacked);
  const Chart = WIDGET_CHARTS[drawing.type];
  const unit = resolveUnit(display.unit, series.stat);
  const grouped = series.series.some((s) => s.filters.length > 0);
  const score = scoreData(response);
  const summary = grouped
    ? groupData(response)
        .groups.slice(0, 5)
        .map((g) => `${g.name}: ${formatValue(g.value, unit, display.decimals)}`)
        .join('; ')
    : `${score.label}: ${formatValue(score.value, unit, display.decimals)}`;
  const within = drillFrom && { from: drillFrom.from_ts, to: drillFrom.to_ts };
  return (
    <div className={styles.frame}>
      <Chart
        type={drawing.type}
        label={label}
        response={response}
        unit={unit}
        display={{ ...display, stacked: drawing.stacked }}
        summary={summary}
        height={height}
        onSelect={drillFrom ? setPicked : undefined}
        within={within}
      />
      {drawing.note && <p className={styles.drawingNote}>{drawing.note}</p>}
      {picked && within && (
        <PointChoice
          selection={picked}
          window={within}
          onLogs={() => links.logs(picked)}
          onChanges={() => links.changes(picked)}
          onClose={() => setPicked(null)}
        />
      )}
    </div>
  );
}
