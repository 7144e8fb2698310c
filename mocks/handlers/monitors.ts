import type { components } from '../../src/api/schema.gen';
import { DAY, evaluationWindowProblem, kindOf, parseAgo, windowProblem } from '../../src/monitor-rules';
import { parseSelectItem } from '../../src/query-language/select';
import type { Caller } from '../auth';
import type { Db } from '../db/store';
import type { StoredMonitor } from '../db/types';
import { runMonitor } from '../engine/monitors';
import type { DatasetSpec } from '../engine/catalogue';
import type { Searcher } from '../engine/search';
import type { Context, Implementations } from '../framework';
import { badRequest, notFound } from '../http-errors';
import { datasetsOf } from './datasets';
import { metricIdOf } from './metrics';
import { changedMetadata } from '../metadata';
import { coveringOf, fateOf } from '../../src/monitor-rules';
import { fillTemplate } from '../../src/monitor-rules/plan';
import { deliveriesOf } from './integrations';

/** An address as the service takes one: something@somewhere.tld. */
const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

type Schemas = components['schemas'];
type MonitorWrite = Schemas['MonitorWrite'];

const MONTH = 30 * DAY;
/** The longest history one request may ask for: a month (a monitor evaluates over 30 days at most). */
const MAX_HISTORY = 31 * DAY;
const STATUS_LOOKBACK = DAY;

function findMonitor(db: Db, caller: Caller, id: string): StoredMonitor {
  const monitor = db.state.monitors.find((m) => m.id === id && m.org_id === caller.orgId);
  if (!monitor) throw notFound('Monitor', id);
  return monitor;
}

const invalid = (field: string, problem: string) => badRequest(`Invalid request: ${field}: ${problem}`);

/** A monitor made from a template names one of this organisation's, with a value for each of its parameters. */
function checkTemplateArguments(
  ctx: Pick<Context<'createMonitor'>, 'db' | 'caller'>,
  body: MonitorWrite,
): void {
  const id = body.template?.id;
  if (id === undefined) return;
  const template = ctx.db.state.monitorTemplates.find((t) => t.id === id && t.org_id === ctx.caller.orgId);
  if (!template) throw invalid('template.id', `no monitor template ${id} exists.`);
  for (const { name } of template.parameters ?? []) {
    if (!body.template?.arguments?.[name])
      throw invalid(`template.arguments.${name}`, 'give the template its value.');
  }
}

/** The rules the schema cannot say, answered with the field they concern. */
function checkWrite(
  ctx: Pick<Context<'createMonitor'>, 'db' | 'caller' | 'engine'>,
  body: MonitorWrite,
): void {
  const windowIssue = windowProblem(body.window);
  if (windowIssue) throw invalid('window', windowIssue);
  if (kindOf(body) === 'CHANGE_DETECTION') {
    if (!body.compare_to)
      throw invalid('compare_to', 'change detection needs a time to compare to, such as "1 day ago".');
    let ago: number;
    try {
      ago = parseAgo(body.compare_to);
    } catch (error) {
      throw invalid('compare_to', (error as Error).message);
    }
    if (ago < 5 * 60_000 || ago > MONTH)
      throw invalid('compare_to', 'must be between 5 minutes and 1 month ago.');
  }
  if (kindOf(body) === 'ANOMALY_DETECTION') {
    if (!body.evaluation_window)
      throw invalid('evaluation_window', 'anomaly detection needs one, such as "24 hours".');
    const problem = evaluationWindowProblem(body.evaluation_window, body.window);
    if (problem) throw invalid('evaluation_window', problem);
    if (body.threshold <= 0)
      throw invalid('threshold', 'an anomaly threshold is a number of spreads: above 0.');
    if (body.warning_threshold !== undefined && body.warning_threshold >= body.threshold)
      throw invalid('warning_threshold', `must be below the threshold (${body.threshold}).`);
  } else if (body.comparison_operator === 'OUTSIDE') {
    throw invalid('comparison_operator', 'OUTSIDE is for anomaly detection only.');
  }
  for (const field of ['threshold', 'warning_threshold'] as const) {
    const value = body[field];
    if (value !== undefined && Math.abs(value) > 1e15)
      throw invalid(field, 'must be between -10^15 and 10^15.');
  }
  const rising = body.comparison_operator.startsWith('ABOVE');
  const falling = body.comparison_operator.startsWith('BELOW');
  if (body.warning_threshold !== undefined) {
    if (
      (rising && body.warning_threshold > body.threshold) ||
      (falling && body.warning_threshold < body.threshold)
    ) {
      throw invalid(
        'warning_threshold',
        `must come before the threshold: ${rising ? 'at most' : 'at least'} ${body.threshold}.`,
      );
    }
  }
  body.actions.forEach((action, i) => {
    if (action.type === 'EMAIL' && !action.email)
      throw invalid(`actions[${i}].email`, 'an e-mail action needs an address.');
    if (action.type === 'EMAIL' && !EMAIL.test(action.email ?? ''))
      throw invalid(`actions[${i}].email`, `"${action.email}" is not an e-mail address.`);
    if ((action.email?.length ?? 0) > 255)
      throw invalid(`actions[${i}].email`, 'an address has at most 255 characters.');
    if (action.type === 'INTEGRATION' && !action.integration_id)
      throw invalid(`actions[${i}].integration_id`, 'an integration action needs the integration id.');
  });
  const catalogue = datasetsOf(ctx.db, ctx.caller);
  checkTemplateArguments(ctx, body);
  body.queries.forEach((query, q) => {
    if (!query.from?.length && !query.from_expr)
      throw invalid(`queries[${q}].from`, 'choose at least one dataset to watch.');
    query.from?.forEach((id, i) => {
      if (!catalogue.some((d) => d.id === id))
        throw invalid(`queries[${q}].from[${i}]`, `no dataset ${id} exists.`);
    });
    ctx.engine.filter(fillTemplate(query.where, body.template?.arguments), `queries[${q}].where`);
    query.select.forEach((expression, i) => {
      let item;
      try {
        item = parseSelectItem(expression);
      } catch (error) {
        throw invalid(`queries[${q}].select[${i}]`, (error as Error).message);
      }
      if (item.kind !== 'aggregate')
        throw invalid(
          `queries[${q}].select[${i}]`,
          `a monitor watches an aggregate such as count(*), not the key ${expression}.`,
        );
    });
  });
}

