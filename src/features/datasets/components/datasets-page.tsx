import { withKeys } from '../../../lib/keys';
import { useDisplaySettings } from '../../../components/use-display-settings';
import { useQueries, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { lazy } from 'react';
import { Link } from '@tanstack/react-router';
import { datasetQueries } from '../../../api/datasets';
import { usePermit } from '../../../api/use-identity';
import type { components } from '../../../api/schema.gen';
import { ErrorPanel } from '../../../components/error-panel';
import { PageHeader } from '../../../components/page-header';
import { formatTimestamp } from '../../../lib/time';
import { useRemoveParser, useSetParser } from '../api';
import { formatTags } from '../../../lib/tags';
import { LegacyLogs } from './legacy-logs';
import { collectionsOf } from '../../../api/tolerant-records';
import { DataTable } from '../../../components/data-table';
import { NewButton } from '../../../components/new-button';
import { useTablePage } from '../../../components/use-table-page';
import { namedText } from '../../../lib/visible-text';
import { ShownText } from '../../../components/shown-text';

const CreateDatasetDialog = lazy(() => import('./create-dataset-dialog'));

type Dataset = components['schemas']['Dataset'];
type Parser = components['schemas']['Parser'];

/** Parsers whose names are read; more distinct parsers than this show by id. */
const MAX_PARSERS = 10;

export interface DatasetsUrl {
  view?: 'legacy';
  page?: number;
}

/** Collections and their datasets, with tags and parsers; a form for a new dataset; the legacy list. */
export function DatasetsPage({ url }: { url: DatasetsUrl }) {
  const { data } = useSuspenseQuery(datasetQueries.list());
  const collections = collectionsOf(useQuery(datasetQueries.collections()).data);
  const canWrite = usePermit('datasets_write', 'create datasets and assign parsers');
  const datasets = [...data.datasets].sort(
    (a, b) => a.collection.localeCompare(b.collection) || a.dataset.localeCompare(b.dataset),
  );
  // There is no list of parsers: those the organisation's datasets use are the ones offered. Each
  // dataset names its parser's id; a parser's name is read once, from one dataset that uses it (not
  // one request per row: the live service allows 100 requests per 5 minutes), at most MAX_PARSERS.
  const users = [
    ...new Map(datasets.filter((d) => d.parser_id).map((d) => [d.parser_id as string, d.id])).entries(),
  ].slice(0, MAX_PARSERS);
  const parsers = useQueries({ queries: users.map(([, datasetId]) => datasetQueries.parser(datasetId)) });
  const known = parsers.map((q) => q.data).filter((p): p is Parser => !!p);
  const named = new Map(known.map((p) => [p.parser_id, p]));
  const parserOf = new Map(
    datasets.map((d) => [
      d.id,
      d.parser_id
        ? (named.get(d.parser_id) ?? { parser_id: d.parser_id, parser_name: d.parser_id })
        : undefined,
    ]),
  );
  // A page of datasets in collection order, under the headings of the collections it reaches.
  const page = useTablePage(datasets, 'Datasets');
  const byCollection = new Map<string, Dataset[]>();
  for (const d of page.rows) byCollection.set(d.collection, [...(byCollection.get(d.collection) ?? []), d]);
  const inCollection = (name: string) => datasets.filter((d) => d.collection === name).length;

  return (
    <div className="stack">
      <PageHeader
        title="Datasets"
        lead="Where logs arrive: datasets grouped in collections, tagged by team and environment, parsed on arrival."
        actions={
          <>
            <nav aria-label="Dataset views" className="row">
              <Link
                to="/datasets"
                search={{}}
                className="button"
                activeOptions={{ includeSearch: true }}
                activeProps={{ 'aria-current': 'page' }}
              >
                Collections
              </Link>
              <Link
                to="/datasets"
                search={{ view: 'legacy' }}
                className="button"
                activeOptions={{ includeSearch: true }}
                activeProps={{ 'aria-current': 'page' }}
              >
                Legacy log list
              </Link>
              <Link to="/datasets/coverage" className="button">
                Parser coverage
              </Link>
            </nav>
            {canWrite.allowed && url.view !== 'legacy' && (
              <NewButton label="New dataset">
                {(close) => (
                  <CreateDatasetDialog collections={collections.map((c) => c.collection)} onClose={close} />
                )}
              </NewButton>
            )}
          </>
        }
      />
      {url.view === 'legacy' ? (
        <LegacyLogs />
      ) : (
        <>
          {!canWrite.allowed && <p className="muted">{canWrite.reason}</p>}
          {[...byCollection.entries()].map(([collection, items]) => (
            <section key={collection} aria-labelledby={`collection-${collection}`} className="stack">
              <h2 id={`collection-${collection}`}>
                {collection} <span className="muted">({inCollection(collection)})</span>
              </h2>
              <DataTable caption={<>Datasets of {collection}</>}>
                <thead>
                  <tr>
                    <th scope="col">Dataset</th>
                    <th scope="col">Tags</th>
                    <th scope="col">Parser</th>
                    <th scope="col">Created</th>
                    <th scope="col">
                      <span className="visually-hidden">Actions</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {withKeys(items, (d) => d.id).map(([d, key]) => (
                    <DatasetRow
                      key={key}
                      dataset={d}
                      parser={parserOf.get(d.id)}
                      known={known}
                      canWrite={canWrite.allowed}
                    />
                  ))}
                </tbody>
              </DataTable>
            </section>
          ))}
          {page.pager}
          {datasets.length === 0 && <p className="muted">No datasets yet.</p>}
        </>
      )}
    </div>
  );
}

function DatasetRow({
  dataset,
  parser,
  known,
  canWrite,
}: {
  dataset: Dataset;
  parser: Parser | undefined;
  known: Parser[];
  canWrite: boolean;
}) {
  const display = useDisplaySettings();
  const set = useSetParser();
  const remove = useRemoveParser();
  const name = `${dataset.collection}/${dataset.dataset}`;
  const path = { params: { path: { datasetId: dataset.id } } };
  return (
    <tr>
      <th scope="row">
        <ShownText text={dataset.dataset} />
      </th>
      <td>{formatTags(dataset.tags) || <span className="muted">None</span>}</td>
      <td>
        {canWrite ? (
          <select
            aria-label={`Parser of ${namedText(name)}`}
            value={parser?.parser_id ?? ''}
            disabled={set.isPending || remove.isPending}
            onChange={(e) =>
              e.target.value
                ? set.mutate({ ...path, body: { parser_id: e.target.value } })
                : remove.mutate(path)
            }
          >
            <option value="">No parser</option>
            {withKeys(known, (p) => p.parser_id).map(([p, key]) => (
              <option key={key} value={p.parser_id}>
                {p.parser_name ?? p.parser_id}
              </option>
            ))}
          </select>
        ) : (
          (parser?.parser_name ?? <span className="muted">No parser</span>)
        )}
        {(set.error ?? remove.error) ? (
          <ErrorPanel error={set.error ?? remove.error} action={`change the parser of ${name}`} />
        ) : null}
      </td>
      <td>
        {dataset.metadata?.created_at !== undefined
          ? formatTimestamp(dataset.metadata.created_at, display)
          : ''}
      </td>
      <td>
        <Link to="/search" search={{ ds: [dataset.id] }} aria-label={`Search ${namedText(name)}`}>
          Search
        </Link>
      </td>
    </tr>
  );
}
