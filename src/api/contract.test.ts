import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

/**
 * Everything the service's description (the seed the contract was written from) names, by hand: operations, record fields,
 * enum values, headers, statuses. The test fails when src/api/openapi.yaml lacks any of it.
 */

type Json = Record<string, unknown>;
// The contract itself, with its prose (the mocks' copy leaves the descriptions out).
const doc = parse(readFileSync('src/api/openapi.yaml', 'utf8')) as Json & {
  paths: Record<string, Json>;
  components: Record<string, Record<string, Json>>;
};

function deref(schema: Json): Json {
  let current = schema;
  while (typeof current.$ref === 'string') {
    const name = current.$ref.split('/').pop() as string;
    current = {
      ...(doc.components.schemas?.[name] as Json),
      ...Object.fromEntries(Object.entries(current).filter(([k]) => k !== '$ref')),
    };
  }
  if (Array.isArray(current.allOf)) {
    const parts = (current.allOf as Json[]).map(deref);
    return { ...current, properties: Object.assign({}, ...parts.map((p) => p.properties ?? {})) };
  }
  return current;
}

/** Follows "a.b[].c" through properties, array items and $refs. */
function resolve(root: Json, path: string): Json | undefined {
  let schema: Json | undefined = deref(root);
  for (const raw of path.split('.')) {
    if (!schema) return undefined;
    const isArray = raw.endsWith('[]');
    const name = isArray ? raw.slice(0, -2) : raw;
    const properties = schema.properties as Record<string, Json> | undefined;
    schema = properties?.[name] ? deref(properties[name]) : undefined;
    if (schema && isArray) schema = schema.items ? deref(schema.items as Json) : undefined;
  }
  return schema;
}

const schemaNamed = (name: string): Json => ({ $ref: `#/components/schemas/${name}` });
const enumOf = (schema: Json | undefined): unknown[] => (schema?.enum as unknown[] | undefined) ?? [];

function operation(method: string, path: string): Json | undefined {
  return doc.paths[path]?.[method] as Json | undefined;
}

const SEED_OPERATIONS: [string, string][] = [
  ['get', '/roles/{role_id}'],
  ['put', '/widgets/{id}'],
  ['get', '/widgets'],
  ['post', '/groups/{groupId}/members'],
  ['get', '/users/{userId}/groups'],
  ['get', '/users/{userId}/access'],
  ['get', '/users/{userId}'],
  ['patch', '/users/{userId}'],
  ['get', '/logs'],
  ['get', '/logs/{logId}/monitors'],
  ['get', '/monitors/{monitorId}/events'],
  ['delete', '/dashboards/{dashboardId}/widgets/{widgetId}'],
  ['get', '/limits/{limitId}'],
  ['post', '/limits'],
  ['post', '/search'],
  ['get', '/search'],
  ['get', '/context'],
  ['post', '/exports'],
  ['get', '/exports/{exportId}'],
  ['get', '/roles'],
  ['get', '/permissions'],
];

/** Areas the seed says exist without paths: each must have at least one operation. */
const SEED_AREAS = [
  'api-keys',
  'search',
  'context',
  'exports',
  'collections',
  'datasets',
  'logs',
  'top-keys',
  'significant-keys',
  'usage',
  'users',
  'groups',
  'roles',
  'permissions',
  'config_assistant',
  'patterns',
  'widgets',
  'dashboards',
  'monitors',
  'limits',
  'organisations',
];

