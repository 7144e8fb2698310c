import { ConfigProblem, generateAgentConfig } from '../../src/agent-config/generate';
import type { Implementations } from '../framework';
import { badRequest } from '../http-errors';
import { datasetsOf } from './datasets';

export const configAssistantHandlers: Implementations = {
  generateAgentConfig: ({ db, caller, body }) => {
    const region = db.state.organisations.find((o) => o.id === caller.orgId)?.region === 'US' ? 'US' : 'EU';
    try {
      return generateAgentConfig(body, datasetsOf(db, caller), region);
    } catch (error) {
      if (error instanceof ConfigProblem) throw badRequest(`Invalid request: ${error.message}`);
      throw error;
    }
  },
};
