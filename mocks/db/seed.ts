import { createPrng, hashSecret } from './prng';
import { DEFAULT_PARSER, seedDatasets, seedSecondTenantDatasets } from '../engine/catalogue';
import { BUILT_IN_PERMISSIONS } from './permissions';
import { seedDashboards } from './seed-dashboards';
import { seedMonitors } from './seed-monitors';
import { seedSavedSearches } from './seed-saved-searches';
import { seedLimits, seedUsage } from './seed-usage';
import type {
  DbState,
  Organisation,
  StoredApiKey,
  StoredDataset,
  StoredGroup,
  StoredRole,
  StoredUser,
  User,
} from './types';

export const DB_VERSION = 13;
/** Fixed PRNG seed: the same people, groups and keys on every machine. */
const SEED = 20261121;

/** The demo credentials, printed by the mock server and listed in docs/demo.md. */
export const DEMO_API_KEYS = {
  Admin: 'demo-admin-key',
  Standard: 'demo-standard-key',
  ReadOnly: 'demo-readonly-key',
} as const;

const FIRST = [
  'Ada',
  'Grace',
  'Alan',
  'Edsger',
  'Barbara',
  'Ken',
  'Margaret',
  'Dennis',
  'Radia',
  'Linus',
  'Frances',
  'Donald',
  'Hedy',
  'John',
  'Katherine',
  'Tim',
  'Sophie',
  'Leslie',
  'Anita',
  'Niklaus',
  'Shafi',
  'Bjarne',
  'Mary',
  'Guido',
  'Joan',
  'Yukihiro',
  'Lynn',
  'Ward',
  'Evelyn',
  'Rasmus',
];
const LAST = [
  'Lovelace',
  'Hopper',
  'Turing',
  'Dijkstra',
  'Liskov',
  'Thompson',
  'Hamilton',
  'Ritchie',
  'Perlman',
  'Torvalds',
  'Allen',
  'Knuth',
  'Lamarr',
  'Backus',
  'Johnson',
  'Berners-Lee',
  'Wilson',
  'Lamport',
  'Borg',
  'Wirth',
  'Goldwasser',
  'Stroustrup',
  'Jackson',
  'van Rossum',
  'Clarke',
  'Matsumoto',
  'Conway',
  'Cunningham',
  'Berezin',
  'Lerdorf',
];
const TEAMS = ['payments', 'platform', 'checkout', 'search', 'sre', 'data'];

const DAY = 86_400_000;

function system(now: number) {
  return { created_at: now - 400 * DAY, modified_at: now - 30 * DAY };
}

/**
 * Builds the demo database. `now` anchors relative times (last logins, creation dates) so they read
 * naturally; everything else comes from the fixed PRNG seed.
 */
