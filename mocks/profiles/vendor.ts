import type { components } from '../../src/api/schema.gen';
import type { DbState } from '../db/types';
import type { Context, OperationId } from '../framework';
import { datasetsOf } from '../handlers/datasets';
import { metricIdOf } from '../handlers/metrics';
import { widgetsById } from '../handlers/dashboards';
import { dashboardView } from '../handlers/views';
import type { Profile } from './profile';
import { engineSequence, vendorSequence, withVendorSequences } from './vendor-sequences';

/**
 * The vendor's live service, as its own published clients see it answer:
 * no "who am I", no role listing or role writes, no organisation detail, no significant keys, no
 * config assistant; users' sign-in methods as an array and times in seconds; usage figures as text;
 * top-key values only as map keys; collections as maps; monitors without their query; saved searches
 * under `id`, without columns; a widget made
 * in the vendor's console; an export that fails; bodiless errors where its contract says so; and the
 * documented rate limit of 100 requests per 5 minutes.
 */
type Schemas = components['schemas'];
type Any = Record<string, unknown>;

const seconds = (ms: number) => Math.floor(ms / 1000);

function vendorUser(user: Schemas['User']): Any {
  const methods = Array.isArray(user.login_methods)
    ? user.login_methods
    : Object.entries(user.login_methods ?? {}).map(([name, enabled]) => ({
        // The live service spells them as names ("Password"), not keys.
        name: name === 'saml' ? 'SAML' : name.charAt(0).toUpperCase() + name.slice(1),
        enabled: enabled === true,
      }));
  return {
    ...user,
    login_methods: methods,
    ...(user.last_logins
      ? {
          last_logins: Object.fromEntries(
            Object.entries(user.last_logins).map(([method, at]) => [method, seconds(at)]),
          ),
        }
      : {}),
  };
}

function vendorKey<K extends { expires_at?: number }>(key: K): K {
  return key.expires_at === undefined ? key : { ...key, expires_at: seconds(key.expires_at) };
}

/** "Fri Jul 10 18:53:00 UTC 2026", as the live service writes a usage point's time. */
function vendorTimeText(ms: number): string {
  // toUTCString: "Fri, 10 Jul 2026 18:53:00 GMT".
  const [weekday, day, month, year, time] = new Date(ms)
    .toUTCString()
    .replace(',', '')
    .split(' ') as string[];
  return `${weekday} ${month} ${day} ${time} UTC ${year}`;
}

function vendorSlice(slice: Schemas['TimeSlice']): Any {
  const { '@timestamp': at, count, value, ...rest } = slice;
  return {
    ...rest,
    '@time': vendorTimeText(Number(at)),
    count: String(count),
    value: Number(value).toFixed(1),
  };
}

/** Every time series in a usage answer, and its totals, as text. */
function vendorUsage(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(vendorUsage);
  if (!node || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [
      key,
      (key === 'series' || key === 'timeseries') && Array.isArray(value)
        ? (value as Schemas['TimeSlice'][]).map(vendorSlice)
        : (key === 'total_value' || key === 'total_count') && typeof value === 'number'
          ? String(value)
          : vendorUsage(value),
    ]),
  );
}

/**
 * A monitor without its query (it lives behind `metric_id`), its kind under one name: `type` (the
 * older publication) on the organisation's first monitor, `monitor_type` on the others.
 */
function vendorMonitor(monitor: Schemas['Monitor'], ctx: Context<OperationId>): Any {
  const { queries: _queries, monitor_type, type, ...rest } = monitor;
  const kind = monitor_type ?? type ?? 'PATTERN';
  const first = ctx.db.state.monitors.find((m) => m.org_id === ctx.caller.orgId);
  return first?.id === monitor.id ? { ...rest, type: kind } : { ...rest, monitor_type: kind };
}

function unpublished(body: object, fields: string[]): string | undefined {
  const field = fields.find((f) => f in body);
  return field ? `Invalid request: ${field}: not a property of this request.` : undefined;
}

/**
 * A monitor template as its contract has one: the rule's fields at the top (numbers as text), the
 * parameters by name, and the query on a metric definition (`metric_id`), not in a monitor body.
 */
