import type { components } from '../../src/api/schema.gen';
import type { Caller } from '../auth';
import type { Db } from '../db/store';
import { GONE_WEBHOOK_HOST } from '../db/seed-alerting';
import type { StoredMonitor, StoredSlackIntegration, StoredWebhook } from '../db/types';
import type { Implementations } from '../framework';
import { badRequest, notFound } from '../http-errors';

type Schemas = components['schemas'];

function findSlack(db: Db, caller: Caller, id: string): StoredSlackIntegration {
  const found = db.state.slackIntegrations.find((s) => s.id === id && s.org_id === caller.orgId);
  if (!found) throw notFound('Slack integration', id);
  return found;
}

function findWebhook(db: Db, caller: Caller, id: string): StoredWebhook {
  const found = db.state.webhooks.find((w) => w.id === id && w.org_id === caller.orgId);
  if (!found) throw notFound('Webhook', id);
  return found;
}

function checkSlack(db: Db, caller: Caller, body: Schemas['SlackIntegrationWrite']): void {
  if (!db.state.slackWorkspaces.some((w) => w.id === body.workspace_id && w.org_id === caller.orgId))
    throw badRequest(
      `Invalid request: workspace_id: no Slack workspace ${body.workspace_id} is signed in here.`,
    );
  body.channels.forEach((channel, i) => {
    if (!/^[a-z0-9][a-z0-9_-]*$/.test(channel))
      throw badRequest(
        `Invalid request: channels[${i}]: a Slack channel name is lower-case letters, digits, - and _, without #.`,
      );
  });
}

function checkWebhook(body: Schemas['WebhookIntegrationWrite']): void {
  let url: URL;
  try {
    url = new URL(body.url);
  } catch {
    throw badRequest('Invalid request: url: not a URL.');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw badRequest('Invalid request: url: http or https only.');
  if (body.payload) {
    try {
      JSON.parse(body.payload.replace(/\$\w+/g, 'x'));
    } catch {
      throw badRequest(
        'Invalid request: payload: not JSON (with $title, $description and $alert_id where they go).',
      );
    }
  }
}

/** How an endpoint answers a call from the demo, which reaches no network: by its host, always the same. */
function endpointAnswer(url: string): Schemas['WebhookTestResult'] {
  let host = '';
  try {
    host = new URL(url).hostname;
  } catch {
    return { status: 'FAILED', failure_reason: 'The URL cannot be read.' };
  }
  const duration_ms = 60 + ([...host].reduce((h, c) => h * 31 + c.charCodeAt(0), 7) % 340);
  if (host === GONE_WEBHOOK_HOST)
    return {
      status: 'FAILED',
      http_status: 410,
      response_body: '{"error":"gone","message":"This endpoint was retired; use the v2 API."}',
      failure_reason: `HTTP 410 Gone from ${host}: the endpoint no longer takes alerts.`,
      duration_ms,
    };
  if (host.endsWith('.invalid'))
    return { status: 'FAILED', failure_reason: `The host ${host} does not resolve.`, duration_ms };
  return { status: 'SENT', http_status: 200, response_body: '{"ok":true}', duration_ms };
}

/** Where one of a monitor's actions delivers, and how: one delivery per address, channel or webhook. */
export function deliveriesOf(
  db: Db,
  orgId: string,
  action: StoredMonitor['actions'][number],
): Pick<Schemas['MonitorNotification'], 'type' | 'destination' | 'status' | 'failure_reason'>[] {
  if (action.type === 'EMAIL') return [{ type: 'EMAIL', destination: action.email ?? '', status: 'SENT' }];
  const id = action.integration_id ?? '';
  const slack = db.state.slackIntegrations.find((s) => s.id === id && s.org_id === orgId);
  if (slack) return slack.channels.map((c) => ({ type: 'SLACK', destination: `#${c}`, status: 'SENT' }));
  const webhook = db.state.webhooks.find((w) => w.id === id && w.org_id === orgId);
  if (!webhook)
    return [
      { type: 'WEBHOOK', destination: id, status: 'FAILED', failure_reason: `No integration ${id} exists.` },
    ];
  const answer = endpointAnswer(webhook.url);
  return [
    {
      type: 'WEBHOOK',
      destination: webhook.url,
      status: answer.status,
      ...(answer.failure_reason ? { failure_reason: answer.failure_reason } : {}),
    },
  ];
}

const own =
  <T extends { org_id: string }>(caller: Caller) =>
  (record: T) =>
    record.org_id === caller.orgId;
const view = <T extends { org_id: string }>({ org_id: _org, ...record }: T) => record;

export const integrationHandlers: Implementations = {
  listSlackWorkspaces: ({ db, caller }) => ({
    slack_workspaces: db.state.slackWorkspaces.filter(own(caller)).map(view),
  }),
  listSlackIntegrations: ({ db, caller }) => ({
    integrations: db.state.slackIntegrations.filter(own(caller)).map(view),
  }),
  createSlackIntegration: ({ db, caller, body }) => {
    checkSlack(db, caller, body);
    const made = { ...body, id: crypto.randomUUID(), org_id: caller.orgId };
    db.state.slackIntegrations.push(made);
    return view(made);
  },
  updateSlackIntegration: ({ db, caller, params, body }) => {
    const before = findSlack(db, caller, params.slack_id);
    checkSlack(db, caller, body);
    const replaced = { ...body, id: before.id, org_id: before.org_id };
    db.state.slackIntegrations = db.state.slackIntegrations.map((s) => (s.id === before.id ? replaced : s));
    return view(replaced);
  },
  deleteSlackIntegration: ({ db, caller, params }) => {
    findSlack(db, caller, params.slack_id);
    db.state.slackIntegrations = db.state.slackIntegrations.filter((s) => s.id !== params.slack_id);
  },
  listWebhookIntegrations: ({ db, caller }) => ({
    integrations: db.state.webhooks.filter(own(caller)).map(view),
  }),
  createWebhookIntegration: ({ db, caller, body }) => {
    checkWebhook(body);
    const made = { ...body, id: crypto.randomUUID(), org_id: caller.orgId };
    db.state.webhooks.push(made);
    return view(made);
  },
  updateWebhookIntegration: ({ db, caller, params, body }) => {
    const before = findWebhook(db, caller, params.webhook_id);
    checkWebhook(body);
    const replaced = { ...body, id: before.id, org_id: before.org_id };
    db.state.webhooks = db.state.webhooks.map((w) => (w.id === before.id ? replaced : w));
    return view(replaced);
  },
  deleteWebhookIntegration: ({ db, caller, params }) => {
    findWebhook(db, caller, params.webhook_id);
    db.state.webhooks = db.state.webhooks.filter((w) => w.id !== params.webhook_id);
  },
  testWebhookIntegration: ({ db, caller, params }) =>
    endpointAnswer(findWebhook(db, caller, params.webhook_id).url),
};
