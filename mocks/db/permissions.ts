import type { components } from '../../src/api/schema.gen';

type Permission = components['schemas']['Permission'];
type PermissionType = components['schemas']['PermissionType'];

interface Spec {
  type: PermissionType;
  display?: string;
  description: string;
  sensitive?: boolean;
  restricted?: boolean;
}

/**
 * The permission catalogue: one group per API area, read/write/delete each. `sensitive` follows the
 * seed (billing, deleting API keys, managing user access, reading PII, log retention); `restricted`
 * marks what only built-in roles may hold, so custom roles cannot grant it.
 */
const GROUPS: Record<string, { display: string; permissions: Record<string, Spec> }> = {
  search: {
    display: 'Search',
    permissions: {
      search_read: {
        type: 'read',
        description:
          'Search events, read context, top keys, significant keys and patterns, follow live tail.',
      },
      pii_read: {
        type: 'read',
        display: 'Read personal data',
        description: 'Read fields marked as personal data without redaction.',
        sensitive: true,
      },
    },
  },
  exports: {
    display: 'Exports',
    permissions: {
      exports_read: { type: 'read', description: 'See exports and download their files.' },
      exports_write: { type: 'write', description: 'Start exports.' },
      exports_delete: { type: 'delete', description: 'Delete exports.' },
    },
  },
  datasets: {
    display: 'Collections and datasets',
    permissions: {
      datasets_read: { type: 'read', description: 'See collections, datasets and their parsers.' },
      datasets_write: { type: 'write', description: 'Create datasets and assign parsers.' },
      datasets_retention_write: {
        type: 'write',
        display: 'Set log retention',
        description: 'Set how long logs are kept.',
        sensitive: true,
      },
      datasets_delete: { type: 'delete', description: 'Delete datasets.' },
    },
  },
  dashboards: {
    display: 'Dashboards and widgets',
    permissions: {
      dashboards_read: { type: 'read', description: 'See dashboards and widgets.' },
      dashboards_write: { type: 'write', description: 'Create and change dashboards and widgets.' },
      dashboards_delete: { type: 'delete', description: 'Delete dashboards and widgets.' },
    },
  },
  monitors: {
    display: 'Monitors',
    permissions: {
      monitors_read: {
        type: 'read',
        description: 'See monitors, their events, notifications, downtimes and templates.',
      },
      monitors_write: {
        type: 'write',
        description: 'Create, change and mute monitors; schedule downtimes; write templates.',
      },
      monitors_delete: { type: 'delete', description: 'Delete monitors, downtimes and templates.' },
    },
  },
  integrations: {
    display: 'Integrations',
    permissions: {
      integrations_read: {
        type: 'read',
        description: 'See Slack and webhook destinations, never their secrets.',
      },
      integrations_write: {
        type: 'write',
        description: 'Create and change where alerts are sent, with the secrets a webhook carries.',
        sensitive: true,
      },
      integrations_delete: { type: 'delete', description: 'Remove alert destinations.', sensitive: true },
    },
  },
  assistants: {
    display: 'Assistants',
    permissions: {
      assistants_read: {
        type: 'read',
        description: "Ask the service's assistants to explain an error event or suggest a widget.",
      },
    },
  },
  forward: {
    display: 'Forwarding',
    permissions: {
      forward_read: { type: 'read', description: 'See where datasets are forwarded.' },
      forward_write: {
        type: 'write',
        description: "Forward datasets' events outside the service, and test a destination.",
        sensitive: true,
      },
      forward_delete: { type: 'delete', description: 'Stop forwarding.', sensitive: true },
    },
  },
  encryption_keys: {
    display: 'Encryption keys',
    permissions: {
      encryption_keys_read: { type: 'read', description: "See the organisation's encryption keys." },
      encryption_keys_write: {
        type: 'write',
        description: 'Add keys, rename them and make one the active key (a rotation).',
        sensitive: true,
      },
      encryption_keys_delete: { type: 'delete', description: 'Delete keys never used.', sensitive: true },
    },
  },
  config_assistant: {
    display: 'Config assistant',
    permissions: {
      config_assistant_read: { type: 'read', description: 'See agent configurations.' },
      config_assistant_write: { type: 'write', description: 'Generate agent configurations.' },
    },
  },
  usage: {
    display: 'Usage',
    permissions: {
      usage_read: { type: 'read', description: 'See ingestion, search and export usage.' },
    },
  },
  limits: {
    display: 'Limits and billing',
    permissions: {
      limits_read: { type: 'read', description: 'See ingestion and usage limits.' },
      limits_write: {
        type: 'write',
        description: 'Create and change limits; this changes billing.',
        sensitive: true,
      },
      limits_delete: {
        type: 'delete',
        description: 'Remove limits; this changes billing.',
        sensitive: true,
        restricted: true,
      },
    },
  },
  users: {
    display: 'Users',
    permissions: {
      users_read: { type: 'read', description: 'See users, their roles and logins.' },
      users_write: {
        type: 'write',
        description: 'Invite users and change their roles and access.',
        sensitive: true,
      },
      users_delete: { type: 'delete', description: 'Remove users and their access.', sensitive: true },
    },
  },
  groups: {
    display: 'Groups',
    permissions: {
      groups_read: { type: 'read', description: 'See groups and their members.' },
      groups_write: {
        type: 'write',
        description: 'Create groups and change their members, which changes access.',
        sensitive: true,
      },
      groups_delete: { type: 'delete', description: 'Delete groups.', sensitive: true },
    },
  },
  roles: {
    display: 'Roles and permissions',
    permissions: {
      roles_read: { type: 'read', description: 'See roles and the permission catalogue.' },
      roles_write: { type: 'write', description: 'Create and change custom roles.', sensitive: true },
      roles_delete: { type: 'delete', description: 'Delete custom roles.', sensitive: true },
    },
  },
  api_keys: {
    display: 'API keys',
    permissions: {
      api_keys_read: { type: 'read', description: 'See API keys, never their secrets.' },
      api_keys_write: {
        type: 'write',
        description: 'Create API keys and change their roles.',
        sensitive: true,
      },
      api_keys_delete: { type: 'delete', description: 'Revoke API keys.', sensitive: true },
    },
  },
  organisations: {
    display: 'Organisations',
    permissions: {
      organisations_read: { type: 'read', description: 'See organisations and who can access them.' },
      organisations_write: {
        type: 'write',
        description: 'Create organisations and change their login methods.',
        sensitive: true,
        restricted: true,
      },
    },
  },
};

