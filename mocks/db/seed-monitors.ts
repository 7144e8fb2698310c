import type { components } from '../../src/api/schema.gen';
import type { DatasetSpec } from '../engine/catalogue';
import { createPrng } from './prng';
import type { StoredMonitor } from './types';

type Identity = components['schemas']['Identity'];

const DAY = 86_400_000;
const HOUR = 3_600_000;
const MONITOR_SEED = 5_2026;

type Query = StoredMonitor['queries'][number];

/** A seeded monitor: its queries name datasets (the seed gives them ids), and a muted one says since when. */
type MonitorSpec = Omit<StoredMonitor, 'id' | 'org_id' | 'metadata' | 'queries' | 'muted_at'> & {
  queries: (Omit<Query, 'from'> & { from: string[] })[];
  mutedFor?: number;
};

const oncall = { type: 'EMAIL' as const, email: 'oncall@acme.example' };

/**
 * The demo's monitors, over the seeded datasets and tuned to the seeded incidents (engine/incidents.ts),
 * so their history shows ALERT bands when those happened: checkout 5xx at the edge (payment provider
 * timeouts), failed logins per address (brute force), OOMKilled pods (crash loop), slow order queries,
 * payment errors against the day before, edge traffic anomalies, a muted host CPU monitor, and one
 * that flaps (slow searches, its threshold just under busy hours).
 */
export function seedMonitors(
  now: number,
  orgId: string,
  datasets: DatasetSpec[],
  author: Identity,
): StoredMonitor[] {
  const rng = createPrng(MONITOR_SEED);
  const id = (name: string) => {
    const found = datasets.find((d) => d.dataset === name);
    if (!found) throw new Error(`no seeded dataset ${name}`);
    return found.id;
  };
  return MONITORS.map(({ queries, mutedFor, ...fields }) => {
    const created = now - rng.int(10, 60) * DAY;
    return {
      id: rng.uuid(),
      org_id: orgId,
      no_data_status: 'OK',
      notify_once: false,
      metadata: { created_at: created, created_by: author, modified_at: created, modified_by: author },
      ...fields,
      queries: queries.map((q) => ({ ...q, from: q.from.map(id) })),
      ...(mutedFor === undefined ? {} : { muted_at: now - mutedFor }),
    };
  });
}

const MONITORS: MonitorSpec[] = [
  {
    name: 'Checkout 5xx at the edge',
    description: 'Checkout requests failing at nginx: usually the payment provider.',
    monitor_type: 'PATTERN',
    comparison_operator: 'ABOVE',
    threshold: 40,
    warning_threshold: 15,
    window: 'Last 10 minutes',
    actions: [oncall, { type: 'INTEGRATION', integration_id: 'pagerduty-checkout' }],
    queries: [
      {
        name: 'a',
        from: ['nginx-access'],
        where: "path = '/api/checkout' AND status_code >= 500",
        select: ['count(*)'],
      },
    ],
    ai_report_enabled: true,
    ai_report_instructions: 'Say which upstream failed and since when.',
  },
  {
    name: 'Failed logins per address',
    description: 'Brute force and credential stuffing.',
    monitor_type: 'PATTERN',
    comparison_operator: 'ABOVE_OR_EQUAL',
    threshold: 50,
    warning_threshold: 20,
    window: 'Last 5 minutes',
    notify_once: true,
    group_retention: 6 * HOUR,
    actions: [{ type: 'EMAIL', email: 'security@acme.example' }],
    queries: [
      {
        name: 'a',
        from: ['auth-service'],
        where: "msg LIKE 'login failed%'",
        select: ['count(*)'],
        groups: ['client_ip'],
      },
    ],
  },
  {
    name: 'OOMKilled pods',
    monitor_type: 'PATTERN',
    comparison_operator: 'ABOVE_OR_EQUAL',
    threshold: 3,
    window: 'Last 15 minutes',
    group_retention: DAY,
    actions: [{ type: 'EMAIL', email: 'sre@acme.example' }],
    queries: [
      {
        name: 'a',
        from: ['kubernetes-events'],
        where: "reason = 'OOMKilled'",
        select: ['count(*)'],
        groups: ['namespace'],
      },
    ],
  },
  {
    name: 'Slow order queries',
    description: 'p95 of statement time on the orders database.',
    monitor_type: 'PATTERN',
    comparison_operator: 'ABOVE',
    threshold: 1000,
    warning_threshold: 400,
    window: 'Last 15 minutes',
    no_data_status: 'NO_DATA',
    actions: [{ type: 'EMAIL', email: 'data@acme.example' }],
    queries: [{ name: 'a', from: ['postgres'], where: '', select: ['p95(duration_ms)'] }],
  },
  {
    name: 'Payment errors against yesterday',
    monitor_type: 'CHANGE_DETECTION',
    comparison_operator: 'ABOVE',
    threshold: 30,
    warning_threshold: 10,
    window: 'Last 20 minutes',
    compare_to: '1 day ago',
    change_type: 'DIFFERENCE',
    actions: [{ type: 'EMAIL', email: 'payments@acme.example' }],
    queries: [{ name: 'a', from: ['payments-service'], where: "level = 'error'", select: ['count(*)'] }],
  },
  {
    name: 'Edge traffic anomaly',
    monitor_type: 'ANOMALY_DETECTION',
    comparison_operator: 'ABOVE',
    threshold: 6,
    warning_threshold: 4,
    window: 'Last 30 minutes',
    evaluation_window: '6 hours',
    anomaly_algorithm: 'MEDIAN_MAD',
    actions: [oncall],
    queries: [{ name: 'a', from: ['nginx-access'], where: 'status_code >= 500', select: ['count(*)'] }],
  },
  {
    name: 'Host CPU saturation',
    description: 'Muted while the indexer hosts are resized.',
    monitor_type: 'PATTERN',
    comparison_operator: 'ABOVE',
    threshold: 97,
    warning_threshold: 90,
    window: 'Last 10 minutes',
    actions: [{ type: 'EMAIL', email: 'sre@acme.example' }],
    queries: [{ name: 'a', from: ['host-syslog'], where: '', select: ['max(cpu_pct)'], groups: ['$host'] }],
    muted_until: -1,
    mutedFor: 3 * DAY,
  },
  // The noisy one: a threshold just under what busy hours reach, so it alerts and clears many times
  // a day (the alert-noise view's first row; a threshold a quarter higher fires a third as often).
  {
    name: 'Slow search responses',
    description: 'Searches slower than 150 ms at the edge.',
    monitor_type: 'PATTERN',
    comparison_operator: 'ABOVE',
    threshold: 12,
    window: 'Last 1 hour',
    actions: [oncall],
    queries: [
      {
        name: 'a',
        from: ['nginx-access'],
        where: "path = '/api/search' AND latency_ms > 150",
        select: ['count(*)'],
      },
    ],
  },
];
