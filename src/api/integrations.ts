import { $api } from './query-hooks';
import type { components } from './schema.gen';

type Schemas = components['schemas'];

/**
 * Every read of alert destinations: the integrations page writes them, a monitor's actions and its
 * notifications name them by id. The feature that changes them (src/features/integrations) invalidates these.
 */
export const integrationQueries = {
  slack: () => $api.queryOptions('get', '/integrations/slack', undefined, { staleTime: 60_000 }),
  workspaces: () =>
    $api.queryOptions('get', '/integrations/slack/workspaces', undefined, { staleTime: 60_000 }),
  webhooks: () => $api.queryOptions('get', '/integrations/webhooks', undefined, { staleTime: 60_000 }),
};

/** An integration a monitor's action may name: a Slack integration or a webhook, with what it is in words. */
export interface Destination {
  id: string;
  name: string;
  kind: 'Slack' | 'Webhook';
  /** Its channels, or its host: where it goes, without any secret. */
  where: string;
}

const hostOf = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
};

/** Both kinds of destination as one list, named as a person picks them. */
export function destinationsOf(
  slack: Schemas['SlackIntegration'][] | undefined,
  webhooks: Schemas['WebhookIntegration'][] | undefined,
): Destination[] {
  return [
    ...(slack ?? []).map((s) => ({
      id: s.id,
      name: s.name,
      kind: 'Slack' as const,
      where: s.channels.map((c) => `#${c.replace(/^#/, '')}`).join(', '),
    })),
    ...(webhooks ?? []).map((w) => ({
      id: w.id,
      name: w.name,
      kind: 'Webhook' as const,
      where: hostOf(w.url),
    })),
  ];
}