const SEED_FIELDS: Record<string, string[]> = {
  Metadata: [
    'created_at',
    'created_by',
    'modified_at',
    'modified_by',
    'deleted_at',
    'deleted_by',
    'last_heartbeat_at',
  ],
  Identity: ['type', 'id'],
  Role: ['role_id', 'role_type', 'display_name', 'description', 'is_system_role', 'metadata', 'permissions'],
  Permission: [
    'group_name',
    'group_display_name',
    'name',
    'display_name',
    'description',
    'type',
    'restricted',
    'sensitive',
  ],
  Widget: [
    'id',
    'name',
    'description',
    'type',
    'metric_ids',
    'widget_ids',
    'layout.widget_layouts[].id',
    'layout.widget_layouts[].x',
    'layout.widget_layouts[].y',
    'layout.widget_layouts[].w',
    'layout.widget_layouts[].h',
    'tags',
    'template.id',
    'template.arguments',
    'aux',
    'metadata',
  ],
  WidgetWrite: ['name', 'type', 'description', 'aux', 'metric_ids', 'widget_ids'],
  Log: [
    'log_id',
    'collection',
    'dataset',
    'logset',
    'log',
    'is_system_generated',
    'tags',
    'parser_id',
    'metadata',
  ],
  User: ['id', 'first_name', 'last_name', 'email', 'roles', 'last_logins', 'login_methods', 'tags'],
  UserPatch: ['first_name', 'last_name', 'roles', 'login_methods'],
  Group: ['group_id', 'name', 'description', 'created_at', 'modified_at'],
  GroupMembersChange: ['members[].member_id'],
  Organisation: [
    'id',
    'name',
    'login_methods',
    'description',
    'active',
    'management_resource',
    'is_management_org',
    'contract_type',
    'region',
    'metadata',
    'partition_tags.enabled',
    'partition_tags.partition_tag_list',
    'settings.dcr_enabled',
    'settings.out_of_order',
    'settings.multi_org_group',
    'settings.shared_datasets',
  ],
  Monitor: [
    'id',
    'name',
    'description',
    'comparison_operator',
    'threshold',
    'warning_threshold',
    'window',
    'actions[].type',
    'actions[].email',
    'actions[].integration_id',
    'status',
    'monitor_type',
    'ai_report_enabled',
    'ai_report_instructions',
    'monitored_groups[].group_id',
    'monitored_groups[].status',
    'monitored_groups[].groups',
    'no_data_status',
    'muted_until',
    'notify_once',
    'group_retention',
    'last_trigger_ts',
    'aux',
    'compare_to',
    'change_type',
    'evaluation_window',
    'anomaly_algorithm',
    'metric_id',
    'template',
    'metadata',
  ],
  MonitorEvent: ['monitor_id', 'time', 'monitor_status', 'previous_status', 'message'],
  GroupHistory: ['monitor_id', 'group_id', 'history[].time', 'history[].status'],
  MonitorEvents: ['monitor_events', 'groups_history'],
  Limit: [
    'id',
    'org_id',
    'category',
    'value',
    'unit',
    'target',
    'scope.organisation.id',
    'scope.tag.team',
    'scope.tag.properties.key.type',
    'scope.tag.properties.key.description',
    'scope.tag.properties.value.type',
    'scope.tag.properties.value.description',
    'type',
    'time_window',
    'description',
    'metadata',
  ],
  LimitWrite: ['category', 'value', 'unit', 'target', 'scope.organisation.id', 'time_window', 'description'],
  SearchRequest: ['from', 'time_range', 'where', 'select', 'limit', 'most_recent_first', 'groups'],
  SearchResponse: [
    'explain',
    'result',
    'events',
    'groups',
    'groups_series',
    'totals.timeseries',
    'metadata.select',
    'metadata.correlation_id',
    'pagination.next_page_url',
    'links[].rel',
    'links[].href',
  ],
  QueryResult: [
    '@time',
    '@sequence',
    '@raw',
    '@context',
    'metadata.logId',
    'metadata.timestamp',
    'metadata.sequence',
    'metadata.origin',
    'metadata.context',
    'metadata.selectedKeys',
    'metadata.unselectedKeys',
    'links',
  ],
  Event: [
    '@raw',
    '@time',
    '@status',
    'message_kvs',
    'attributes',
    'metadata.service_id',
    'metadata.timestamp',
    'metadata.sequence',
    'metadata.context',
    'links',
  ],
  GroupResult: ['group', 'count', 'stat', 'value', 'timeseries'],
  GroupSeries: [
    'key',
    'name',
    'count',
    'stat',
    'value',
    'histogram',
    'quantiles',
    'series_resolution_ms',
    'timeseries',
    'groups_series',
  ],
  TimeSlice: ['@timestamp', 'count', 'value', 'quantiles', 'histogram'],
  Quantiles: ['min', 'p25', 'p50', 'p75', 'p90', 'p95', 'p99', 'p999', 'max'],
  Histogram: [
    'buckets[].name',
    'buckets[].low_bound',
    'buckets[].high_bound',
    'buckets[].value',
    'min',
    'max',
  ],
  Export: [
    'export_id',
    'status',
    'progress',
    'location',
    'search_details.from',
    'search_details.where',
    'search_details.time_range',
  ],
  ExportCreate: ['search_details'],
  Error: ['code', 'type', 'correlation_id', 'details'],
  UsersError: ['code', 'correlation_id', 'message'],
};

const SEED_ENUMS: [string, string, string[]][] = [
  ['Identity', 'type', ['API_KEY_ID', 'USER_ID']],
  ['Role', 'role_type', ['USER', 'API']],
  ['Widget', 'type', ['area', 'treemap']],
  ['Monitor', 'comparison_operator', ['ABOVE']],
  ['Monitor', 'status', ['OK', 'ALERT']],
  ['Monitor', 'monitored_groups[].status', ['OK', 'ALERT']],
  ['Monitor', 'actions[].type', ['EMAIL']],
  ['Monitor', 'monitor_type', ['PATTERN']],
  ['Monitor', 'no_data_status', ['OK']],
  ['Monitor', 'change_type', ['DIFFERENCE']],
  ['Monitor', 'anomaly_algorithm', ['MEDIAN_MAD']],
  ['MonitorEvent', 'monitor_status', ['OK', 'ALERT']],
  ['MonitorEvent', 'previous_status', ['OK', 'ALERT']],
  ['Limit', 'category', ['INGESTION_LIMITS']],
  ['Limit', 'unit', ['BYTES']],
  ['Limit', 'target', ['TEAM']],
  ['Limit', 'type', ['SYSTEM']],
  ['Limit', 'time_window', ['PER_MONTH']],
  ['Export', 'status', ['COMPLETE']],
];

