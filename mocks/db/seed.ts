import { createPrng, hashSecret, type Prng } from './prng';
import { DEFAULT_PARSER, seedDatasets, seedSecondTenantDatasets } from '../engine/catalogue';
import { BUILT_IN_PERMISSIONS } from './permissions';
import { seedDashboards } from './seed-dashboards';
import { seedRouting } from './seed-routing';
import { seedAlerting } from './seed-alerting';
import { seedMonitors } from './seed-monitors';
import { seedSavedSearches } from './seed-saved-searches';
import { seedLimits, seedUsage } from './seed-usage';
import { seedGroups, seedPeople, type Orgs } from './seed-people';
import type { DbState, Organisation, StoredApiKey, StoredDataset, StoredRole } from './types';

export const DB_VERSION = 15;
/** Fixed PRNG seed: the same people, groups and keys on every machine. */
const SEED = 20261121;

/** The demo credentials, printed by the mock server and listed in docs/demo.md. */
export const DEMO_API_KEYS = {
  Admin: 'demo-admin-key',
  Standard: 'demo-standard-key',
  ReadOnly: 'demo-readonly-key',
} as const;

const DAY = 86_400_000;
const DASHBOARD_TEMPLATE_ID = '5e1d7c2a-0b7f-4c3e-9a51-d2f0c8e6b417';

function system(now: number) {
  return { created_at: now - 400 * DAY, modified_at: now - 30 * DAY };
}

/**
 * Builds the demo database. `now` anchors relative times (last logins, creation dates) so they read
 * naturally, and `incidentsAt` is where the service placed its incidents (its downtimes lie over
 * them); everything else comes from the fixed PRNG seed, drawn in the order below (a new record is
 * drawn after the others, so every earlier seeded id stays as it was).
 */
export function createSeed(now: number, incidentsAt = now): DbState {
  const rng = createPrng(SEED);
  const ts = (daysAgoMin: number, daysAgoMax: number) =>
    now - rng.int(daysAgoMin * 24, daysAgoMax * 24) * 3_600_000;

  const orgs = { management: rng.uuid(), acme: rng.uuid(), globex: rng.uuid() };
  const { acme: acmeId, globex: globexId } = orgs;
  const custom = customRoles(rng, now, acmeId);
  const people = seedPeople(
    rng,
    ts,
    orgs,
    custom.map((r) => r.role_id),
  );
  const { userId } = people;
  const { groups, groupMembers } = seedGroups(rng, ts, orgs, userId);
  const integration = integrationRole(rng, now, acmeId);
  const apiKeys = seedApiKeys(rng, now, ts, orgs, integration.role_id, userId(0));
  // Ada, the demo's Admin, made everything else.
  const ada = { type: 'USER_ID' as const, id: userId(0) };

  const dataset =
    (org_id: string) =>
    (spec: ReturnType<typeof seedDatasets>[number]): StoredDataset => ({
      ...spec,
      org_id,
      is_system_generated: false,
      ...(DEFAULT_PARSER[spec.kind] ? { parser_id: DEFAULT_PARSER[spec.kind] } : {}),
      metadata: { created_at: now - 200 * DAY, created_by: ada },
    });
  const datasets = [
    ...seedDatasets().map(dataset(acmeId)),
    ...seedSecondTenantDatasets().map(dataset(globexId)),
  ];

  const { widgets, dashboards } = seedDashboards(now, acmeId, seedDatasets(), ada);
  const monitors = seedMonitors(now, acmeId, seedDatasets(), ada);
  const alerting = seedAlerting(now, incidentsAt, acmeId, monitors, seedDatasets(), ada);
  // One dashboard follows a dashboard template (of the vendor's console), so it can be detached.
  const payments = dashboards.find((d) => d.name === 'Payments');
  if (payments) payments.template = { id: DASHBOARD_TEMPLATE_ID, arguments: {} };

  return {
    version: DB_VERSION,
    organisations: seedOrganisations(now, orgs),
    users: people.users,
    memberships: people.memberships,
    currentOrg: people.currentOrg,
    groups,
    groupMembers,
    roles: [...builtInRoles(now), ...custom, integration],
    apiKeys,
    datasets,
    exports: [],
    widgets,
    dashboards,
    monitors,
    ...alerting,
    ...seedRouting(now, acmeId, seedDatasets()),
    savedSearches: seedSavedSearches(now, acmeId, datasets, ada),
    limits: seedLimits(now, acmeId, userId(0)),
    preferences: {},
    usage: seedUsage(
      now,
      acmeId,
      people.users.filter((u) => people.memberships[u.id]?.[acmeId]?.status === 'ACTIVE').map((u) => u.id),
      seedDatasets(),
    ),
  };
}

/** The management organisation and its two tenants. */
function seedOrganisations(now: number, { management: managementId, acme: acmeId, globex: globexId }: Orgs) {
  const organisations: Organisation[] = [
    {
      id: managementId,
      name: 'Lookout Management',
      description: 'Management organisation: billing and contracts of the tenants below.',
      active: true,
      is_management_org: true,
      contract_type: 'PAID',
      region: 'EU',
      login_methods: { password: true, google: true, saml: true },
      metadata: system(now),
      partition_tags: { enabled: false, partition_tag_list: ['environment'] },
      settings: {
        dcr_enabled: false,
        out_of_order: false,
        multi_org_group: 'lookout',
        shared_datasets: false,
      },
    },
    {
      id: acmeId,
      name: 'Acme Retail',
      description: 'Online shop: web traffic, checkout and payments.',
      active: true,
      is_management_org: false,
      management_resource: managementId,
      contract_type: 'PAID',
      region: 'EU',
      login_methods: { password: true, google: true, saml: false },
      metadata: system(now),
      partition_tags: { enabled: true, partition_tag_list: ['environment', 'team'] },
      settings: { dcr_enabled: true, out_of_order: true, multi_org_group: 'lookout', shared_datasets: true },
    },
    {
      id: globexId,
      name: 'Globex Payments',
      description: 'Card processing in the US region, on a trial contract.',
      active: true,
      is_management_org: false,
      management_resource: managementId,
      contract_type: 'TRIAL',
      region: 'US',
      login_methods: { password: true, google: false, saml: true },
      metadata: system(now),
      partition_tags: { enabled: false, partition_tag_list: ['environment'] },
      settings: {
        dcr_enabled: false,
        out_of_order: false,
        multi_org_group: 'globex',
        shared_datasets: false,
      },
    },
  ];

  return organisations;
}

