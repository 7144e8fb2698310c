import type { components } from '../../api/schema.gen';

type Schemas = components['schemas'];
export type ForwardConfig = Schemas['ForwardConfig'];
export type ForwardWrite = Schemas['ForwardConfigWrite'];
export type Destination = Schemas['ForwardConfigDestination'];

export const COMPRESSIONS = ['ZSTD', 'GZIP', 'NONE'] as const;
export const STORAGE_CLASSES = ['STANDARD', 'STANDARD_IA', 'GLACIER_IR'] as const;

/** What a storage class means, for the person choosing it. */
export const STORAGE_CLASS_WORDS: Record<string, string> = {
  STANDARD: 'Standard: read often',
  STANDARD_IA: 'Standard, infrequent access: read now and then',
  GLACIER_IR: 'Glacier instant retrieval: kept for years, read rarely',
};

/** The forward form as typed: numbers as text, sizes in the units a person thinks in. */
export interface ForwardDraft {
  name: string;
  description: string;
  filter: string;
  compression: string;
  allLogs: boolean;
  logIds: string[];
  bucket: string;
  prefix: string;
  storageClass: string;
  /** Megabytes before compression. */
  payloadMb: string;
  payloadEvents: string;
  /** Minutes. */
  bufferMinutes: string;
}

export type ForwardField =
  | 'name'
  | 'description'
  | 'filter'
  | 'logIds'
  | 'bucket'
  | 'prefix'
  | 'payloadMb'
  | 'payloadEvents'
  | 'bufferMinutes';

const MB = 1_000_000;
const MINUTE = 60_000;

export function forwardDraftOf(config?: ForwardConfig): ForwardDraft {
  return {
    name: config?.name ?? '',
    description: config?.description ?? '',
    filter: config?.filter ?? '',
    compression: config?.compression ?? 'ZSTD',
    allLogs: config?.all_logs ?? false,
    logIds: config?.log_ids ?? [],
    bucket: config?.destination.bucket ?? '',
    prefix: config?.destination.prefix ?? '',
    storageClass: config?.destination.storage_class ?? 'STANDARD',
    payloadMb: String((config?.max_payload_size_bytes ?? 10 * MB) / MB),
    payloadEvents: String(config?.max_payload_size_events ?? 1_000_000),
    bufferMinutes: String((config?.max_buffer_time_ms ?? 5 * MINUTE) / MINUTE),
  };
}

/** A whole number in [min, max] as typed, or undefined. */
function within(text: string, min: number, max: number): number | undefined {
  const value = Number(text.trim());
  return text.trim() !== '' && Number.isFinite(value) && value >= min && value <= max ? value : undefined;
}

/** An S3 bucket name as AWS allows it: 3–63 lower-case letters, digits, dots and hyphens. */
export const bucketProblem = (bucket: string): string | undefined =>
  /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket.trim())
    ? undefined
    : 'A bucket name: 3 to 63 lower-case letters, digits, dots and hyphens, such as acme-log-archive.';

export function validateForward(draft: ForwardDraft): Partial<Record<ForwardField, string>> {
  const problems: Partial<Record<ForwardField, string>> = {};
  if (!draft.name.trim()) problems.name = 'Name what is forwarded.';
  else if (draft.name.length > 255) problems.name = 'At most 255 characters.';
  if (draft.description.length > 1000) problems.description = 'At most 1,000 characters.';
  if (draft.filter.length > 2000) problems.filter = 'At most 2,000 characters.';
  if (!draft.allLogs && !draft.logIds.length)
    problems.logIds = 'Choose the datasets to forward, or all of them.';
  const bucket = bucketProblem(draft.bucket);
  if (bucket) problems.bucket = bucket;
  if (draft.prefix.length > 255) problems.prefix = 'At most 255 characters.';
  if (within(draft.payloadMb, 1, 1000) === undefined) problems.payloadMb = 'From 1 to 1,000 MB.';
  if (within(draft.payloadEvents, 1000, 1_000_000_000) === undefined)
    problems.payloadEvents = 'From 1,000 to 1,000,000,000 events.';
  if (within(draft.bufferMinutes, 1, 1440) === undefined)
    problems.bufferMinutes = 'From 1 to 1,440 minutes (a day).';
  return problems;
}

export const destinationOf = (draft: ForwardDraft): Destination => ({
  destination_type: 'S3',
  bucket: draft.bucket.trim(),
  ...(draft.prefix.trim() ? { prefix: draft.prefix.trim() } : {}),
  storage_class: draft.storageClass as Destination['storage_class'],
});

export function forwardWriteOf(draft: ForwardDraft): ForwardWrite {
  return {
    name: draft.name.trim(),
    ...(draft.description.trim() ? { description: draft.description.trim() } : {}),
    ...(draft.filter.trim() ? { filter: draft.filter.trim() } : {}),
    compression: draft.compression as ForwardWrite['compression'],
    all_logs: draft.allLogs,
    ...(draft.allLogs ? {} : { log_ids: draft.logIds }),
    max_payload_size_bytes: Math.round(Number(draft.payloadMb) * MB),
    max_payload_size_events: Math.round(Number(draft.payloadEvents)),
    max_buffer_time_ms: Math.round(Number(draft.bufferMinutes) * MINUTE),
    destination: destinationOf(draft),
  };
}

/** Where a destination is, as a person reads it: "s3://acme-log-archive/lookout/". */
export const destinationText = (d: Destination) =>
  `${d.destination_type === 'S3' ? 's3' : d.destination_type}://${d.bucket}/${d.prefix ?? ''}`;

/** Which forward configurations send each dataset's events: every one of all_logs, and those that name it. */
export function forwardsOf(datasetId: string, configs: ForwardConfig[]): ForwardConfig[] {
  return configs.filter((c) => c.all_logs || (c.log_ids ?? []).includes(datasetId));
}
