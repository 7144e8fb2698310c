import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { operationKey } from '../../../api/query-keys';
import { FormDialog } from '../../../components/form/form-dialog';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { useForm } from '../../../components/form/use-form';
import { notify } from '../../../components/toasts';
import { namedText } from '../../../lib/visible-text';
import { createWidget, useCreateDashboard } from '../api';
import { addWidgets } from '../dashboard-writes';
import type { Dashboard } from '../model';
import { dashboardQueries } from '../queries';
import { draftOf, validateDraft, writeOf } from '../widget-form';
import { lastDashboard, nameOf, rememberDashboard, seedOf, type WidgetView } from '../widget-from-view';

/** The dashboard choice that makes a new one, named in the same form. */
const NEW = '';

interface Draft {
  dashboard: string;
  newDashboard: string;
  name: string;
}

interface Props {
  view: WidgetView;
  onClose: () => void;
  onAdded: (dashboard: Dashboard) => void;
}

/**
 * The view on screen as a widget in one step: named from its query, on the dashboard chosen last in
 * this tab (or a new one named here); the grid gives it the first free place. Every other option is
 * one link away in the widget editor.
 */
export default function AddViewDialog({ view, onClose, onAdded }: Props) {
  const { data } = useSuspenseQuery(dashboardQueries.list());
  const dashboards = data.dashboards;
  const remembered = lastDashboard();
  const [startsNew] = useState(() => !dashboards.some((d) => d.id === remembered));
  const queryClient = useQueryClient();
  const createDashboard = useCreateDashboard();
  const seed = seedOf(view);
  // What a failed attempt already made: a second attempt adds it instead of making it again.
  const made = useRef<{ dashboardId?: string; widget?: { id: string; name: string } }>({});
  const form = useForm({
    initial: {
      dashboard: startsNew ? NEW : (remembered ?? NEW),
      newDashboard: '',
      name: nameOf(view),
    } satisfies Draft,
    validate: (d) => ({
      name: validateDraft(draftOf(undefined, { ...seed, name: d.name })).name,
      newDashboard: d.dashboard === NEW && !d.newDashboard.trim() ? 'Name the new dashboard.' : undefined,
    }),
    send: async (d): Promise<Dashboard> => {
      const name = d.name.trim();
      if (d.dashboard === NEW && !made.current.dashboardId) {
        const { dashboard } = await createDashboard.mutateAsync({ name: d.newDashboard.trim(), tags: {} });
        made.current.dashboardId = dashboard.id;
      }
      if (made.current.widget?.name !== name)
        made.current.widget = await createWidget(writeOf(draftOf(undefined, { ...seed, name })));
      const dashboardId = d.dashboard === NEW ? made.current.dashboardId : d.dashboard;
      const dashboard = await addWidgets(dashboardId ?? d.dashboard, [made.current.widget.id]);
      queryClient.setQueryData(dashboardQueries.detail(dashboard.id).queryKey, dashboard);
      await queryClient.invalidateQueries({ queryKey: dashboardQueries.widgets().queryKey });
      await queryClient.invalidateQueries({ queryKey: operationKey('/dashboards') });
      return dashboard;
    },
    onSaved: (dashboard, sent) => {
      rememberDashboard(dashboard.id);
      notify('success', `Added ${sent.name.trim()} to ${dashboard.name}`);
      onAdded(dashboard);
      onClose();
    },
  });
  const { draft, set } = form;
  return (
    <FormDialog
      form={form}
      title="Add to dashboard"
      submitLabel={draft.dashboard === NEW ? 'Create dashboard and add' : 'Add to dashboard'}
      action="add the widget"
      unsaved="the widget"
      onClose={onClose}
    >
      <SelectField
        id="add-view-dashboard"
        label="Dashboard"
        value={draft.dashboard}
        onChange={(dashboard) => set({ dashboard })}
        options={[
          { value: NEW, label: 'A new dashboard' },
          ...dashboards.map((d) => ({ value: d.id, label: namedText(d.name) })),
        ]}
      />
      {draft.dashboard === NEW && (
        <TextField
          id="add-view-new-dashboard"
          label="New dashboard's name"
          placeholder="Checkout errors"
          // Opened with no dashboard to add to, the new one's name is the only thing left to give.
          autoFocus={startsNew}
          {...form.bind('newDashboard')}
        />
      )}
      <TextField id="add-view-name" label="Widget name" {...form.bind('name')} />
      <p className="muted">
        Drawn as a {seed.type === 'bar' ? 'bar chart' : 'line chart'} over the dashboard&apos;s time range, in
        the first free place of its grid.{' '}
        <Link to="/widgets/new" search={view}>
          More options in the widget editor
        </Link>
      </p>
    </FormDialog>
  );
}
