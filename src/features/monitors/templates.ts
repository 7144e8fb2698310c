import { queryOptions } from '@tanstack/react-query';
import { fetchClient } from '../../api/client';
import { toApiError } from '../../api/errors';
import type { components } from '../../api/schema.gen';
import { templateDetailKey } from '../../api/query-keys';
import { draftOf, type MonitorDraft } from './form';
import type { Monitor } from './model';

type Schemas = components['schemas'];
type Template = Schemas['MonitorTemplate'];

/** A template as the form reads it, whatever shape the service sent. */
export interface TemplateDetail {
  id: string;
  name: string;
  description: string;
  parameters: { name: string; type: string; description?: string | undefined }[];
  /** The monitor it makes, `{{name}}` placeholders in; undefined with `unreadable` when it cannot be read. */
  monitor?: Schemas['MonitorWrite'];
  unreadable?: string;
}

/** Its parameters as a list: ours send one, the vendor's contract a map by name. */
export function parametersOf(template: Template): TemplateDetail['parameters'] {
  const given = template.parameters;
  if (Array.isArray(given)) return given;
  return Object.entries((given ?? {}) as Record<string, { type?: string; description?: string }>).map(
    ([name, p]) => ({ name, type: p.type ?? 'STRING', description: p.description }),
  );
}

type VendorTemplate = Template & Record<string, unknown> & { metric_id?: { id?: string } };

/**
 * A template's monitor: its `monitor` body (ours), or the rule's fields at the top (the vendor's,
 * numbers possibly as text) with the query read from its metric definition.
 */
async function withMonitor(template: VendorTemplate, signal: AbortSignal): Promise<TemplateDetail> {
  const detail = {
    id: template.id,
    name: template.name,
    description: template.description ?? '',
    parameters: parametersOf(template),
  };
  if (template.monitor) return { ...detail, monitor: template.monitor };
  const metricId = template.metric_id?.id;
  if (!metricId) return { ...detail, unreadable: 'The service sent this template without its query.' };
  try {
    const { data } = await fetchClient.GET('/metrics/definitions/{metricId}', {
      params: { path: { metricId } },
      signal,
    });
    const number = (v: unknown) => (v === undefined || v === null || v === '' ? undefined : Number(v));
    const warning = number(template.warning_threshold);
    return {
      ...detail,
      monitor: {
        name: template.name,
        comparison_operator: String(
          template.comparison_operator ?? 'ABOVE',
        ) as Schemas['MonitorWrite']['comparison_operator'],
        threshold: number(template.threshold) ?? 0,
        ...(warning === undefined ? {} : { warning_threshold: warning }),
        window: String(template.window ?? 'Last 10 minutes'),
        ...(template.monitor_type
          ? { monitor_type: template.monitor_type as Schemas['MonitorWrite']['monitor_type'] }
          : {}),
        // Its contract types them as text; a deployment that sends the list is read.
        actions: Array.isArray(template.actions)
          ? (template.actions as Schemas['MonitorWrite']['actions'])
          : [],
        queries: data?.queries ?? [],
      },
    };
  } catch (error) {
    const e = toApiError(error);
    if (e.status === 429 || e.status >= 500 || e.status === 0) throw error;
    return {
      ...detail,
      unreadable: `Its query lives on metric ${metricId}, which the service would not give (${e.status}).`,
    };
  }
}

/** One template, ready for the monitor form, under its operation's key. */
export function templateDetailQuery(templateId: string) {
  return queryOptions({
    queryKey: templateDetailKey(templateId),
    queryFn: async ({ signal }) => {
      const { data } = await fetchClient.GET('/monitors/templates/{templateId}', {
        params: { path: { templateId } },
        signal,
      });
      return withMonitor(data as VendorTemplate, signal);
    },
  });
}

/** A new monitor's form filled from a template: its rule, its name with placeholders, no values yet. */
export function seedOfTemplate(template: TemplateDetail): Partial<MonitorDraft> {
  const { mute: _mute, ...fields } = draftOf({ id: '', status: 'OK', ...template.monitor } as Monitor);
  return {
    ...fields,
    templateId: template.id,
    args: Object.fromEntries(template.parameters.map((p) => [p.name, ''])),
  };
}
