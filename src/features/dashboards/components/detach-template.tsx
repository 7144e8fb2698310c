import { useQueryClient } from '@tanstack/react-query';
import { $api } from '../../../api/query-hooks';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ErrorPanel } from '../../../components/error-panel';
import { notify } from '../../../components/toasts';
import { storeDashboard } from '../dashboard-writes';
import type { Dashboard } from '../model';

/** A dashboard made from a template says so, and can be cut loose from it to be its own. */
export default function DetachTemplate({ dashboard, canWrite }: { dashboard: Dashboard; canWrite: boolean }) {
  const queryClient = useQueryClient();
  const detach = $api.useMutation('post', '/dashboards/{dashboardId}/detach-from-template', {
    onSuccess: (detached) => {
      storeDashboard(queryClient, detached);
      notify('success', `${dashboard.name} no longer follows its template`);
    },
  });
  return (
    <div className="row muted">
      <span>Made from a dashboard template: changes to the template reach it.</span>
      {canWrite && (
        <ConfirmDialog
          triggerLabel="Detach from the template"
          title="Detach from the template?"
          confirmLabel="Detach"
          disabled={detach.isPending}
          onConfirm={() => detach.mutate({ params: { path: { dashboardId: dashboard.id } } })}
        >
          <p>The dashboard keeps its widgets as they are now and stops following the template.</p>
        </ConfirmDialog>
      )}
      {detach.error && <ErrorPanel error={detach.error} action="detach the dashboard" />}
    </div>
  );
}
