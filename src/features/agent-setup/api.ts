import { useMutation } from '@tanstack/react-query';
import { generateAgentConfig, type DatasetRef, type Region } from '../../agent-config/generate';
import { fetchClient } from '../../api/client';
import { getConnection } from '../../api/connection';
import { toApiError } from '../../api/errors';
import type { components } from '../../api/schema.gen';

type Request = components['schemas']['ConfigAssistantRequest'];
export type AgentConfig = components['schemas']['ConfigAssistantResult'] & {
  /** True when the console wrote it: the service offers no config assistant. */
  local: boolean;
};

/** The region of the connected deployment, by its address; the EU one unless it says US. */
const regionOfConnection = (): Region => (/\.us\./.test(getConnection()?.baseUrl ?? '') ? 'US' : 'EU');

/**
 * The service's config assistant; where the service has none (404: the vendor's live service), the
 * same file written in the console from the same templates (src/agent-config).
 */
export function useGenerateAgentConfig(datasets: DatasetRef[]) {
  return useMutation({
    mutationFn: async (body: Request): Promise<AgentConfig> => {
      try {
        const { data } = await fetchClient.POST('/config-assistant', { body });
        return { ...(data as components['schemas']['ConfigAssistantResult']), local: false };
      } catch (error) {
        if (toApiError(error).status !== 404) throw error;
        return { ...generateAgentConfig(body, datasets, regionOfConnection()), local: true };
      }
    },
  });
}