// eslint-disable-next-line max-lines-per-function -- over the cap, to be split along what it does (issue 52)
export function createSeed(now: number): DbState {
  const rng = createPrng(SEED);
  const ts = (daysAgoMin: number, daysAgoMax: number) =>
    now - rng.int(daysAgoMin * 24, daysAgoMax * 24) * 3_600_000;

  const managementId = rng.uuid();
  const acmeId = rng.uuid();
  const globexId = rng.uuid();
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

  const builtIn: StoredRole[] = [
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
  const billingRoleId = rng.uuid();
  const responderRoleId = rng.uuid();
  const custom: StoredRole[] = [
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

  // 30 people: the first three are the faces of the demo roles; then a spread over all roles.
  const roleCycle = [
    'Standard',
    'ReadOnly',
    'Standard',
    'Admin',
    'ReadOnly',
    'Standard',
    billingRoleId,
    'Standard',
    responderRoleId,
    'ReadOnly',
  ];
  const users: StoredUser[] = [];
  const memberships: DbState['memberships'] = {};
  const currentOrg: Record<string, string> = {};
  for (let i = 0; i < 30; i++) {
    const first = FIRST[i] as string;
    const last = LAST[i] as string;
    const id = rng.uuid();
    const role =
      i === 0
        ? 'Admin'
        : i === 1
          ? 'Standard'
          : i === 2
            ? 'ReadOnly'
            : (roleCycle[i % roleCycle.length] as string);
    const status: User['status'] = i === 27 ? 'DEACTIVATED' : i >= 28 ? 'INVITED' : 'ACTIVE';
    const lastLogins: Record<string, number> = {};
    if (status === 'ACTIVE' || status === 'DEACTIVATED') {
      lastLogins.password = ts(0, 20);
      if (rng.chance(0.5)) lastLogins.google = ts(0, 40);
    }
    users.push({
      id,
      first_name: first,
      last_name: last,
      email: `${first}.${last}`.toLowerCase().replace(/[^a-z.]/g, '') + '@acme.example',
      last_logins: lastLogins,
      login_methods: { password: true, google: 'google' in lastLogins, saml: false },
      tags: { team: TEAMS[i % TEAMS.length] as string },
      ...(status === 'INVITED'
        ? { invited_at: Math.floor(ts(1, 5) / 1000), invited_by: 'ada.lovelace@acme.example' }
        : {}),
    });
    // Everyone is in Acme; every fourth person also works for Globex; Ada also reaches the management org.
    const orgs = [acmeId];
    if (i % 4 === 3 || i === 0) orgs.push(globexId);
    if (i === 0) orgs.push(managementId);
    memberships[id] = Object.fromEntries(orgs.map((org) => [org, { roles: [role], status }]));
    currentOrg[id] = acmeId;
  }

  const userId = (i: number) => (users[i] as StoredUser).id;
  const groupSpecs: [string, string, string, number[]][] = [
    [acmeId, 'SRE on-call', 'Engineers on the incident rota.', [0, 3, 5, 8, 13, 18]],
    [acmeId, 'Payments team', 'Owners of the payments and checkout services.', [1, 6, 11, 16, 21]],
    [acmeId, 'Finance', 'Budget owners; receive usage reports.', [6, 16, 26]],
    [acmeId, 'Contractors', 'External people with read-only access.', [2, 9, 19]],
    [globexId, 'Globex admins', 'Administrators of the Globex tenant.', [0, 3, 7]],
  ];
  const groups: StoredGroup[] = [];
  const groupMembers: DbState['groupMembers'] = [];
  for (const [org_id, name, description, members] of groupSpecs) {
    const group_id = rng.uuid();
    const created_at = ts(60, 300);
    groups.push({ group_id, org_id, name, description, created_at, modified_at: created_at + DAY });
    for (const index of members) {
      groupMembers.push({
        group_id,
        member_id: userId(index),
        member_type: 'USER',
        modified_at: created_at + DAY,
      });
    }
  }

  // Made after the people, so adding it left every earlier seeded id as it was.
  const integrationRoleId = rng.uuid();
  custom.push({
    role_id: integrationRoleId,
    role_type: 'API',
    display_name: 'Read-only integration',
    description: 'For tools that read logs and dashboards (Grafana, notebooks); API keys only.',
    is_system_role: false,
    org_id: acmeId,
    permission_names: ['search_read', 'datasets_read', 'dashboards_read', 'monitors_read'],
    metadata: { created_at: now - 45 * DAY, modified_at: now - 45 * DAY },
  });
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
    metadata: { created_at: ts(10, 200), created_by: { type: 'USER_ID', id: userId(0) } },
  });
  const apiKeys: StoredApiKey[] = [
    key('Demo admin key', DEMO_API_KEYS.Admin, ['Admin'], acmeId),
    key('Demo standard key', DEMO_API_KEYS.Standard, ['Standard'], acmeId),
    key('Demo read-only key', DEMO_API_KEYS.ReadOnly, ['ReadOnly'], acmeId),
    key('Fluent Bit shipper (prod)', 'lk_' + rng.uuid().replace(/-/g, ''), ['Standard'], acmeId, 180),
    key('Grafana read access', 'lk_' + rng.uuid().replace(/-/g, ''), [integrationRoleId], acmeId, 5),
    key('Globex CI', 'lk_' + rng.uuid().replace(/-/g, ''), ['Standard'], globexId, 30),
  ];

  const dataset =
    (org_id: string) =>
    (spec: ReturnType<typeof seedDatasets>[number]): StoredDataset => ({
      ...spec,
      org_id,
      is_system_generated: false,
      ...(DEFAULT_PARSER[spec.kind] ? { parser_id: DEFAULT_PARSER[spec.kind] } : {}),
      metadata: { created_at: now - 200 * DAY, created_by: { type: 'USER_ID', id: userId(0) } },
    });
  const datasets = [
    ...seedDatasets().map(dataset(acmeId)),
    ...seedSecondTenantDatasets().map(dataset(globexId)),
  ];

  const { widgets, dashboards } = seedDashboards(now, acmeId, seedDatasets(), {
    type: 'USER_ID',
    id: userId(0),
  });

  const monitors = seedMonitors(now, acmeId, seedDatasets(), { type: 'USER_ID', id: userId(0) });

  return {
    version: DB_VERSION,
    organisations,
    users,
    memberships,
    currentOrg,
    groups,
    groupMembers,
    roles: [...builtIn, ...custom],
    apiKeys,
    datasets,
    exports: [],
    widgets,
    dashboards,
    monitors,
    savedSearches: seedSavedSearches(now, acmeId, datasets, { type: 'USER_ID', id: userId(0) }),
    limits: seedLimits(now, acmeId, userId(0)),
    preferences: {},
    usage: seedUsage(
      now,
      acmeId,
      users.filter((u) => memberships[u.id]?.[acmeId]?.status === 'ACTIVE').map((u) => u.id),
      seedDatasets(),
    ),
  };
}
