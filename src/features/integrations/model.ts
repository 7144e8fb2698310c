import type { components } from '../../api/schema.gen';

type Schemas = components['schemas'];
export type Webhook = Schemas['WebhookIntegration'];
export type SlackIntegration = Schemas['SlackIntegration'];

/**
 * A header as the webhook form holds it. A saved header's value is a secret: the form never shows it
 * and never holds it (`kept`); it is sent back as the service has it unless the person types a new one.
 */
export interface HeaderDraft {
  name: string;
  value: string;
  kept: boolean;
}

export interface WebhookDraft {
  name: string;
  url: string;
  headers: HeaderDraft[];
  payload: string;
}

export type WebhookField = 'name' | 'url' | 'headers' | 'payload';

export const webhookDraftOf = (webhook?: Webhook): WebhookDraft => ({
  name: webhook?.name ?? '',
  url: webhook?.url ?? 'https://',
  headers: Object.keys(webhook?.custom_headers ?? {}).map((name) => ({ name, value: '', kept: true })),
  payload: webhook?.payload ?? '',
});

/** Where a URL of the service's may be opened from: http(s) only. */
function webUrl(text: string): URL | undefined {
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : undefined;
  } catch {
    return undefined;
  }
}

export function validateWebhook(draft: WebhookDraft): Partial<Record<WebhookField, string>> {
  const problems: Partial<Record<WebhookField, string>> = {};
  if (!draft.name.trim()) problems.name = 'Name the webhook.';
  else if (draft.name.length > 255) problems.name = 'At most 255 characters.';
  if (!webUrl(draft.url.trim()) || draft.url.trim().length < 10)
    problems.url = 'An http or https address, such as https://hooks.example.com/alerts.';
  else if (draft.url.length > 2048) problems.url = 'At most 2,048 characters.';
  const names = draft.headers.map((h) => h.name.trim().toLowerCase());
  if (draft.headers.length > 10) problems.headers = 'At most 10 headers.';
  else if (names.some((n) => !/^[!#$%&'*+.^_`|~0-9a-z-]+$/.test(n)))
    problems.headers = 'Each header needs a name of letters, digits and - (no spaces).';
  else if (new Set(names).size !== names.length) problems.headers = 'A header is named twice.';
  else if (draft.headers.some((h) => !h.kept && !h.value))
    problems.headers = 'Give each new header its value.';
  if (draft.payload.trim()) {
    try {
      JSON.parse(draft.payload.replace(/\$\w+/g, 'x'));
    } catch {
      problems.payload = 'Not JSON: write it as JSON, with $title, $description and $alert_id where they go.';
    }
    if (draft.payload.length > 2048) problems.payload = 'At most 2,048 characters.';
  }
  return problems;
}

/** The body of a create or replace: a kept header's value is the saved one, never shown on the way. */
export function webhookWriteOf(draft: WebhookDraft, saved?: Webhook): Schemas['WebhookIntegrationWrite'] {
  const headers = draft.headers.map((h) => [
    h.name.trim(),
    h.kept ? (saved?.custom_headers?.[h.name] ?? '') : h.value,
  ]);
  return {
    name: draft.name.trim(),
    url: draft.url.trim(),
    ...(headers.length ? { custom_headers: Object.fromEntries(headers) } : {}),
    ...(draft.payload.trim() ? { payload: draft.payload } : {}),
  };
}

export interface SlackDraft {
  name: string;
  workspace: string;
  channels: string;
}

export type SlackField = 'name' | 'workspace' | 'channels';

export const slackDraftOf = (slack?: SlackIntegration): SlackDraft => ({
  name: slack?.name ?? '',
  workspace: slack?.workspace_id ?? '',
  channels: (slack?.channels ?? []).join(', '),
});

/** "#incidents, alerts" as channel names without their #. */
const channelsOf = (text: string) =>
  text
    .split(/[\s,]+/)
    .map((c) => c.replace(/^#/, '').trim())
    .filter(Boolean);

export function validateSlack(draft: SlackDraft): Partial<Record<SlackField, string>> {
  const problems: Partial<Record<SlackField, string>> = {};
  if (!draft.name.trim()) problems.name = 'Name the integration.';
  if (!draft.workspace) problems.workspace = 'Choose the workspace.';
  const channels = channelsOf(draft.channels);
  if (!channels.length) problems.channels = 'Name at least one channel.';
  else if (channels.some((c) => !/^[a-z0-9][a-z0-9_-]{0,79}$/.test(c)))
    problems.channels = 'A channel name is lower-case letters, digits, - and _.';
  return problems;
}

export const slackWriteOf = (draft: SlackDraft): Schemas['SlackIntegrationWrite'] => ({
  name: draft.name.trim(),
  workspace_id: draft.workspace,
  channels: channelsOf(draft.channels),
});
