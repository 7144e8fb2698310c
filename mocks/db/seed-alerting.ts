import type { components } from '../../src/api/schema.gen';
import type { DatasetSpec } from '../engine/catalogue';
import { incidentsBefore } from '../engine/incidents';
import { createPrng } from './prng';
import type {
  StoredDowntime,
  StoredMonitor,
  StoredMonitorTemplate,
  StoredSlackIntegration,
  StoredSlackWorkspace,
  StoredWebhook,
} from './types';

type Identity = components['schemas']['Identity'];

const ALERTING_SEED = 50_2026;
const DAY = 86_400_000;
const MINUTE = 60_000;

/** The endpoint the demo's legacy status page used to take alerts at: it answers 410 Gone now. */
export const GONE_WEBHOOK_HOST = 'status-hooks.acme.example';

export interface SeededAlerting {
  downtimes: StoredDowntime[];
  monitorTemplates: StoredMonitorTemplate[];
  slackWorkspaces: StoredSlackWorkspace[];
  slackIntegrations: StoredSlackIntegration[];
  webhooks: StoredWebhook[];
}

type Prng = ReturnType<typeof createPrng>;
type Metadata = StoredDowntime['metadata'];

/**
 * Where the demo's alerts go and when they are held: a Slack workspace with two channels, a webhook
 * to the paging service and one to a retired status page (every delivery to it fails), a weekly
 * database maintenance window, and a one-off downtime laid over the payment provider's incident of two
 * days ago (engine/incidents.ts), so its monitors' history shows what a downtime delays. The monitors'
 * actions are pointed at these destinations here (they are seeded first).
 */
export function seedAlerting(
  now: number,
  incidentsAt: number,
  orgId: string,
  monitors: StoredMonitor[],
  datasets: DatasetSpec[],
  author: Identity,
): SeededAlerting {
  const rng = createPrng(ALERTING_SEED);
  const created = now - 20 * DAY;
  const metadata = { created_at: created, created_by: author, modified_at: created, modified_by: author };
  const destinations = seedDestinations(rng, orgId);
  pointActions(monitors, destinations);
  return {
    downtimes: seedDowntimes(rng, now, incidentsAt, orgId, monitors, metadata),
    monitorTemplates: seedTemplates(rng, orgId, datasets, metadata),
    slackWorkspaces: [destinations.workspace],
    slackIntegrations: [destinations.slack],
    webhooks: [destinations.paging, destinations.statusPage],
  };
}

function seedDestinations(rng: Prng, orgId: string) {
  const workspace = { id: rng.uuid(), org_id: orgId, name: 'acme-engineering' };
  const slack: StoredSlackIntegration = {
    id: rng.uuid(),
    org_id: orgId,
    name: 'Incident channels',
    channels: ['incidents', 'checkout-alerts'],
    workspace_id: workspace.id,
  };
  const paging: StoredWebhook = {
    id: rng.uuid(),
    org_id: orgId,
    name: 'Paging: checkout',
    url: 'https://events.paging.example/v2/enqueue',
    custom_headers: { Authorization: 'Token token=pg-demo-3f9a61c2' },
    payload: '{"summary":"$title","details":"$description","dedup_key":"$alert_id"}',
  };
  const statusPage: StoredWebhook = {
    id: rng.uuid(),
    org_id: orgId,
    name: 'Status page (legacy)',
    url: `https://${GONE_WEBHOOK_HOST}/v1/alerts`,
    custom_headers: { 'X-Status-Key': 'sp-legacy-77d0' },
    payload: '{"component":"checkout","status":"$title"}',
  };
  return { workspace, slack, paging, statusPage };
}

const oncall = { type: 'EMAIL' as const, email: 'oncall@acme.example' };

function monitorNamed(monitors: StoredMonitor[], name: string): StoredMonitor {
  const found = monitors.find((m) => m.name === name);
  if (!found) throw new Error(`no seeded monitor ${name}`);
  return found;
}

