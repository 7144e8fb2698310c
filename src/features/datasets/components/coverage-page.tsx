import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { datasetQueries } from '../../../api/datasets';
import { DataTable } from '../../../components/data-table';
import { ErrorPanel } from '../../../components/error-panel';
import { Loading } from '../../../components/loading';
import { PageHeader } from '../../../components/page-header';
import { TimeRangePicker } from '../../../components/pickers/time-range-picker';
import { ShownText } from '../../../components/shown-text';
import { withKeys } from '../../../lib/keys';
import { coverageQueries } from '../api';
import {
  COVERAGE_PRESETS,
  coverageQuery,
  coverageRows,
  coverageSeries,
  DEFAULT_COVERAGE_RANGE,
  LONGEST_COVERAGE,
  type CoverageUrl,
} from '../coverage';

const CoverageChart = lazy(() => import('./coverage-chart'));

const percent = (share: number | undefined) =>
  share === undefined ? '—' : `${(share * 100).toFixed(share > 0 && share < 0.001 ? 2 : 1)}%`;
const whole = (n: number | undefined) => (n === undefined ? '—' : n.toLocaleString('en'));

/**
 * How much of each dataset its parser understood over a range: the share, the events read and
 * understood, and one dataset's share over time. A low share means a parser that does not fit the
 * dataset's lines (Datasets changes it).
 */
export function CoveragePage({ url, onChange }: { url: CoverageUrl; onChange: (url: CoverageUrl) => void }) {
  const query = coverageQuery(url);
  const ratio = useQuery(coverageQueries.ratio(query));
  const usage = useQuery(coverageQueries.usage(query));
  const logs = useQuery(datasetQueries.logs());
  const nameOf = (id: string) => {
    const log = logs.data?.logs?.find((l) => l.log_id === id);
    return log ? `${log.collection}/${log.dataset}` : id;
  };
  const series = ratio.data?.match_ratio ?? [];
  const rows = coverageRows(series, usage.data?.match_ratio);
  const chosen = series.find((s) => s.name === url.ds) ?? series[0];
  const rangeWords = url.range ?? (url.from !== undefined ? 'the window chosen' : DEFAULT_COVERAGE_RANGE);
  return (
    <div className="stack">
      <p>
        <Link to="/datasets">← Datasets</Link>
      </p>
      <PageHeader
        title="Parser coverage"
        lead="The share of each dataset's events its parser understood. Datasets without a parser are not listed."
        actions={
          <TimeRangePicker
            value={url}
            onChange={(next) => onChange({ ...url, ...next })}
            presets={COVERAGE_PRESETS}
            fallback={DEFAULT_COVERAGE_RANGE}
            longest={LONGEST_COVERAGE}
          />
        }
      />
      {ratio.error ? (
        <ErrorPanel
          error={ratio.error}
          action="read the parser coverage"
          onRetry={() => void ratio.refetch()}
        />
      ) : !ratio.data ? (
        <Loading what="the parser coverage" />
      ) : !rows.length ? (
        <p className="muted">No dataset has a parser, so nothing is parsed.</p>
      ) : (
        <>
          <DataTable caption={`Parser coverage, ${rangeWords.toLowerCase()}`}>
            <thead>
              <tr>
                <th scope="col">Dataset</th>
                <th scope="col">Understood</th>
                <th scope="col">Events</th>
                <th scope="col">Events understood</th>
              </tr>
            </thead>
            <tbody>
              {withKeys(rows, (r) => r.logId).map(([row, key]) => (
                <tr key={key} aria-current={row.logId === chosen?.name ? 'true' : undefined}>
                  <th scope="row">
                    <Link to="/datasets/coverage" search={{ ...url, ds: row.logId }}>
                      <ShownText text={nameOf(row.logId)} />
                    </Link>
                  </th>
                  <td>{percent(row.share)}</td>
                  <td>{whole(row.events)}</td>
                  <td>{usage.error ? 'Not read' : whole(row.understood)}</td>
                </tr>
              ))}
            </tbody>
          </DataTable>
          {usage.error && <ErrorPanel error={usage.error} action="read the events understood" />}
          {chosen && (
            <section aria-labelledby="coverage-over-time" className="stack">
              <h2 id="coverage-over-time">
                <ShownText text={nameOf(chosen.name ?? '')} /> over time
              </h2>
              <Suspense fallback={<Loading what="the chart" />}>
                <CoverageChart
                  data={coverageSeries(chosen, nameOf(chosen.name ?? ''))}
                  label={`Share of ${nameOf(chosen.name ?? '')} its parser understood`}
                />
              </Suspense>
            </section>
          )}
        </>
      )}
    </div>
  );
}