const DISPLAY: Record<PermissionType, string> = { read: 'Read', write: 'Write', delete: 'Delete' };

export const PERMISSION_CATALOGUE: Permission[] = Object.entries(GROUPS).flatMap(([group_name, group]) =>
  Object.entries(group.permissions).map(([name, spec]) => ({
    group_name,
    group_display_name: group.display,
    name,
    display_name: spec.display ?? `${DISPLAY[spec.type]} ${group.display.toLowerCase()}`,
    description: spec.description,
    type: spec.type,
    restricted: spec.restricted ?? false,
    sensitive: spec.sensitive ?? false,
  })),
);

const BY_NAME = new Map(PERMISSION_CATALOGUE.map((p) => [p.name, p]));

export function permissionByName(name: string): Permission | undefined {
  return BY_NAME.get(name);
}

/** The seed's rule for the built-in roles, as permission lists. */
export const BUILT_IN_PERMISSIONS: Record<
  'Admin' | 'Standard' | 'ReadOnly' | 'AdminApi' | 'SearchApi' | 'IngestionApi',
  string[]
> = {
  Admin: PERMISSION_CATALOGUE.map((p) => p.name),
  Standard: PERMISSION_CATALOGUE.filter((p) => !p.sensitive).map((p) => p.name),
  ReadOnly: PERMISSION_CATALOGUE.filter((p) => !p.sensitive && p.type === 'read').map((p) => p.name),
  // The built-in roles for API keys (the vendor's grantable ids): all of it, searching, or sending
  // logs only, which is no operation of this API (such a key is refused everything here).
  AdminApi: PERMISSION_CATALOGUE.map((p) => p.name),
  SearchApi: ['search_read', 'datasets_read', 'exports_read', 'exports_write'],
  IngestionApi: [],
};

export function permissionGroups(): components['schemas']['PermissionGroup'][] {
  return Object.entries(GROUPS).map(([group_name, group]) => ({
    group_name,
    group_display_name: group.display,
    permissions: PERMISSION_CATALOGUE.filter((p) => p.group_name === group_name),
  }));
}
