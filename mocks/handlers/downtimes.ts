import type { components } from '../../src/api/schema.gen';
import type { Caller } from '../auth';
import type { Db } from '../db/store';
import type { StoredDowntime } from '../db/types';
import type { Implementations } from '../framework';
import { badRequest, notFound } from '../http-errors';
import { changedMetadata, createdMetadata } from '../metadata';

type DowntimeWrite = components['schemas']['DowntimeWrite'];

function findDowntime(db: Db, caller: Caller, id: string): StoredDowntime {
  const downtime = db.state.downtimes.find((d) => d.id === id && d.org_id === caller.orgId);
  if (!downtime) throw notFound('Downtime', id);
  return downtime;
}

const invalid = (field: string, problem: string) => badRequest(`Invalid request: ${field}: ${problem}`);

/** What the schema cannot say: one kind of window, a window that ends after it starts, monitors of this organisation. */
function checkDowntime(db: Db, caller: Caller, body: DowntimeWrite): void {
  const fixed = body.static_time_range;
  const recurring = body.dynamic_time_range;
  if (fixed && recurring)
    throw invalid(
      'static_time_range',
      'a downtime is one-off or recurring, not both: send one of the two ranges.',
    );
  if (!fixed && !recurring)
    throw invalid(
      'static_time_range',
      'send a one-off range (static_time_range) or a recurring one (dynamic_time_range).',
    );
  if (fixed && fixed.to <= fixed.from) throw invalid('static_time_range.to', 'must be after its start.');
  if (recurring) {
    const days = recurring.repeat_days ?? [];
    if (new Set(days).size !== days.length)
      throw invalid('dynamic_time_range.repeat_days', 'names a day twice.');
  }
  const here = new Set(db.state.monitors.filter((m) => m.org_id === caller.orgId).map((m) => m.id));
  body.from.forEach((id, i) => {
    if (!here.has(id)) throw invalid(`from[${i}]`, `no monitor ${id} in this organisation.`);
  });
  if (new Set(body.from).size !== body.from.length) throw invalid('from', 'names a monitor twice.');
}

const view = ({ org_id: _org, ...downtime }: StoredDowntime) => downtime;

export const downtimeHandlers: Implementations = {
  listDowntimes: ({ db, caller }) => ({
    downtimes: db.state.downtimes.filter((d) => d.org_id === caller.orgId).map(view),
  }),
  createDowntime: ({ db, caller, body }) => {
    checkDowntime(db, caller, body);
    const downtime: StoredDowntime = {
      alert_strategy: 'DELAY',
      suppress_recovery_alert: false,
      ...body,
      id: crypto.randomUUID(),
      org_id: caller.orgId,
      metadata: createdMetadata(caller, db.now()),
    };
    db.state.downtimes.push(downtime);
    return view(downtime);
  },
  updateDowntime: ({ db, caller, params, body }) => {
    const before = findDowntime(db, caller, params.downtimeId);
    checkDowntime(db, caller, body);
    // A PUT replaces the downtime whole: a range not sent is gone.
    const replaced: StoredDowntime = {
      alert_strategy: 'DELAY',
      suppress_recovery_alert: false,
      ...body,
      id: before.id,
      org_id: before.org_id,
      metadata: changedMetadata(before.metadata, caller, db.now()),
    };
    db.state.downtimes = db.state.downtimes.map((d) => (d.id === before.id ? replaced : d));
    return view(replaced);
  },
  deleteDowntime: ({ db, caller, params }) => {
    findDowntime(db, caller, params.downtimeId);
    db.state.downtimes = db.state.downtimes.filter((d) => d.id !== params.downtimeId);
  },
};
