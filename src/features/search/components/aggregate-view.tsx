import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import type { components } from '../../../api/schema.gen';
import { ErrorPanel } from '../../../components/error-panel';
import { Loading } from '../../../components/loading';
import { searchQueries } from '../api';
import type { SearchRequest } from '../model';
import styles from './search.module.css';
import { pointsOf } from '../../../api/tolerant';
import { DataTable } from '../../../components/data-table';

const SeriesChart = lazy(() => import('./series-chart'));

type GroupSeries = components['schemas']['GroupSeries'];
const QUANTILES = ['min', 'p50', 'p90', 'p95', 'p99', 'max'] as const;

/** Nested groups as rows: "GET › 200". */
function flatten(groups: GroupSeries[], prefix: string[] = []): { path: string[]; group: GroupSeries }[] {
  return groups.flatMap((g) => {
    const path = [...prefix, g.name ?? ''];
    return g.groups_series?.length ? flatten(g.groups_series, path) : [{ path, group: g }];
  });
}

const format = (n: number | undefined) =>
  n === undefined
    ? '—'
    : Number.isInteger(n)
      ? n.toLocaleString('en')
      : n.toLocaleString('en', { maximumFractionDigits: 2 });

/** An aggregate: the number, its series over time, and a row per group (nested groups flattened). */
export function AggregateView({ request, groups }: { request: SearchRequest; groups: string[] }) {
  const query = useQuery(searchQueries.search(request));
  if (query.isPending) return <Loading what="the aggregate" />;
  if (query.error)
    return (
      <ErrorPanel error={query.error} action="compute the aggregate" onRetry={() => void query.refetch()} />
    );
  const data = query.data;
  const series = data.groups_series ?? [];
  const totals = pointsOf(data.totals?.timeseries);
  // count(*) is the number of events: a column of each would say the same number twice.
  const countsEvents = /^count\(\s*\*?\s*\)$/i.test(series[0]?.stat ?? '');
  return (
    <div className="stack">
      {groups.length === 0 && series.some((s) => s.quantiles) && (
        <DataTable caption="Distribution" showCaption>
          <thead>
            <tr>
              <th scope="col">Aggregate</th>
              {QUANTILES.map((q) => (
                <th scope="col" key={q}>
                  {q}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {series
              .filter((s) => s.quantiles)
              .map((s) => (
                <tr key={s.stat}>
                  <th scope="row">{s.stat}</th>
                  {QUANTILES.map((q) => (
                    <td key={q}>{format(s.quantiles?.[q])}</td>
                  ))}
                </tr>
              ))}
          </tbody>
        </DataTable>
      )}
      {groups.length === 0 && (
        <dl className={styles.numbers}>
          {series.map((s) => (
            <div key={s.stat}>
              <dt>{s.stat}</dt>
              <dd>{format(s.value)}</dd>
            </div>
          ))}
        </dl>
      )}
      <Suspense fallback={<Loading what="the chart" />}>
        <SeriesChart points={totals} label={`${series[0]?.stat ?? 'value'} over time`} />
      </Suspense>
      {groups.length > 0 && (
        <DataTable caption="Values per group">
          <thead>
            <tr>
              <th scope="col">{groups.join(' › ')}</th>
              {!countsEvents && <th scope="col">Events</th>}
              <th scope="col">{series[0]?.stat ?? 'value'}</th>
            </tr>
          </thead>
          <tbody>
            {flatten(series).map(({ path, group }) => (
              <tr key={path.join('\u0000')}>
                <th scope="row">{path.join(' › ')}</th>
                {!countsEvents && <td>{format(group.count)}</td>}
                <td>{format(group.value)}</td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
    </div>
  );
}