function vendorTemplate({ monitor, parameters, ...template }: Schemas['MonitorTemplate']): Any {
  const { queries: _queries, name: _name, threshold, warning_threshold, ...rule } = monitor ?? {};
  return {
    ...template,
    ...rule,
    ...(threshold === undefined ? {} : { threshold: String(threshold) }),
    ...(warning_threshold === undefined ? {} : { warning_threshold: String(warning_threshold) }),
    parameters: Object.fromEntries(
      (Array.isArray(parameters) ? parameters : []).map(({ name, ...p }) => [name, p]),
    ),
    metric_id: { id: metricIdOf(template.id) },
  };
}

const users = (body: { users: Schemas['User'][] }) => ({ ...body, users: body.users.map(vendorUser) });
const monitors = (body: { monitors: Schemas['Monitor'][] }, ctx: Context<OperationId>) => ({
  monitors: body.monitors.map((m) => vendorMonitor(m, ctx)),
});

/** A saved search as the vendor's current schema names it: `id`, and no place for columns. */
function vendorSavedSearch({ saved_search_id, columns: _columns, ...saved }: Schemas['SavedSearch']): Any {
  return { ...saved, id: saved_search_id };
}

/**
 * A search as its contract and SDK describe the answer: an ungrouped aggregate in `totals` (its first
 * aggregate's series, and the events counted), `groups_series` empty; `@raw` only when selected.
 */
function searchAnswer(body: Schemas['SearchResponse'], ctx: Context<OperationId>): unknown {
  return withVendorSequences(searchShape(body, ctx));
}

/**
 * Its `result`: the `select` projection of each event, beside the whole events, each key selected by
 * name present with `null` where the event has none (the live service pads so). The same keys are
 * padded in the event's own keys: a key present with null says nothing about the event.
 */
function withProjection(events: Schemas['Event'][], select: string[]): unknown {
  const named = select.filter((item) => item !== '*' && !item.startsWith('@') && !item.includes('('));
  const padded = (
    keys: Record<string, unknown> | undefined,
    others: Record<string, unknown> | undefined,
  ) => ({
    ...keys,
    ...Object.fromEntries(
      named.filter((k) => !(k in (keys ?? {})) && !(k in (others ?? {}))).map((k) => [k, null]),
    ),
  });
  return {
    events: events.map((e) =>
      named.length ? { ...e, message_kvs: padded(e.message_kvs, e.attributes) } : e,
    ),
    result: events.map((e) => ({
      '@time': e['@time'],
      '@sequence': String(e.metadata?.sequence ?? ''),
      ...(select.includes('@raw') ? { '@raw': e['@raw'] } : {}),
      '@context': e.metadata?.context,
      metadata: {
        logId: e.metadata?.service_id,
        timestamp: e.metadata?.timestamp,
        sequence: e.metadata?.sequence,
        context: e.metadata?.context,
        selectedKeys: padded(e.message_kvs, e.attributes),
        unselectedKeys: e.attributes ?? {},
      },
      links: e.links,
    })),
  };
}

function searchShape(body: Schemas['SearchResponse'], ctx: Context<OperationId>): unknown {
  const request = (ctx.body ?? {}) as { select?: string[]; groups?: string[] };
  // A next page (a pagination token) continues its search, whose select the answer names.
  const select = body.metadata?.select ?? request.select ?? ctx.query.getAll('select');
  const groups = request.groups ?? ctx.query.getAll('groups');
  if (!body.events) {
    if (groups.length || !body.groups_series?.length) return body;
    const [first] = body.groups_series;
    return {
      ...body,
      groups_series: [],
      totals: { timeseries: first?.timeseries ?? [], count: first?.count ?? 0 },
    };
  }
  const events = select.includes('@raw')
    ? body.events
    : body.events.map(({ '@raw': _raw, ...event }) => event);
  return { ...body, ...(withProjection(events, select) as object) };
}

