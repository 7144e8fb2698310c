import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { ErrorPanel } from '../../../components/error-panel';
import { Breakdown } from './usage-breakdown';
import { Summary } from './usage-summary';
import { Loading } from '../../../components/loading';
import { PageHeader } from '../../../components/page-header';
import { TimeRangePicker } from '../../../components/pickers/time-range-picker';
import { useNow } from '../../../components/use-now';
import { usagePageQueries } from '../api';
import {
  usagePointsOf,
  usageWindows,
  rowsWithChange,
  USAGE_LABELS,
  DEFAULT_USAGE_RANGE,
  USAGE_PRESETS,
  USAGE_TYPES,
  type UsageType,
} from '../model';
import { LONGEST_USAGE } from '../longest';
import { namedText } from '../../../lib/visible-text';
import { ShownText } from '../../../components/shown-text';
import { useDisplaySettings } from '../../../components/use-display-settings';
import { organisationUsage } from './organisation-usage';

const UsageChart = lazy(() => import('./usage-chart'));

/** What the page shows, in the URL; ingestion over the last 30 days when not given. */
export interface UsageUrl {
  type?: UsageType;
  range?: string;
  dataset?: string;
  user?: string;
}

/** Which usage to show (ingestion, search, export) and over which range. */
function UsageChoice({
  url,
  onChange,
}: {
  url: Required<Pick<UsageUrl, 'type' | 'range'>>;
  onChange: (next: UsageUrl) => void;
}) {
  return (
    <div className="row" role="group" aria-label="Usage to show">
      {USAGE_TYPES.map((type) => (
        <button
          key={type}
          type="button"
          className={type === url.type ? 'button button-primary' : 'button'}
          aria-pressed={type === url.type}
          onClick={() => onChange({ type, range: url.range })}
        >
          {USAGE_LABELS[type]}
        </button>
      ))}
      <TimeRangePicker
        value={url}
        onChange={(next) => next.range && onChange({ ...url, range: next.range })}
        presets={USAGE_PRESETS}
        fallback={DEFAULT_USAGE_RANGE}
        longest={LONGEST_USAGE}
        relativeOnly="Usage is shown over a range back from now or a calendar month."
      />
    </div>
  );
}

/** Ingestion, search and export over a timeframe; per dataset and per person, against the timeframe before. */
export function UsagePage({ url: given, onChange }: { url: UsageUrl; onChange: (next: UsageUrl) => void }) {
  const url = {
    ...given,
    type: given.type ?? 'ingestion',
    range: given.range ?? DEFAULT_USAGE_RANGE,
  } as const;
  const now = useNow(false);
  const zone = useDisplaySettings().timeZone;
  const { byDay } = usageWindows(url.range, now, zone);
  const queries = usagePageQueries(url.type, url.range, now, zone);
  const total = useQuery(queries.total);
  const perDataset = useQuery(queries.perDataset);
  const perDatasetBefore = useQuery(queries.perDatasetBefore);
  const perUser = useQuery(queries.perUser);
  const perUserBefore = useQuery(queries.perUserBefore);

  const datasetRows = rowsWithChange(
    perDataset.data?.groups_series ?? [],
    perDatasetBefore.data?.groups_series ?? [],
  );
  const userRows = rowsWithChange(perUser.data?.groups_series ?? [], perUserBefore.data?.groups_series ?? []);
  const drilled = url.dataset
    ? perDataset.data?.groups_series?.find((g) => g.key === url.dataset)
    : url.user
      ? perUser.data?.groups_series?.find((g) => g.key === url.user)
      : undefined;
  const drilledRow = [...datasetRows, ...userRows].find((r) => r.key === (url.dataset ?? url.user));
  const label = USAGE_LABELS[url.type];
  const organisation = organisationUsage(url.range, total, perDataset, perDatasetBefore);
  const whole = organisation.value;

  return (
    <div className="stack">
      <PageHeader
        title="Usage"
        lead="What the organisation ingested, searched and exported, and how it changed."
      />
      <UsageChoice url={url} onChange={onChange} />

      {drilled && drilledRow ? (
        <section aria-labelledby="usage-drill" className="card stack">
          <div className="row" style={{ justifyContent: 'space-between' }}>
            <h2 id="usage-drill">
              {label} of <ShownText text={drilledRow.name} />
            </h2>
            <Link to="/usage" search={{ type: url.type, range: url.range }} className="button">
              Back to all {url.dataset ? 'datasets' : 'people'}
            </Link>
          </div>
          <Summary value={drilledRow.value} before={drilledRow.before} range={url.range} of={whole} />
          <Suspense fallback={<Loading what="the chart" />}>
            <UsageChart
              points={usagePointsOf(drilled.timeseries)}
              label={`${label} of ${namedText(drilledRow.name)} over ${url.range.toLowerCase()}`}
              byDay={byDay}
            />
          </Suspense>
        </section>
      ) : (
        <section aria-labelledby="usage-total" className="card stack">
          <h2 id="usage-total">
            {label}, {url.range.toLowerCase()}
          </h2>
          {organisation.error ? (
            <ErrorPanel error={organisation.error} action="load usage" onRetry={organisation.retry} />
          ) : organisation.ready ? (
            <>
              <Summary value={whole} before={organisation.before} range={url.range} />
              <Suspense fallback={<Loading what="the chart" />}>
                <UsageChart
                  points={organisation.points}
                  label={`${label} of the organisation over ${url.range.toLowerCase()}`}
                  byDay={byDay}
                />
              </Suspense>
            </>
          ) : (
            <Loading what="usage" />
          )}
        </section>
      )}

      <Breakdown
        heading="By dataset"
        rows={datasetRows}
        total={whole}
        error={perDataset.error ?? perDatasetBefore.error}
        pending={perDataset.isPending}
        selected={url.dataset}
        drill={(key) => ({ type: url.type, range: url.range, dataset: key })}
      />
      {url.type === 'search' && (
        <Breakdown
          heading="By person or key"
          rows={userRows}
          total={whole}
          error={perUser.error ?? perUserBefore.error}
          pending={perUser.isPending}
          selected={url.user}
          showCount
          drill={(key) => ({ type: url.type, range: url.range, user: key })}
        />
      )}
    </div>
  );
}
