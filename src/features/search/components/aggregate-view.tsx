import { lazy, Suspense } from 'react';
import type { components } from '../../../api/schema.gen';
import { ErrorPanel } from '../../../components/error-panel';
import { Loading } from '../../../components/loading';
import { useEveryAggregate } from '../use-every-aggregate';
import type { SearchRequest } from '../model';
import styles from './search.module.css';
import { DataTable } from '../../../components/data-table';
import { seriesData, type GroupFilter } from '../../../components/charts/series';
import { addGroupFilter } from '../../../query-language/group-filters';
import { formatValue, unitOfStat } from '../../../components/charts/value-format';
import { withKeys } from '../../../lib/keys';
import { namedText } from '../../../lib/visible-text';
import { ShownText } from '../../../components/shown-text';
import { Icon } from '../../../components/icon';

const TimeSeriesChart = lazy(() => import('../../../components/charts/time-series-chart'));

type GroupSeries = components['schemas']['GroupSeries'];
const QUANTILES = ['min', 'p50', 'p90', 'p95', 'p99', 'max'] as const;

/** The key an aggregate reads: "latency_ms" of "p95(latency_ms)". */
const keyOf = (stat: string | undefined) => /\(([^)]*)\)/.exec(stat ?? '')?.[1] ?? stat ?? '';

/** Nested groups as rows: "GET › 200", with the filters that select the row's events. */
function flatten(
  groups: GroupSeries[],
  prefix: GroupFilter[] = [],
): { filters: GroupFilter[]; group: GroupSeries }[] {
  return groups.flatMap((g) => {
    const filters = g.key ? [...prefix, { key: g.key, value: g.name ?? '' }] : prefix;
    return g.groups_series?.length ? flatten(g.groups_series, filters) : [{ filters, group: g }];
  });
}

interface Props {
  request: SearchRequest;
  groups: string[];
  /**
   * Runs the search with a group's events kept, or left out: `where` makes the new query from the one
   * the editor shows.
   */
  onFilter: (where: (q: string | undefined) => string) => void;
  /** Opens the events of a clicked time slice (and series): its group's filter and window. */
  onDrill: (drill: { where: (q: string | undefined) => string; from?: number; to?: number }) => void;
}

type AggregateSeries = NonNullable<components['schemas']['SearchResponse']['groups_series']>;

/** Each key's quantiles, where the aggregate asked for a distribution (nothing otherwise). */
function DistributionTable({ series }: { series: AggregateSeries }) {
  // Quantiles describe a key's values: avg(latency_ms) and p95(latency_ms) share one distribution.
  const distributions = [
    ...new Map(series.filter((s) => s.quantiles).map((s) => [keyOf(s.stat), s])).entries(),
  ];
  if (!distributions.length) return null;
  return (
    <DataTable caption="Distribution" showCaption>
      <thead>
        <tr>
          <th scope="col">Key</th>
          {QUANTILES.map((q) => (
            <th scope="col" key={q}>
              {q}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {distributions.map(([key, s]) => (
          <tr key={key}>
            <th scope="row">{key}</th>
            {QUANTILES.map((q) => (
              <td key={q}>{formatValue(s.quantiles?.[q], unitOfStat(s.stat))}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}

/**
 * An aggregate: the number, its series over time (one per group, the largest seven and the rest as
 * "other"), and a row per group (nested groups flattened) that can be kept or left out of the search.
 */
export function AggregateView({ request, groups, onFilter, onDrill }: Props) {
  const aggregates = useEveryAggregate(request);
  if (aggregates.error)
    return (
      <ErrorPanel error={aggregates.error} action="compute the aggregate" onRetry={aggregates.refetch} />
    );
  const data = aggregates.data;
  if (!data) return <Loading what="the aggregate" />;
  const series = data.groups_series ?? [];
  const stat = series[0]?.stat ?? 'value';
  const unit = unitOfStat(stat);
  const format = (n: number | undefined) => formatValue(n, unit);
  // count(*) is the number of events: a column of each would say the same number twice.
  const countsEvents = unit === 'count' && /^count\(\s*\*?\s*\)$/i.test(stat);
  const chart = seriesData(data);
  return (
    <div className="stack">
      {groups.length === 0 && <DistributionTable series={series} />}
      {groups.length === 0 && (
        <dl className={styles.numbers}>
          {withKeys(series, (s) => s.stat).map(([s, key]) => (
            <div key={key}>
              <dt>{s.stat}</dt>
              <dd>{formatValue(s.value, unitOfStat(s.stat))}</dd>
            </div>
          ))}
        </dl>
      )}
      <div className={styles.aggregateChart}>
        <Suspense fallback={<Loading what="the chart" />}>
          <TimeSeriesChart
            data={chart}
            unit={unit}
            label={groups.length ? `${stat} over time by ${groups.join(' › ')}` : `${stat} over time`}
            within={{ from: request.from_ts, to: request.to_ts }}
            onSelect={({ filters, ...slice }) =>
              onDrill({ where: (q) => addGroupFilter(q, filters), ...slice })
            }
          />
        </Suspense>
      </div>
      {groups.length > 0 && (
        <DataTable caption="Values per group">
          <thead>
            <tr>
              <th scope="col">{groups.join(' › ')}</th>
              {!countsEvents && <th scope="col">Events</th>}
              <th scope="col">{stat}</th>
              <th scope="col">
                <span className="visually-hidden">Filters</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {withKeys(flatten(series), ({ filters }) => filters.map((f) => f.value).join(' › ')).map(
              ([{ filters, group }, key]) => {
                const name = filters.map((f) => f.value).join(' › ');
                return (
                  <tr key={key}>
                    <th scope="row">
                      <ShownText text={name} />
                    </th>
                    {!countsEvents && <td>{formatValue(group.count, 'count')}</td>}
                    <td>{format(group.value)}</td>
                    <td>
                      <span className="row" style={{ gap: 2, flexWrap: 'nowrap' }}>
                        <button
                          type="button"
                          className="icon-button"
                          aria-label={`Only ${namedText(name)}`}
                          title="Only this group"
                          onClick={() => onFilter((q) => addGroupFilter(q, filters))}
                        >
                          <Icon name="funnel" size={12} />
                        </button>
                        <button
                          type="button"
                          className="icon-button"
                          aria-label={`Leave out ${namedText(name)}`}
                          title="Leave this group out"
                          onClick={() => onFilter((q) => addGroupFilter(q, filters, true))}
                        >
                          <Icon name="funnel-x" size={12} />
                        </button>
                      </span>
                    </td>
                  </tr>
                );
              },
            )}
          </tbody>
        </DataTable>
      )}
    </div>
  );
}
