import type { DatasetSpec } from '../engine/catalogue';
import { createPrng } from './prng';
import type { StoredEncryptionKey, StoredForwardConfig } from './types';

const ROUTING_SEED = 51_2026;
const DAY = 86_400_000;

export interface SeededRouting {
  forwardConfigs: StoredForwardConfig[];
  encryptionKeys: StoredEncryptionKey[];
  reachableBuckets: string[];
}

/**
 * Where the demo's data leaves the service and what encrypts it: every dataset archived to a bucket in
 * Glacier, the auth service's errors and warnings copied to the security team's bucket, and two keys,
 * last year's disabled when this year's became the active one (118 days ago).
 */
export function seedRouting(now: number, orgId: string, datasets: DatasetSpec[]): SeededRouting {
  const rng = createPrng(ROUTING_SEED);
  const auth = datasets.find((d) => d.dataset === 'auth-service');
  const forwardConfigs: StoredForwardConfig[] = [
    {
      id: rng.uuid(),
      org_id: orgId,
      name: 'Archive everything',
      description: 'Every dataset, kept for seven years in the archive bucket.',
      compression: 'ZSTD',
      all_logs: true,
      max_payload_size_bytes: 10_000_000,
      max_payload_size_events: 1_000_000,
      max_buffer_time_ms: 300_000,
      destination: {
        destination_type: 'S3',
        bucket: 'acme-log-archive',
        prefix: 'lookout/',
        storage_class: 'GLACIER_IR',
      },
      created_at: now - 150 * DAY,
    },
    {
      id: rng.uuid(),
      org_id: orgId,
      name: 'Security audit copy',
      description: "The auth service's errors and warnings, for the security team's tools.",
      filter: "level = 'error' OR level = 'warn'",
      compression: 'GZIP',
      all_logs: false,
      log_ids: auth ? [auth.id] : [],
      max_payload_size_bytes: 5_000_000,
      max_payload_size_events: 10_000,
      max_buffer_time_ms: 60_000,
      destination: {
        destination_type: 'S3',
        bucket: 'acme-security-audit',
        prefix: 'auth/',
        storage_class: 'STANDARD_IA',
      },
      created_at: now - 40 * DAY,
    },
  ];
  const kms = (year: number) => ({
    alias_arn: `arn:aws:kms:eu-west-1:493018552217:alias/lookout-${year}`,
    region: 'eu-west-1',
  });
  const encryptionKeys: StoredEncryptionKey[] = [
    {
      id: rng.uuid(),
      org_id: orgId,
      name: 'Acme logs 2026',
      provider: 'AWS_KMS',
      status: 'ACTIVE',
      aws_kms: kms(2026),
      created_at: now - 120 * DAY,
      activated_at: now - 118 * DAY,
    },
    {
      id: rng.uuid(),
      org_id: orgId,
      name: 'Acme logs 2025',
      provider: 'AWS_KMS',
      status: 'DISABLED',
      aws_kms: kms(2025),
      created_at: now - 480 * DAY,
      activated_at: now - 478 * DAY,
      disabled_at: now - 118 * DAY,
    },
  ];
  return {
    forwardConfigs,
    encryptionKeys,
    reachableBuckets: ['acme-log-archive', 'acme-security-audit', 'acme-archive-eu'],
  };
}
