import type { components } from '../../src/api/schema.gen';
import { QuerySyntaxError } from '../../src/query-language/errors';
import { parseWhere } from '../../src/query-language/parser';
import type { Caller } from '../auth';
import type { Db } from '../db/store';
import type { StoredForwardConfig } from '../db/types';
import type { Implementations } from '../framework';
import { badRequest, notFound } from '../http-errors';
import { datasetsOf } from './datasets';

type Write = components['schemas']['ForwardConfigWrite'];

/** The service's defaults for what a write leaves out (the vendor's contract names them). */
const DEFAULTS = {
  max_payload_size_bytes: 10_000_000,
  max_payload_size_events: 1_000_000,
  max_buffer_time_ms: 300_000,
} as const;

function findConfig(db: Db, caller: Caller, id: string): StoredForwardConfig {
  const found = db.state.forwardConfigs.find((f) => f.id === id && f.org_id === caller.orgId);
  if (!found) throw notFound('Forward config', id);
  return found;
}

/** An S3 bucket name as AWS allows it. */
function checkBucket(bucket: string, at: string): void {
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket))
    throw badRequest(
      `Invalid request: ${at}: not an S3 bucket name (3 to 63 lower-case letters, digits, dots and hyphens).`,
    );
}

/** What the contract cannot say: the datasets are the caller's, a filter parses, and some dataset is forwarded. */
function check(db: Db, caller: Caller, body: Write): void {
  checkBucket(body.destination.bucket, 'destination.bucket');
  if (!body.all_logs) {
    if (!body.log_ids?.length)
      throw badRequest('Invalid request: log_ids: name at least one dataset, or set all_logs.');
    const own = new Set(datasetsOf(db, caller).map((d) => d.id));
    body.log_ids.forEach((id, i) => {
      if (!own.has(id)) throw badRequest(`Invalid request: log_ids[${i}]: no dataset ${id} exists here.`);
    });
  }
  try {
    parseWhere(body.filter ?? '');
  } catch (error) {
    if (error instanceof QuerySyntaxError) throw badRequest(`Invalid request: filter: ${error.message}`);
    throw error;
  }
}

function stored(body: Write, id: string, orgId: string, createdAt: number): StoredForwardConfig {
  return {
    ...DEFAULTS,
    ...body,
    // Every dataset, those made later too: a list sent beside it is ignored, as the vendor says.
    ...(body.all_logs ? { log_ids: [] } : {}),
    id,
    org_id: orgId,
    created_at: createdAt,
  };
}

const view = ({ org_id: _org, ...config }: StoredForwardConfig) => config;

export const forwardingHandlers: Implementations = {
  listForwardConfigs: ({ db, caller }) => ({
    'forward-configs': db.state.forwardConfigs.filter((f) => f.org_id === caller.orgId).map(view),
  }),
  createForwardConfig: ({ db, caller, body }) => {
    check(db, caller, body);
    const made = stored(body, crypto.randomUUID(), caller.orgId, db.now());
    db.state.forwardConfigs.push(made);
    return view(made);
  },
  updateForwardConfig: ({ db, caller, params, body }) => {
    const before = findConfig(db, caller, params.forwardId);
    check(db, caller, body);
    const replaced = stored(body, before.id, before.org_id, before.created_at);
    db.state.forwardConfigs = db.state.forwardConfigs.map((f) => (f.id === before.id ? replaced : f));
    return view(replaced);
  },
  deleteForwardConfig: ({ db, caller, params }) => {
    findConfig(db, caller, params.forwardId);
    db.state.forwardConfigs = db.state.forwardConfigs.filter((f) => f.id !== params.forwardId);
  },
  /** The demo reaches no network: a bucket of the demo's account (the seed's list) takes the test file. */
  testForwardDestination: ({ db, body }) => {
    checkBucket(body.bucket, 'bucket');
    return { result: db.state.reachableBuckets.includes(body.bucket) };
  },
};