/** The six roles every organisation has, as the service names and describes them. */
function builtInRoles(now: number): StoredRole[] {
  return [
    ['Admin', 'Administrator', 'Permission for all actions on all entities.', 'USER'],
    ['Standard', 'Standard', 'Read, write and delete on entities in non-sensitive areas.', 'USER'],
    ['ReadOnly', 'Read only', 'Read-only access on entities in non-sensitive areas.', 'USER'],
    ['AdminApi', 'Admin API', 'For API keys: every action on every entity.', 'API'],
    ['SearchApi', 'Search API', 'For API keys: search, datasets and exports.', 'API'],
    ['IngestionApi', 'Ingestion API', 'For API keys: sending logs only; nothing of this console.', 'API'],
  ].map(([role_id, display_name, description, role_type]) => ({
    role_id: role_id as string,
    role_type: role_type as 'USER' | 'API',
    display_name: display_name as string,
    description: description as string,
    is_system_role: true,
    org_id: null,
    permission_names: BUILT_IN_PERMISSIONS[role_id as keyof typeof BUILT_IN_PERMISSIONS],
    metadata: system(now),
  }));
}

/** Acme's own roles for people: a billing manager and an incident responder. */
function customRoles(rng: Prng, now: number, acmeId: string): StoredRole[] {
  const billingRoleId = rng.uuid();
  const responderRoleId = rng.uuid();
  return [
    {
      role_id: billingRoleId,
      role_type: 'USER',
      display_name: 'Billing manager',
      description: 'Keeps ingestion within budget: reads usage, sets limits.',
      is_system_role: false,
      org_id: acmeId,
      permission_names: [
        'usage_read',
        'limits_read',
        'limits_write',
        'datasets_read',
        'dashboards_read',
        'organisations_read',
        'users_read',
      ],
      metadata: { created_at: now - 90 * DAY, modified_at: now - 12 * DAY },
    },
    {
      role_id: responderRoleId,
      role_type: 'USER',
      display_name: 'Incident responder',
      description: 'Searches logs and handles monitors during incidents; no admin rights.',
      is_system_role: false,
      org_id: acmeId,
      permission_names: [
        'search_read',
        'pii_read',
        'exports_read',
        'exports_write',
        'datasets_read',
        'dashboards_read',
        'dashboards_write',
        'monitors_read',
        'monitors_write',
        'users_read',
        'groups_read',
        'roles_read',
        'organisations_read',
      ],
      metadata: { created_at: now - 60 * DAY, modified_at: now - 3 * DAY },
    },
  ];
}

/** Acme's role for API keys of tools that only read. */
function integrationRole(rng: Prng, now: number, acmeId: string): StoredRole {
  return {
    role_id: rng.uuid(),
    role_type: 'API',
    display_name: 'Read-only integration',
    description: 'For tools that read logs and dashboards (Grafana, notebooks); API keys only.',
    is_system_role: false,
    org_id: acmeId,
    permission_names: ['search_read', 'datasets_read', 'dashboards_read', 'monitors_read'],
    metadata: { created_at: now - 45 * DAY, modified_at: now - 45 * DAY },
  };
}

/** The demo's three keys (docs/demo.md), a shipper's, Grafana's (expiring soon) and one of Globex. */
function seedApiKeys(
  rng: Prng,
  now: number,
  ts: (daysAgoMin: number, daysAgoMax: number) => number,
  { acme: acmeId, globex: globexId }: Orgs,
  integrationRoleId: string,
  creator: string,
): StoredApiKey[] {
  const key = (
    name: string,
    secret: string,
    roles: string[],
    org_id: string,
    expiresInDays?: number,
  ): StoredApiKey => ({
    id: rng.uuid(),
    name,
    prefix: secret.slice(0, 8),
    secret_hash: hashSecret(secret),
    roles,
    org_id,
    ...(expiresInDays === undefined ? {} : { expires_at: now + expiresInDays * DAY }),
    tags: {},
    metadata: { created_at: ts(10, 200), created_by: { type: 'USER_ID', id: creator } },
  });
  return [
    key('Demo admin key', DEMO_API_KEYS.Admin, ['Admin'], acmeId),
    key('Demo standard key', DEMO_API_KEYS.Standard, ['Standard'], acmeId),
    key('Demo read-only key', DEMO_API_KEYS.ReadOnly, ['ReadOnly'], acmeId),
    key('Fluent Bit shipper (prod)', 'lk_' + rng.uuid().replace(/-/g, ''), ['Standard'], acmeId, 180),
    key('Grafana read access', 'lk_' + rng.uuid().replace(/-/g, ''), [integrationRoleId], acmeId, 5),
    key('Globex CI', 'lk_' + rng.uuid().replace(/-/g, ''), ['Standard'], globexId, 30),
  ];
}
