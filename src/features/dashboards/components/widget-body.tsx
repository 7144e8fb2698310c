import { useQuery } from '@tanstack/react-query';
import { Suspense, useEffect } from 'react';
import { eagerLazy } from '../../../components/eager-lazy';
import { toApiError } from '../../../api/errors';
import { ErrorPanel } from '../../../components/error-panel';
import { Loading } from '../../../components/loading';
import { dashboardQueries } from '../queries';
import { loadChart } from '../chart-chunk';
import { widgetDisplay, widgetQuery, widgetRequest, type Widget } from '../model';
import { isDrawnType, notDrawn } from '../widget-types/registry';
import { useSharedSearches } from '../shared-search-context';
import { ownAnswer, severalAggregatesStore } from '../shared-searches';

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
  // The dashboard's search that answers this widget with others (its own request outside one).
  const plan = useSharedSearches();
  const search = request && plan ? plan.searchOf(request) : request;
  const shared = useQuery({
    ...dashboardQueries.data(search ?? { select: [] }),
    enabled: search !== undefined && drawn,
  });
  const own = shared.data && search && request ? ownAnswer(shared.data, search, request) : undefined;
  // The service answered fewer aggregates than asked (the live service: one per search): this widget
  // asks its own, and the dashboard stops merging.
  const lacking = !!shared.data && !own;
  // A merged answer that served an aggregate besides its first shows the service takes several.
  const servedOthers = !!own && !!search && search !== request && search.select[0] !== request?.select[0];
  useEffect(() => {
    if (lacking || servedOthers) severalAggregatesStore.learn(!lacking);
  }, [lacking, servedOthers]);
  const alone = useQuery({
    ...dashboardQueries.data(request ?? { select: [] }),
    enabled: lacking && drawn,
  });
  const query = lacking ? alone : shared;
  const data = lacking ? alone.data : own;
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
  if (!data) return <Loading what={widget.name || 'the widget'} />;
  return (
    <Suspense fallback={<Loading what="the chart" />}>
      <WidgetChart
        type={widget.type ?? 'line'}
        answer={{ search: data, select: request?.select ?? [] }}
        label={widget.name}
        height={height}
        display={display}
        drillFrom={request}
      />
    </Suspense>
  );
}
