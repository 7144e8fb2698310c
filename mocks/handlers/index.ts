import type { Implementations } from '../framework';
import { apiKeyHandlers } from './api-keys';
import { assistantHandlers } from './assistants';
import { configAssistantHandlers } from './config-assistant';
import { dashboardHandlers } from './dashboards';
import { datasetHandlers } from './datasets';
import { downtimeHandlers } from './downtimes';
import { encryptionKeyHandlers } from './encryption-keys';
import { exportHandlers } from './exports';
import { forwardingHandlers } from './forwarding';
import { groupHandlers } from './groups';
import { identityHandlers } from './identity';
import { integrationHandlers } from './integrations';
import { limitHandlers } from './limits';
import { metricHandlers } from './metrics';
import { monitorHandlers } from './monitors';
import { monitorTemplateHandlers } from './monitor-templates';
import { organisationHandlers } from './organisations';
import { parserMetricHandlers } from './parser-metrics';
import { roleHandlers } from './roles';
import { savedSearchHandlers } from './saved-searches';
import { searchHandlers } from './search';
import { usageHandlers } from './usage';
import { userHandlers } from './users';
import { widgetHandlers } from './widgets';

/** Every area's handlers; operations of the contract missing here answer 501. */
export const implementations: Implementations = {
  ...identityHandlers,
  ...roleHandlers,
  ...apiKeyHandlers,
  ...userHandlers,
  ...groupHandlers,
  ...organisationHandlers,
  ...datasetHandlers,
  ...searchHandlers,
  ...savedSearchHandlers,
  ...exportHandlers,
  ...widgetHandlers,
  ...dashboardHandlers,
  ...monitorHandlers,
  ...downtimeHandlers,
  ...monitorTemplateHandlers,
  ...integrationHandlers,
  ...metricHandlers,
  ...limitHandlers,
  ...usageHandlers,
  ...configAssistantHandlers,
  ...assistantHandlers,
  ...forwardingHandlers,
  ...encryptionKeyHandlers,
  ...parserMetricHandlers,
};
