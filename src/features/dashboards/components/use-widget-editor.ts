import { FRESH, versioned } from '../../../api/versions';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { operationKey } from '../../../api/query-keys';
import { usePermit } from '../../../api/use-identity';
import { useForm } from '../../../components/form/use-form';
import { usePrefetchKeys } from '../../../components/query-editor/use-prefetch-keys';
import { notify } from '../../../components/toasts';
import { createWidget, replaceWidget } from '../api';
import { addWidgets } from '../dashboard-writes';
import type { Widget } from '../model';
import { rememberDashboard } from '../widget-from-view';
import { dashboardQueries } from '../queries';
import {
  draftOf,
  fieldOfPath,
  validateDraft,
  writeOf,
  type DraftField,
  type WidgetDraft,
} from '../widget-form';

/**
 * The widget editor's state: the draft (with the dashboard a new widget goes to), who may save it,
 * the dashboards to offer, and the save, after which the widget's lists and dashboards are read again
 * and the person returns where they came from.
 */
export function useWidgetEditor({
  widget,
  seed,
  dashboardId,
}: {
  widget: Widget | undefined;
  seed: Partial<WidgetDraft> | undefined;
  dashboardId: string | undefined;
}) {
  const permit = usePermit('dashboards_write', 'create or change widgets');
  const [initial] = useState(() => ({ ...draftOf(widget, seed), target: dashboardId ?? '' }));
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const dashboards = useQuery({ ...dashboardQueries.list(), enabled: !widget && !dashboardId });
  const back = (id?: string) =>
    id
      ? navigate({ to: '/dashboards/$dashboardId', params: { dashboardId: id }, search: { mode: 'edit' } })
      : navigate({ to: '/widgets' });
  const form = useForm<WidgetDraft & { target: string }, DraftField | 'target', Widget>({
    initial,
    validate: validateDraft,
    fieldOf: fieldOfPath,
    ...(widget && {
      concurrent: {
        current: async () => {
          const record = await queryClient.fetchQuery({ ...dashboardQueries.widget(widget.id), ...FRESH });
          return versioned(record, (w) => ({ ...draftOf(w), target: initial.target }));
        },
      },
    }),
    send: async ({ target, ...draft }, version) => {
      const body = writeOf(draft, widget);
      const result = widget ? await replaceWidget(widget.id, body, version) : await createWidget(body);
      if (!widget && target) await addWidgets(target, [result.id]);
      await queryClient.invalidateQueries({ queryKey: dashboardQueries.widgets().queryKey });
      await queryClient.invalidateQueries({ queryKey: operationKey('/dashboards/{dashboardId}') });
      await queryClient.invalidateQueries({ queryKey: dashboardQueries.list().queryKey });
      return result;
    },
    onSaved: (result, { target }) => {
      if (target) rememberDashboard(target);
      notify('success', widget ? `Saved ${result.name}` : `Created ${result.name}`);
      return back(target || undefined);
    },
  });
  usePrefetchKeys(form.draft.from[0]);
  return { form, permit, dashboards: dashboards.data?.dashboards ?? [] };
}

export type WidgetEditorForm = ReturnType<typeof useWidgetEditor>['form'];
