import type { components } from '../../src/api/schema.gen';
import type { DatasetSpec } from '../engine/catalogue';

type Schemas = components['schemas'];

export type Organisation = Schemas['Organisation'];
export type User = Schemas['User'];

/**
 * A person as stored: who they are. What they may do and whether they may sign in belong to each
 * organisation they are in (`Membership`), so an admin of one organisation changes nothing elsewhere.
 */
export type StoredUser = Omit<User, 'roles' | 'status'>;

/** A person's place in one organisation. */
export interface Membership {
  roles: string[];
  status: User['status'];
}
type GroupMember = Schemas['GroupMember'];

/** A group as stored: the contract's Group plus the organisation it belongs to. */
export type StoredGroup = Schemas['Group'] & { org_id: string };

/** A role as stored: permissions by name; the full Permission objects are joined on read. */
export interface StoredRole {
  role_id: string;
  role_type: 'USER' | 'API';
  display_name: string;
  description: string;
  is_system_role: boolean;
  /** Custom roles belong to one organisation; built-in roles to none. */
  org_id: string | null;
  permission_names: string[];
  metadata: Schemas['Metadata'];
}

/** An API key as stored: the secret only as a hash, never in clear. */
export interface StoredApiKey {
  id: string;
  name: string;
  prefix: string;
  secret_hash: string;
  roles: string[];
  org_id: string;
  expires_at?: number;
  tags: Record<string, string>;
  metadata: Schemas['Metadata'];
}

/** A dataset as stored: what the log generator needs, plus its organisation, parser and metadata. */
export type StoredDataset = DatasetSpec & {
  org_id: string;
  is_system_generated: boolean;
  parser_id?: string;
  metadata: Schemas['Metadata'];
};

/** An export as stored: its window fixed when it started, so the file matches the search then. */
export interface StoredExport {
  export_id: string;
  org_id: string;
  search_details: Schemas['SearchDetails'];
  from_ts: number;
  to_ts: number;
  events: number;
  created_at: number;
  /** How long the demo pretends the export takes, from its size. */
  duration_ms: number;
  /** Set for an export that ends FAILED (as the live service reports one) instead of COMPLETE. */
  failure_detail?: string;
}

/** A widget as stored: the contract's Widget plus its organisation. */
export type StoredWidget = Schemas['Widget'] & { org_id: string };

/** A dashboard as stored: its widgets by id (joined on read) and the one stored layout. */
export interface StoredDashboard {
  id: string;
  org_id: string;
  name: string;
  description: string;
  tags: Record<string, string>;
  widget_ids: string[];
  widget_layouts: Schemas['WidgetLayout'][];
  template?: Schemas['Template'];
  metadata: Schemas['Metadata'];
}

/**
 * A monitor as stored: what was written, plus its organisation and mute. Status, monitored groups and
 * last trigger are not stored: the evaluator computes them from the data on every read.
 */
export type StoredMonitor = Omit<Schemas['MonitorWrite'], 'mute_until'> & {
  id: string;
  org_id: string;
  muted_until?: number;
  /** When the current mute began: notifications from then on are suppressed. */
  muted_at?: number;
  metadata: Schemas['Metadata'];
};

/** A downtime as stored: what was written, its organisation and who wrote it. */
export type StoredDowntime = Schemas['DowntimeWrite'] & {
  id: string;
  org_id: string;
  metadata: Schemas['Metadata'];
};

/** A monitor template as stored. */
export type StoredMonitorTemplate = Schemas['MonitorTemplateWrite'] & {
  id: string;
  org_id: string;
  metadata: Schemas['Metadata'];
};

export type StoredSlackWorkspace = Schemas['SlackWorkspace'] & { org_id: string };
export type StoredSlackIntegration = Schemas['SlackIntegrationWrite'] & { id: string; org_id: string };
export type StoredWebhook = Schemas['WebhookIntegrationWrite'] & { id: string; org_id: string };

/** A forward configuration as stored: what was written, with its id, organisation and creation time. */
export type StoredForwardConfig = Schemas['ForwardConfigWrite'] & {
  id: string;
  org_id: string;
  created_at: number;
};

/**
 * An encryption key as stored. The datasets it encrypts are not stored: they follow from when it was
 * active (mocks/handlers/encryption-keys.ts).
 */
export type StoredEncryptionKey = Omit<Schemas['EncryptionKey'], 'log_ids'> & { created_at: number };

export interface DbState {
  /** Bumped when the shape changes, so a browser never loads data of an older shape. */
  version: number;
  organisations: Organisation[];
  users: StoredUser[];
  /** Each user's organisations (in the order they joined), with their roles and status in each. */
  memberships: Record<string, Record<string, Membership>>;
  /** Each user's current organisation. */
  currentOrg: Record<string, string>;
  groups: StoredGroup[];
  groupMembers: GroupMember[];
  roles: StoredRole[];
  apiKeys: StoredApiKey[];
  datasets: StoredDataset[];
  exports: StoredExport[];
  widgets: StoredWidget[];
  dashboards: StoredDashboard[];
  monitors: StoredMonitor[];
  downtimes: StoredDowntime[];
  monitorTemplates: StoredMonitorTemplate[];
  slackWorkspaces: StoredSlackWorkspace[];
  slackIntegrations: StoredSlackIntegration[];
  webhooks: StoredWebhook[];
  forwardConfigs: StoredForwardConfig[];
  encryptionKeys: StoredEncryptionKey[];
  /** The S3 buckets the demo's service can write to: a destination test succeeds for these alone. */
  reachableBuckets: string[];
  limits: StoredLimit[];
  savedSearches: StoredSavedSearch[];
  /** Each person's preferences (time zone, date format, favourites), by user id. */
  preferences: Record<string, NonNullable<Schemas['Preferences']['preferences']>>;
  /** Searches and exports, newest last, at most USAGE_RECORDS_KEPT of them. */
  usage: UsageRecord[];
}

/** A saved search as stored: what was written, its organisation and who wrote it. */
export type StoredSavedSearch = Schemas['SavedSearchWrite'] & {
  saved_search_id: string;
  org_id: string;
  metadata: Schemas['Metadata'];
};

/** A limit as stored: the contract's Limit, organisation included. */
export type StoredLimit = Schemas['Limit'];

/** One search or export, kept for usage: who ran it, over which datasets, how many bytes it read. */
export interface UsageRecord {
  kind: 'search' | 'export';
  at: number;
  org_id: string;
  /** The id of the user or API key. */
  by: string;
  log_ids: string[];
  bytes: number;
  duration_ms: number;
}