function stored(body: MonitorWrite, base: Pick<StoredMonitor, 'id' | 'org_id' | 'metadata'>): StoredMonitor {
  const { mute_until, ...fields } = body;
  return {
    monitor_type: fields.type ?? 'PATTERN',
    no_data_status: 'OK',
    notify_once: false,
    ...fields,
    ...(fields.monitor_type === 'CHANGE_DETECTION'
      ? { change_type: fields.change_type ?? 'DIFFERENCE' }
      : {}),
    ...(fields.monitor_type === 'ANOMALY_DETECTION'
      ? { anomaly_algorithm: fields.anomaly_algorithm ?? 'MEDIAN_MAD' }
      : {}),
    ...(mute_until ? { muted_until: mute_until, muted_at: base.metadata.modified_at } : {}),
    ...base,
  };
}

/** A monitor as the service shows it: status, groups and last trigger from the last day's evaluation. */
async function monitorView(
  searcher: Searcher,
  db: Db,
  monitor: StoredMonitor,
  datasets: DatasetSpec[],
): Promise<Schemas['Monitor']> {
  const { org_id: _org, muted_at: _mutedAt, muted_until: _stored, ...fields } = monitor;
  const now = db.now();
  const { evaluation } = await runMonitor(searcher, monitor, datasets, {
    from: now - STATUS_LOOKBACK,
    to: now,
  });
  const mutedUntil =
    monitor.muted_until !== undefined && (monitor.muted_until === -1 || monitor.muted_until > now)
      ? monitor.muted_until
      : undefined;
  return {
    ...fields,
    metric_id: metricIdOf(monitor.id),
    ...(mutedUntil !== undefined ? { muted_until: mutedUntil } : {}),
    status: evaluation.status,
    monitored_groups: evaluation.groups
      .filter((g) => g.retained)
      .map((g) => ({ group_id: g.id, groups: g.labels, status: g.points.at(-1)?.status ?? 'OK' })),
    ...(evaluation.lastTrigger !== undefined ? { last_trigger_ts: evaluation.lastTrigger } : {}),
  };
}

function historyRange(db: Db, query: URLSearchParams): { from: number; to: number } {
  const now = db.now();
  const to = Math.min(now, query.has('to_ts') ? Number(query.get('to_ts')) : now);
  const from = query.has('from_ts') ? Number(query.get('from_ts')) : to - DAY;
  if (from >= to) throw invalid('from_ts', 'must be before to_ts (and before now).');
  if (to - from > MAX_HISTORY)
    throw invalid('from_ts', 'a history covers at most 31 days; narrow the range.');
  return { from, to };
}

function touch(monitor: StoredMonitor, db: Db, caller: Caller): void {
  monitor.metadata = changedMetadata(monitor.metadata, caller, db.now());
}