/** Checkout pages through the paging webhook; it and slow searches post to the retired status page; OOM kills go to Slack. */
function pointActions(monitors: StoredMonitor[], to: ReturnType<typeof seedDestinations>): void {
  monitorNamed(monitors, 'Checkout 5xx at the edge').actions = [
    oncall,
    { type: 'INTEGRATION', integration_id: to.paging.id },
    { type: 'INTEGRATION', integration_id: to.statusPage.id },
  ];
  // The status page shows slow searches too: its deliveries fail every time the monitor flaps.
  monitorNamed(monitors, 'Slow search responses').actions = [
    oncall,
    { type: 'INTEGRATION', integration_id: to.statusPage.id },
  ];
  monitorNamed(monitors, 'OOMKilled pods').actions = [
    { type: 'EMAIL', email: 'sre@acme.example' },
    { type: 'INTEGRATION', integration_id: to.slack.id },
  ];
}

function seedDowntimes(
  rng: Prng,
  now: number,
  incidentsAt: number,
  orgId: string,
  monitors: StoredMonitor[],
  metadata: Metadata,
): StoredDowntime[] {
  const id = (name: string) => monitorNamed(monitors, name).id;
  const payments = incidentsBefore(incidentsAt).find((i) => i.id === 'payments-provider-timeouts');
  const start = payments?.start ?? now - 2 * DAY;
  const providerWindow = { from: start - 10 * MINUTE, to: start + 25 * MINUTE };
  return [
    {
      id: rng.uuid(),
      org_id: orgId,
      name: 'Weekly database maintenance',
      description: 'Vacuum and index rebuilds on the orders database, Sundays 02:00–04:00 UTC.',
      from: [id('Slow order queries')],
      alert_strategy: 'DROP',
      suppress_recovery_alert: true,
      dynamic_time_range: {
        from_minute_of_day: 120,
        to_minute_of_day: 240,
        invert: false,
        repeat_days: ['Sunday'],
      },
      metadata,
    },
    {
      id: rng.uuid(),
      org_id: orgId,
      name: 'Payment provider failover',
      description: 'The provider moved us to its secondary region; alerts held until it was done.',
      from: [id('Checkout 5xx at the edge'), id('Payment errors against yesterday')],
      alert_strategy: 'DELAY',
      suppress_recovery_alert: false,
      static_time_range: providerWindow,
      metadata: {
        ...metadata,
        created_at: providerWindow.from - DAY,
        modified_at: providerWindow.from - DAY,
      },
    },
  ];
}

function seedTemplates(
  rng: Prng,
  orgId: string,
  datasets: DatasetSpec[],
  metadata: Metadata,
): StoredMonitorTemplate[] {
  const datasetId = (name: string) => datasets.find((d) => d.dataset === name)?.id ?? name;
  return [
    {
      id: rng.uuid(),
      org_id: orgId,
      name: 'Errors of one service',
      description: 'Error lines of one service above a number per window: fill in the service.',
      parameters: [
        { name: 'service', type: 'STRING', description: 'The service, as its $service tag says.' },
      ],
      monitor: {
        name: 'Errors of {{service}}',
        monitor_type: 'PATTERN',
        comparison_operator: 'ABOVE',
        threshold: 20,
        warning_threshold: 8,
        window: 'Last 10 minutes',
        actions: [oncall],
        queries: [
          {
            name: 'a',
            from: ['checkout-api', 'payments-service', 'auth-service', 'orders-worker'].map(datasetId),
            where: "$service = {{service}} AND level = 'error'",
            select: ['count(*)'],
          },
        ],
      },
      metadata,
    },
    {
      id: rng.uuid(),
      org_id: orgId,
      name: 'Slow path at the edge',
      description: 'Requests to one path slower than 500 ms, counted at nginx.',
      parameters: [{ name: 'path', type: 'STRING', description: 'The request path, such as /api/checkout.' }],
      monitor: {
        name: 'Slow {{path}}',
        monitor_type: 'PATTERN',
        comparison_operator: 'ABOVE',
        threshold: 30,
        window: 'Last 15 minutes',
        actions: [oncall],
        queries: [
          {
            name: 'a',
            from: [datasetId('nginx-access')],
            where: 'path = {{path}} AND latency_ms > 500',
            select: ['count(*)'],
          },
        ],
      },
      metadata,
    },
  ];
}