/** A widget made in the vendor's console, and an export that failed, on top of the shared seed. */
function vendorSeed(state: DbState, now: number): void {
  const acme = state.organisations.find((o) => o.name === 'Acme Retail');
  const monitor = state.monitors.find((m) => m.org_id === acme?.id);
  const dashboard = state.dashboards.find((d) => d.org_id === acme?.id);
  if (!acme || !monitor || !dashboard) return;
  const id = '7e4d0a11-5b1c-4c3e-9a57-0c1d2e3f4a5b';
  state.widgets.push({
    id,
    org_id: acme.id,
    name: 'Checkout errors (vendor metric)',
    type: 'line',
    metric_ids: [metricIdOf(monitor.id)],
    tags: {},
    metadata: dashboard.metadata,
  });
  dashboard.widget_ids.push(id);
  const bottom = Math.max(0, ...dashboard.widget_layouts.map((l) => l.y + l.h));
  dashboard.widget_layouts.push({ id, x: 0, y: bottom, w: 6, h: 4 });
  const dataset = state.datasets.find((d) => d.org_id === acme.id);
  state.exports.push({
    export_id: 'e0a1b2c3-d4e5-4f60-8a71-92b3c4d5e6f7',
    org_id: acme.id,
    search_details: {
      from: dataset ? [dataset.id] : [],
      time_range: 'Last 1 hour',
      where: "level = 'error'",
    },
    from_ts: now - 70 * 60_000,
    to_ts: now - 10 * 60_000,
    events: 0,
    created_at: now - 10 * 60_000,
    duration_ms: 60_000,
    failure_detail: 'The export could not be written to storage.',
  });
}

function vendorEncryptionKey({
  created_at: _created,
  activated_at: _activated,
  disabled_at: _disabled,
  log_ids: _logs,
  ...key
}: Schemas['EncryptionKey']) {
  return key;
}

