import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchClient } from '../../api/client';
import { $api } from '../../api/query-hooks';
import { ifMatch } from '../../api/versions';
import { toApiError } from '../../api/errors';
import { storeDashboard } from './dashboard-writes';
import type { Dashboard, Widget, WidgetWrite } from './model';
import { dashboardQueries } from './queries';
import { operationKey } from '../../api/query-keys';

export interface CreatedDashboard {
  dashboard: Dashboard;
  /** Why the tags were not kept: the service takes only a name and a layout (the vendor's published create). */
  tagsRefused?: string;
}

/**
 * Creates with what every deployment takes ({name}), then sets the tags in a second call; a service
 * that cannot store dashboard tags refuses that one, and the dashboard stays, without them, said so.
 */
export function useCreateDashboard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      name,
      tags,
    }: {
      name: string;
      tags: Record<string, string>;
    }): Promise<CreatedDashboard> => {
      const { data } = await fetchClient.POST('/dashboards', { body: { name } });
      const created = data as Dashboard;
      if (!Object.keys(tags).length) return { dashboard: created };
      try {
        const { data: tagged } = await fetchClient.PATCH('/dashboards/{dashboardId}', {
          params: { path: { dashboardId: created.id } },
          body: { tags },
        });
        return { dashboard: tagged as Dashboard };
      } catch (error) {
        const e = toApiError(error);
        if (e.status !== 400 && e.status !== 404) throw error;
        return { dashboard: created, tagsRefused: e.details };
      }
    },
    onSuccess: ({ dashboard }) => storeDashboard(queryClient, dashboard),
  });
}

/** Renames optimistically; a refusal puts the old name back exactly. */
export function useRenameDashboard(dashboardId: string) {
  const queryClient = useQueryClient();
  const key = dashboardQueries.detail(dashboardId).queryKey;
  return $api.useMutation('patch', '/dashboards/{dashboardId}', {
    onMutate: async (variables) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<Dashboard>(key);
      if (before && variables.body.name)
        queryClient.setQueryData(key, { ...before, name: variables.body.name });
      return { before };
    },
    onError: (_error, _variables, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSuccess: (dashboard) => storeDashboard(queryClient, dashboard),
  });
}

export function useDeleteDashboard() {
  const queryClient = useQueryClient();
  return $api.useMutation('delete', '/dashboards/{dashboardId}', {
    onSuccess: async (_data, variables) => {
      queryClient.removeQueries({
        queryKey: dashboardQueries.detail(variables.params.path.dashboardId).queryKey,
      });
      await queryClient.invalidateQueries({ queryKey: dashboardQueries.list().queryKey });
    },
  });
}

export async function createWidget(body: WidgetWrite): Promise<Widget> {
  const { data } = await fetchClient.POST('/widgets', { body });
  return data as Widget;
}

/** PUT answers 204 with no body: the widget is read back so every cache holds the service's version. */
/** Replaces a widget made from its `version` (If-Match) where the service gives versions. */
export async function replaceWidget(id: string, body: WidgetWrite, version?: string): Promise<Widget> {
  await fetchClient.PUT('/widgets/{id}', { params: { path: { id }, ...ifMatch(version) }, body });
  const { data } = await fetchClient.GET('/widgets/{id}', { params: { path: { id } } });
  return data as Widget;
}

export function useDeleteWidget() {
  const queryClient = useQueryClient();
  return $api.useMutation('delete', '/widgets/{id}', {
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: dashboardQueries.widgets().queryKey });
      await queryClient.invalidateQueries({ queryKey: operationKey('/dashboards/{dashboardId}') });
    },
  });
}
