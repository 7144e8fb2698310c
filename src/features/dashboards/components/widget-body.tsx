import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { eagerLazy } from '../../../components/eager-lazy';
import { toApiError } from '../../../api/errors';
import { ErrorPanel } from '../../../components/error-panel';
import { Loading } from '../../../components/loading';
import { dashboardQueries } from '../queries';
import { loadChart } from '../chart-chunk';
import { widgetDisplay, widgetQuery, widgetRequest, type Widget } from '../model';
import { isDrawnType, notDrawn } from '../widget-types/registry';

const WidgetChart = eagerLazy(loadChart);

/** The service answered and said no (404, 403, 400): asking again would not help. */
const refused = (error: unknown) => {
  const e = toApiError(error);
  return e.kind === 'http' && e.status >= 400 && e.status < 500 && e.status !== 429;
};

interface Props {
  widget: Pick<Widget, 'aux' | 'type' | 'template' | 'name' | 'metric_ids'>;
  timeWindow: { from_ts: number; to_ts: number };
  vars?: Record<string, string>;
  /** Charts are taller full-screen. */
  height?: number;
}

/** A widget's data over the dashboard timeWindow, drawn by type; its own loading and error states. */
export function WidgetBody({ widget, timeWindow, vars, height }: Props) {
  const { request, problem } = widgetRequest(widget, timeWindow, vars);
  // A widget made in the vendor's console has no query of ours: it draws from its metric instead.
  const metricId = !widgetQuery(widget).from.length ? widget.metric_ids?.[0] : undefined;
  const drawn = isDrawnType(widget.type);
  const query = useQuery({
    ...dashboardQueries.data(request ?? { select: [] }),
    enabled: request !== undefined && drawn,
  });
  const metric = useQuery({
    ...dashboardQueries.metric(metricId ?? '', timeWindow),
    enabled: !!metricId && drawn,
  });
  const display = widgetDisplay(widget);
  if (!drawn) return <p className="muted">{notDrawn(widget.type)}</p>;

  if (metricId) {
    if (metric.isPending) return <Loading what={widget.name || 'the widget'} />;
    // Refused for what it is (gone, not readable here): say so. Held back by the rate limit or failed
    // on the way: its error, which waits for the window and asks again.
    if (metric.error && refused(metric.error))
      return (
        <p className="muted">
          Made in the vendor&apos;s console, from a metric this console could not read; edit it there.
        </p>
      );
    if (metric.error)
      return (
        <ErrorPanel error={metric.error} action="load this widget" onRetry={() => void metric.refetch()} />
      );
    return (
      <Suspense fallback={<Loading what="the chart" />}>
        <WidgetChart
          type={widget.type ?? 'line'}
          answer={{ metric: metric.data }}
          label={widget.name}
          height={height}
          display={display}
        />
      </Suspense>
    );
  }
  if (problem) return <p className="muted">{problem}</p>;
  if (query.isPending) return <Loading what={widget.name || 'the widget'} />;
  if (query.error)
    return <ErrorPanel error={query.error} action="load this widget" onRetry={() => void query.refetch()} />;
  return (
    <Suspense fallback={<Loading what="the chart" />}>
      <WidgetChart
        type={widget.type ?? 'line'}
        answer={{ search: query.data, select: request?.select ?? [] }}
        label={widget.name}
        height={height}
        display={display}
        drillFrom={request}
      />
    </Suspense>
  );
}