export const vendorProfile: Profile = {
  name: 'vendor',
  absent: {
    getIdentity: 'standard',
    listRoles: 'empty',
    createRole: 'empty',
    updateRole: 'empty',
    deleteRole: 'empty',
    listOrganisations: 'standard',
    createOrganisation: 'standard',
    getOrganisation: 'standard',
    updateOrganisation: 'standard',
    getSignificantKeys: 'standard',
    generateAgentConfig: 'standard',
    testWebhookIntegration: 'standard',
  },
  // A person not found is answered with the users' alternative body, `message` in place of `details`.
  messageErrors: { getUser: [404], updateUser: [404], deleteUser: [404] },
  bodilessErrors: new Set<OperationId>([
    'grantOrganisationAccess',
    'revokeOrganisationAccess',
    'checkOrganisationAccess',
    'switchOrganisation',
    'getPatterns',
  ]),
  refuse: {
    search: ({ body }) =>
      body.select.length === 0 ? 'Invalid request: select: must not be empty.' : undefined,
    // Its published writes: a dashboard takes {id, name, layout} at create and {name} or {layout} after;
    // a dataset {collection, dataset}. Tags go through its tags API.
    createDashboard: ({ body }) => unpublished(body, ['description', 'tags']),
    updateDashboard: ({ body }) => unpublished(body, ['description', 'tags']),
    createDataset: ({ body }) => unpublished(body, ['tags']),
    // Its patterns request declares the datasets only: no filter, no window.
    getPatterns: ({ body }) =>
      unpublished(body.search_details, ['where', 'time_range', 'from_ts', 'to_ts'])?.replace(
        'Invalid request: ',
        'Invalid request: search_details.',
      ),
  },
  // Its context takes the anchor's sequence as `from_sequence` only, as the number it handed out.
  ignoredQuery: { getContext: ['sequence'] },
  readQuery: {
    explainError: (query) => {
      const sequence = engineSequence(query.get('sequence') ?? '');
      query.set('sequence', sequence === undefined ? '-1' : String(sequence));
    },
    getContext: (query) => {
      const sent = query.get('from_sequence');
      if (sent === null) return;
      const sequence = engineSequence(sent);
      // One it never handed out (a rounded one) names no event of that minute: the engine says so.
      query.set('from_sequence', sequence === undefined ? '-1' : String(sequence));
    },
  },
  sequenceOf: vendorSequence,
  // Its contract has no conditional writes: no ETag, and a layout's If-Match is not read there.
  versions: false,
  ignoredHeaders: { updateDashboard: ['if-match'] },
  // Its assistant suggests no chart kind (ours is assumed): the console picks one from the query.
  streamEvent: ({ widget_type: _type, ...event }) => event,
  reshape: {
    // Keys as its contract has them: no times, and no datasets per key (ours are assumed).
    listEncryptionKeys: (body: Schemas['EncryptionKeyList']) => ({
      keys: body.keys?.map(vendorEncryptionKey),
    }),
    getEncryptionKey: vendorEncryptionKey,
    createEncryptionKey: vendorEncryptionKey,
    updateEncryptionKey: vendorEncryptionKey,
    // Context rows as its QueryResult has them: no level.
    getContext: (body: Schemas['ContextResponse']) =>
      withVendorSequences({
        ...body,
        result: body.result?.map(({ '@status': _status, ...row }) => row),
      }),
    readLiveTail: withVendorSequences,
    listUsers: users,
    getUser: vendorUser,
    updateUser: vendorUser,
    inviteUser: vendorUser,
    deactivateUser: vendorUser,
    reactivateUser: vendorUser,
    listApiKeys: (body: { api_keys: Schemas['ApiKey'][] }) => ({ api_keys: body.api_keys.map(vendorKey) }),
    createApiKey: vendorKey,
    listSavedSearches: (body: Schemas['SavedSearchList']) => ({
      saved_searches: body.saved_searches.map(vendorSavedSearch),
    }),
    getSavedSearch: vendorSavedSearch,
    createSavedSearch: vendorSavedSearch,
    updateSavedSearch: vendorSavedSearch,
    getUsage: vendorUsage,
    getUsagePerLog: vendorUsage,
    getUsagePerUser: vendorUsage,
    getTopKeys: (body: Schemas['TopKeys']) =>
      Object.fromEntries(
        Object.entries(body).map(([logId, keys]) => [
          logId,
          Object.fromEntries(
            Object.entries(keys).map(([name, key]) => [
              name,
              {
                ...key,
                values: Object.fromEntries(Object.keys(key.values ?? {}).map((v, i) => [v, { rank: i + 1 }])),
              },
            ]),
          ),
        ]),
      ),
    listCollections: (_body: unknown, ctx) => {
      const byName = new Map<string, { id: string; dataset: string }[]>();
      for (const d of datasetsOf(ctx.db, ctx.caller))
        byName.set(d.collection, [...(byName.get(d.collection) ?? []), { id: d.id, dataset: d.dataset }]);
      return { collections: [...byName.entries()].map(([name, datasets]) => ({ [name]: datasets })) };
    },
    // The live service joins every widget into its list of dashboards.
    listDashboards: (_body: unknown, ctx) => {
      const byId = widgetsById(ctx.db);
      return {
        dashboards: ctx.db.state.dashboards
          .filter((d) => d.org_id === ctx.caller.orgId)
          .map((d) => dashboardView(d, byId)),
      };
    },
    listMonitors: monitors,
    listLogMonitors: (body: Schemas['Monitor'][], ctx) => body.map((m) => vendorMonitor(m, ctx)),
    getMonitor: vendorMonitor,
    createMonitor: vendorMonitor,
    updateMonitor: vendorMonitor,
    muteMonitor: vendorMonitor,
    search: searchAnswer,
    searchGet: searchAnswer,
    listMonitorTemplates: (body: Schemas['MonitorTemplateList']) => ({
      templates: body.templates.map(vendorTemplate),
    }),
    getMonitorTemplate: vendorTemplate,
    createMonitorTemplate: vendorTemplate,
    updateMonitorTemplate: vendorTemplate,
    // Patterns as its contract has them: id, template and dataset, no count.
    getPatterns: (body: Schemas['PatternList']) => ({
      patterns: body.patterns.map(({ count: _count, ...pattern }) => pattern),
    }),
  },
  seed: vendorSeed,
  rateLimit: { requests: 100, windowSeconds: 300 },
};