describe('the contract covers the seed', () => {
  it.each(SEED_OPERATIONS)('has %s %s', (method, path) => {
    expect(operation(method, path), `${method.toUpperCase()} ${path}`).toBeDefined();
  });

  it.each(SEED_AREAS)('has operations for the %s area', (area) => {
    const tagged = Object.values(doc.paths).flatMap((item) =>
      Object.values(item).filter((op) => (op as Json).tags && ((op as Json).tags as string[]).includes(area)),
    );
    expect(tagged.length, area).toBeGreaterThan(0);
  });

  it.each(Object.entries(SEED_FIELDS))('%s has every field the seed names', (name, fields) => {
    const missing = fields.filter((field) => resolve(schemaNamed(name), field) === undefined);
    expect(missing, name).toEqual([]);
  });

  it.each(SEED_ENUMS)('%s.%s allows %j', (name, field, values) => {
    const allowed = enumOf(resolve(schemaNamed(name), field));
    expect(
      values.filter((v) => !allowed.includes(v)),
      `${name}.${field}`,
    ).toEqual([]);
  });

  it('defaults the search limit to 50 events, as the seed says', () => {
    expect(resolve(schemaNamed('SearchRequest'), 'limit')?.default).toBe(50);
  });

  it('offers the context directions before, after and both', () => {
    const params = (operation('get', '/context')?.parameters ?? []) as Json[];
    expect(params.map((p) => p.name)).toEqual(
      expect.arrayContaining(['sequence', 'limit', 'from', 'timestamp', 'direction']),
    );
    expect(enumOf(params.find((p) => p.name === 'direction')?.schema as Json)).toEqual([
      'before',
      'after',
      'both',
    ]);
  });

  it('authenticates with the API-key header or a bearer JWT', () => {
    const schemes = doc.components.securitySchemes as Record<string, Json>;
    expect(Object.values(schemes)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'apiKey', in: 'header', name: 'X-BRONTO-API-KEY' }),
        expect.objectContaining({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' }),
      ]),
    );
  });

  it('documents the errors and rate-limit headers of GET /roles/{role_id}', () => {
    const responses = operation('get', '/roles/{role_id}')?.responses as Record<string, Json>;
    expect(Object.keys(responses)).toEqual(
      expect.arrayContaining(['200', '400', '403', '404', '429', '500', 'default']),
    );
    expect(Object.keys(responses['200']?.headers as Json)).toEqual([
      'RateLimit-Limit',
      'RateLimit-Remaining',
      'RateLimit-Reset',
      // Assumed: the role's version, for If-Match.
      'ETag',
    ]);
  });

  it('lets the operations under /users/{userId} answer with the alternative error body', () => {
    for (const method of ['get', 'patch']) {
      const responses = operation(method, '/users/{userId}')?.responses as Record<string, Json>;
      expect(responses.default?.$ref).toBe('#/components/responses/UsersDefault');
    }
  });

  it('marks the deprecated logs operation and legacy fields', () => {
    expect(operation('get', '/logs')?.deprecated).toBe(true);
    expect(resolve(schemaNamed('Log'), 'logset')?.deprecated).toBe(true);
    expect(resolve(schemaNamed('Log'), 'log')?.deprecated).toBe(true);
  });

  it('gives a reason for every assumption', () => {
    const text = JSON.stringify(doc);
    const assumed = text.match(/"x-assumed":true/g)?.length ?? 0;
    expect(assumed).toBeGreaterThan(10);
    const unexplained: string[] = [];
    JSON.stringify(doc, (key, value: unknown) => {
      if (value && typeof value === 'object' && (value as Json)['x-assumed'] === true) {
        const description = String((value as Json).description ?? '');
        if (!/Assumed/.test(description)) unexplained.push(key);
      }
      return value;
    });
    expect(unexplained).toEqual([]);
  });
});

describe('generated files', () => {
  it('are up to date with src/api/openapi.yaml', () => {
    // Throws (exit 1) when schema.gen.ts or contract.gen.json differ from what the contract generates.
    expect(() => execFileSync('node', ['scripts/gen-api.mjs', '--check'], { stdio: 'pipe' })).not.toThrow();
  });
});
