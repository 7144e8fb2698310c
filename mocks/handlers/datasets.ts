import type { components } from '../../src/api/schema.gen';
import type { Caller } from '../auth';
import { hashSecret } from '../db/prng';
import type { Db } from '../db/store';
import type { StoredDataset } from '../db/types';
import { PARSERS } from '../engine/catalogue';
import type { Implementations } from '../framework';
import { badRequest, notFound } from '../http-errors';
import { changedMetadata } from '../metadata';

type Schemas = components['schemas'];

/** The datasets of the caller's organisation. */
export function datasetsOf(db: Db, caller: Caller): StoredDataset[] {
  return db.state.datasets.filter((d) => d.org_id === caller.orgId);
}

function findDataset(db: Db, caller: Caller, id: string): StoredDataset {
  const dataset = datasetsOf(db, caller).find((d) => d.id === id);
  if (!dataset) throw notFound('Dataset', id);
  return dataset;
}

function datasetView(d: StoredDataset): Schemas['Dataset'] {
  return {
    id: d.id,
    collection: d.collection,
    dataset: d.dataset,
    is_system_generated: d.is_system_generated,
    tags: d.tags,
    ...(d.parser_id ? { parser_id: d.parser_id } : {}),
    metadata: d.metadata,
  };
}

function logView(d: StoredDataset): Schemas['Log'] {
  return { log_id: d.id, ...datasetView(d), ...(d.logset ? { logset: d.logset, log: d.log } : {}) };
}

/** A stable id for a collection, from its organisation and name (collections have no record of their own). */
function collectionId(orgId: string, name: string): string {
  const h = (hashSecret(`${orgId}/${name}`) + hashSecret(`${name}/${orgId}`)).slice(0, 32);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

function createDataset(
  db: Db,
  caller: Caller,
  collection: string,
  name: string,
  tags: Record<string, string> = {},
): StoredDataset {
  if (datasetsOf(db, caller).some((d) => d.collection === collection && d.dataset === name)) {
    throw badRequest(`Invalid request: dataset: ${collection}/${name} exists already.`);
  }
  const dataset: StoredDataset = {
    id: crypto.randomUUID(),
    collection,
    dataset: name,
    kind: 'empty',
    peakPerMinute: 0,
    tags,
    org_id: caller.orgId,
    is_system_generated: false,
    metadata: { created_at: db.now(), created_by: caller.identity },
  };
  db.state.datasets.push(dataset);
  return dataset;
}

export const datasetHandlers: Implementations = {
  listCollections: ({ db, caller }) => {
    const counts = new Map<string, number>();
    for (const d of datasetsOf(db, caller)) counts.set(d.collection, (counts.get(d.collection) ?? 0) + 1);
    return {
      collections: [...counts.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([collection, dataset_count]) => ({
          id: collectionId(caller.orgId, collection),
          collection,
          dataset_count,
        })),
    };
  },
  // Filtered as the vendor's newer publication and its SDK ask: by ids, or by a selector (`*`: all).
  listDatasets: ({ db, engine, caller, query }) => {
    const ids = query.getAll('from');
    const fromExpr = query.get('from_expr');
    let datasets = datasetsOf(db, caller);
    if (ids.length) datasets = datasets.filter((d) => ids.includes(d.id));
    if (fromExpr !== null) datasets = engine.selectDatasets(datasets, fromExpr);
    return { datasets: datasets.map(datasetView) };
  },
  createDataset: ({ db, caller, body }) =>
    datasetView(createDataset(db, caller, body.collection, body.dataset ?? 'default', body.tags)),
  getDatasetParser: ({ db, caller, params }) => {
    const dataset = findDataset(db, caller, params.datasetId);
    const parser = PARSERS.find((p) => p.parser_id === dataset.parser_id);
    if (!parser) throw notFound('Parser of dataset', params.datasetId);
    return parser;
  },
  setDatasetParser: ({ db, caller, params, body }) => {
    const dataset = findDataset(db, caller, params.datasetId);
    if (!PARSERS.some((p) => p.parser_id === body.parser_id))
      throw badRequest(`Invalid request: parser_id: no parser ${body.parser_id} exists.`);
    dataset.parser_id = body.parser_id;
    dataset.metadata = changedMetadata(dataset.metadata, caller, db.now());
  },
  deleteDatasetParser: ({ db, caller, params }) => {
    const dataset = findDataset(db, caller, params.datasetId);
    delete dataset.parser_id;
  },
  listLogs: ({ db, caller }) => ({ logs: datasetsOf(db, caller).map(logView) }),
  createLog: ({ db, caller, body }) => {
    const collection = body.collection ?? body.logset;
    if (!collection) throw badRequest('Invalid request: collection: is required (or the legacy logset).');
    return logView(createDataset(db, caller, collection, body.dataset ?? body.log ?? 'default'));
  },
};
