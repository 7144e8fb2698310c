import type { components } from '../../src/api/schema.gen';
import type { Caller } from '../auth';
import type { Db } from '../db/store';
import type { StoredMonitor } from '../db/types';
import type { Implementations } from '../framework';
import { notFound } from '../http-errors';
import { datasetsOf } from './datasets';

type MetricDefinition = components['schemas']['MetricDefinition'];

/**
 * A monitor's metric definition id. The service keeps a monitor's query on a metric definition
 * (`metric_id`); the mock derives that id from the monitor's, so the two always go together.
 */
export const metricIdOf = (monitorId: string): string => `6d657472${monitorId.slice(8)}`;

function monitorOfMetric(db: Db, caller: Caller, metricId: string): StoredMonitor | undefined {
  return db.state.monitors.find((m) => m.org_id === caller.orgId && metricIdOf(m.id) === metricId);
}

/**
 * The metric definition behind `metricId`: a monitor's query, or a monitor template's (its `{{name}}`
 * placeholders kept), named for it.
 */
function findMetric(db: Db, caller: Caller, metricId: string): MetricDefinition {
  const monitor = monitorOfMetric(db, caller, metricId);
  if (monitor) return { id: metricId, name: monitor.name, queries: monitor.queries };
  const template = db.state.monitorTemplates.find(
    (t) => t.org_id === caller.orgId && metricIdOf(t.id) === metricId,
  );
  if (template?.monitor) return { id: metricId, name: template.name, queries: template.monitor.queries };
  throw notFound('Metric definition', metricId);
}

export const metricHandlers: Implementations = {
  getMetricDefinition: ({ db, caller, params }) => findMetric(db, caller, params.metricId),
  /** The vendor's GET /timeseries/{id}: each query of the definition as a series over the range. */
  getMetricTimeseries: async ({ db, caller, params, query, searcher }) => {
    const metric = findMetric(db, caller, params.metric_definition_id);
    const range =
      query.has('from_ts') && query.has('to_ts')
        ? { from_ts: Number(query.get('from_ts')), to_ts: Number(query.get('to_ts')) }
        : { time_range: query.get('time_range') ?? 'Last 1 hour' };
    const out: Record<string, components['schemas']['MetricTimeseries']> = {};
    for (const [i, q] of metric.queries.entries()) {
      const name = q.name ?? `q${i + 1}`;
      const answer = await searcher(
        {
          ...(q.from ? { from: q.from } : {}),
          ...(q.from_expr ? { from_expr: q.from_expr } : {}),
          where: q.where,
          select: q.select,
          ...(q.groups?.length ? { groups: q.groups } : {}),
          ...range,
          num_of_slices: Number(query.get('num_of_slices') ?? 10),
          limit: Number(query.get('limit') ?? 100),
        },
        datasetsOf(db, caller),
      );
      // Ungrouped: the series, and each aggregate over the whole range (as the vendor's contract has it).
      out[name] = q.groups?.length
        ? { name, groups_series: answer.groups_series ?? [] }
        : {
            name,
            aggregates: q.select.map((select, a) => ({
              function: select,
              value: answer.groups_series?.[a]?.value ?? 0,
            })),
            series: answer.totals?.timeseries ?? [],
          };
    }
    return out;
  },
};
