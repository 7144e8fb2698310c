import { HttpResponse } from 'msw';
import type { components } from '../../src/api/schema.gen';
import type { Caller } from '../auth';
import type { Db } from '../db/store';
import type { StoredExport } from '../db/types';
import { formatEventTime } from '../engine/event';
import type { Implementations } from '../framework';
import { jsonText } from '../json-text';
import { badRequest, notFound } from '../http-errors';
import { datasetsOf } from './datasets';
import { recordUsage } from './usage';

type Export = components['schemas']['Export'];

/** The demo exports at most this many events; more is refused with a clear message. */
const MAX_EXPORT_EVENTS = 200_000;
const BYTES_PER_EVENT = 260;

function findExport(db: Db, caller: Caller, id: string): StoredExport {
  const stored = db.state.exports.find((e) => e.export_id === id && e.org_id === caller.orgId);
  if (!stored) throw notFound('Export', id);
  return stored;
}

/** Progress is a matter of time: an export "runs" for a while that grows with its size. */
function exportView(stored: StoredExport, now: number): Export {
  const elapsed = now - stored.created_at;
  const progress = Math.min(100, Math.floor((elapsed / stored.duration_ms) * 100));
  const done = progress >= 100;
  if (done && stored.failure_detail !== undefined) {
    return {
      export_id: stored.export_id,
      org_id: stored.org_id,
      progress,
      status: 'FAILED',
      bytes: 0,
      events: 0,
      location: '',
      search_details: stored.search_details,
      created_at: stored.created_at,
      modified_at: stored.created_at + stored.duration_ms,
      failure_detail: stored.failure_detail,
    };
  }
  const status: Export['status'] = done ? 'COMPLETE' : elapsed < 300 ? 'CREATED' : 'IN_PROGRESS';
  return {
    export_id: stored.export_id,
    org_id: stored.org_id,
    progress,
    status,
    bytes:
      status === 'COMPLETE'
        ? stored.events * BYTES_PER_EVENT
        : Math.round((stored.events * BYTES_PER_EVENT * progress) / 100),
    events: status === 'COMPLETE' ? stored.events : Math.round((stored.events * progress) / 100),
    location: status === 'COMPLETE' ? `/exports/${stored.export_id}/file` : '',
    search_details: stored.search_details,
    created_at: stored.created_at,
    modified_at: Math.min(now, stored.created_at + stored.duration_ms),
  };
}

export const exportHandlers: Implementations = {
  listExports: ({ db, caller }) => ({
    exports: db.state.exports
      .filter((e) => e.org_id === caller.orgId)
      .sort((a, b) => b.created_at - a.created_at)
      .map((e) => exportView(e, db.now())),
  }),
  createExport: ({ db, engine, caller, body }) => {
    const details = body.search_details;
    const from = typeof details.from === 'string' ? details.from.split(':').filter(Boolean) : details.from;
    if ((from === undefined) === (details.from_expr === undefined)) {
      throw badRequest('Invalid request: search_details: give exactly one of from and from_expr.');
    }
    if (
      (details.time_range === undefined) ===
      (details.from_ts === undefined && details.to_ts === undefined)
    ) {
      throw badRequest(
        'Invalid request: search_details: give exactly one of time_range, or from_ts with to_ts.',
      );
    }
    const specs = engine.resolveDatasets(datasetsOf(db, caller), from, details.from_expr);
    const window = engine.windowOfDetails(details);
    const events = engine.collect(specs, details.where, window, MAX_EXPORT_EVENTS).length;
    const stored: StoredExport = {
      export_id: crypto.randomUUID(),
      org_id: caller.orgId,
      search_details: { ...details, ...(from ? { from: specs.map((s) => s.id) } : {}) },
      from_ts: window.from,
      to_ts: window.to,
      events,
      created_at: db.now(),
      duration_ms: Math.min(15_000, Math.max(2_500, events / 20)),
    };
    db.state.exports.push(stored);
    recordUsage(db, {
      kind: 'export',
      at: stored.created_at,
      org_id: caller.orgId,
      by: caller.identity.id,
      log_ids: specs.map((s) => s.id),
      bytes: events * BYTES_PER_EVENT,
      duration_ms: stored.duration_ms,
    });
    return exportView(stored, db.now());
  },
  getExport: ({ db, caller, params }) => exportView(findExport(db, caller, params.exportId), db.now()),
  deleteExport: ({ db, caller, params }) => {
    findExport(db, caller, params.exportId);
    db.state.exports = db.state.exports.filter((e) => e.export_id !== params.exportId);
  },
  downloadExport: ({ db, engine, caller, params, profile }) => {
    const stored = findExport(db, caller, params.exportId);
    const view = exportView(stored, db.now());
    if (view.status !== 'COMPLETE')
      throw badRequest(`The export is ${view.progress}% done; download it when its status is COMPLETE.`);
    const details = stored.search_details;
    const from = typeof details.from === 'string' ? details.from.split(':') : details.from;
    const specs = engine.resolveDatasets(datasetsOf(db, caller), from, details.from_expr);
    const events = engine.collect(
      specs,
      details.where,
      { from: stored.from_ts, to: stored.to_ts },
      MAX_EXPORT_EVENTS,
    );
    const lines = events.map((e) =>
      jsonText({
        '@time': formatEventTime(e.timestamp),
        '@raw': e.raw,
        '@status': e.level,
        log_id: e.logId,
        sequence: profile.sequenceOf?.(e.sequence) ?? e.sequence,
        message_kvs: e.kvs,
        attributes: e.attrs,
      }),
    );
    return new HttpResponse(lines.join('\n') + (lines.length ? '\n' : ''), {
      status: 200,
      headers: {
        'Content-Type': 'application/x-ndjson',
        'Content-Disposition': `attachment; filename="export-${stored.export_id}.ndjson"`,
      },
    });
  },
};