export const monitorHandlers: Implementations = {
  listMonitors: async ({ db, caller, searcher }) => {
    const datasets = datasetsOf(db, caller);
    return {
      monitors: await Promise.all(
        db.state.monitors
          .filter((m) => m.org_id === caller.orgId)
          .map((m) => monitorView(searcher, db, m, datasets)),
      ),
    };
  },
  listLogMonitors: ({ db, caller, searcher, params }) => {
    if (!datasetsOf(db, caller).some((d) => d.id === params.logId)) throw notFound('Log', params.logId);
    const datasets = datasetsOf(db, caller);
    return Promise.all(
      db.state.monitors
        .filter((m) => m.org_id === caller.orgId && m.queries.some((q) => q.from?.includes(params.logId)))
        .map((m) => monitorView(searcher, db, m, datasets)),
    );
  },
  createMonitor: (ctx) => {
    checkWrite(ctx, ctx.body);
    const now = ctx.db.now();
    const monitor = stored(ctx.body, {
      id: crypto.randomUUID(),
      org_id: ctx.caller.orgId,
      metadata: {
        created_at: now,
        created_by: ctx.caller.identity,
        modified_at: now,
        modified_by: ctx.caller.identity,
      },
    });
    ctx.db.state.monitors.push(monitor);
    return monitorView(ctx.searcher, ctx.db, monitor, datasetsOf(ctx.db, ctx.caller));
  },
  getMonitor: ({ db, caller, searcher, params }) =>
    monitorView(searcher, db, findMonitor(db, caller, params.monitorId), datasetsOf(db, caller)),
  updateMonitor: (ctx) => {
    const existing = findMonitor(ctx.db, ctx.caller, ctx.params.monitorId);
    checkWrite(ctx, ctx.body);
    // PUT replaces the definition; the mute stays unless the body sets one.
    const replaced = stored(ctx.body, {
      id: existing.id,
      org_id: existing.org_id,
      metadata: existing.metadata,
    });
    if (ctx.body.mute_until === undefined && existing.muted_until !== undefined) {
      replaced.muted_until = existing.muted_until;
      if (existing.muted_at !== undefined) replaced.muted_at = existing.muted_at;
    }
    touch(replaced, ctx.db, ctx.caller);
    ctx.db.state.monitors = ctx.db.state.monitors.map((m) => (m === existing ? replaced : m));
    return monitorView(ctx.searcher, ctx.db, replaced, datasetsOf(ctx.db, ctx.caller));
  },
  deleteMonitor: ({ db, caller, params }) => {
    const monitor = findMonitor(db, caller, params.monitorId);
    db.state.monitors = db.state.monitors.filter((m) => m !== monitor);
  },
  muteMonitor: ({ db, caller, searcher, params, body }) => {
    const monitor = findMonitor(db, caller, params.monitorId);
    const now = db.now();
    if (body.mute_until > 0 && body.mute_until <= now) throw invalid('mute_until', 'must be in the future.');
    if (body.mute_until === 0) {
      delete monitor.muted_until;
      delete monitor.muted_at;
    } else {
      monitor.muted_until = body.mute_until;
      monitor.muted_at = now;
    }
    touch(monitor, db, caller);
    return monitorView(searcher, db, monitor, datasetsOf(db, caller));
  },
  listMonitorEvents: async ({ db, caller, searcher, params, query }) => {
    const monitor = findMonitor(db, caller, params.monitorId);
    const { evaluation } = await runMonitor(
      searcher,
      monitor,
      datasetsOf(db, caller),
      historyRange(db, query),
    );
    return {
      monitor_events: evaluation.changes.map((c) => ({
        monitor_id: monitor.id,
        time: c.time,
        monitor_status: c.monitor_status,
        previous_status: c.previous_status,
        message: c.message,
      })),
      groups_history: evaluation.groups.map((g) => ({
        monitor_id: monitor.id,
        group_id: g.id,
        history: g.history,
      })),
    };
  },
  listMonitorNotifications: async ({ db, caller, searcher, params, query }) => {
    const monitor = findMonitor(db, caller, params.monitorId);
    const range = historyRange(db, query);
    const { evaluation } = await runMonitor(searcher, monitor, datasetsOf(db, caller), range);
    const statusAt = (groupId: string, time: number) =>
      evaluation.groups.find((g) => g.id === groupId)?.points.find((p) => p.time === time)?.status ?? 'OK';
    // The downtimes over the monitor: what falls in one is dropped, or sent when it ends (src/monitor-rules/downtimes.ts).
    const covering = coveringOf(
      db.state.downtimes.filter((d) => d.org_id === caller.orgId),
      monitor.id,
      // Past now: a window still open holds what falls in it until it closes.
      { from: range.from - DAY, to: db.now() + 31 * DAY },
    );
    const now = db.now();
    return {
      monitor_notifications: evaluation.groups
        .flatMap((g) =>
          g.notifications.flatMap((time) => {
            const status = statusAt(g.id, time);
            const fate = fateOf(time, status, covering);
            if (fate.kind === 'dropped' || fate.kind === 'unknown') return [];
            const sentAt = fate.kind === 'delayed' ? fate.until : time;
            if (sentAt > now || sentAt > range.to) return [];
            return monitor.actions.flatMap((action, i) =>
              deliveriesOf(db, caller.orgId, action).map((delivery, j) => ({
                monitor_id: monitor.id,
                notification_id: `${monitor.id.slice(0, 8)}-${time}-${i}-${j}-${g.id}`,
                time: sentAt,
                ...delivery,
                monitor_status: status,
                test: false,
              })),
            );
          }),
        )
        .sort((a, b) => b.time - a.time),
    };
  },
};
