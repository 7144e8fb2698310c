import { FRESH, ifMatch, versioned } from '../../../api/versions';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { usePermit } from '../../../api/use-identity';
import { useForm } from '../../../components/form/use-form';
import { usePrefetchKeys } from '../../../components/query-editor/use-prefetch-keys';
import { notify } from '../../../components/toasts';
import { useDebounced } from '../../../components/use-debounced';
import { useCreateMonitor, useReplaceMonitor } from '../api';
import {
  backtestOf,
  draftOf,
  fieldOfPath,
  validateDraft,
  writeOf,
  type DraftField,
  type MonitorDraft,
} from '../form';
import { isMuted, type Monitor } from '../model';
import { monitorQueries } from '../queries';

/**
 * The monitor form's state: the draft (kept for the tab through a reload), who may save it, the save
 * itself and the backtest, which follows the draft a moment behind the typing while it is valid.
 */
export function useMonitorForm(monitor: Monitor | undefined, seed: Partial<MonitorDraft> | undefined) {
  const permit = usePermit('monitors_write', monitor ? 'change monitors' : 'create monitors');
  const create = useCreateMonitor();
  const replace = useReplaceMonitor();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [initial] = useState(() => draftOf(monitor, seed));
  const form = useForm<MonitorDraft, DraftField, Monitor>({
    initial,
    validate: validateDraft,
    fieldOf: fieldOfPath,
    // Unsaved work survives a reload (this tab only, this person only: src/api/drafts.ts).
    // A change to try on a saved monitor keeps its own draft: the plain form's is not overwritten by it.
    keep: {
      kind: 'monitor',
      id: monitor
        ? seed
          ? `${monitor.id}:${JSON.stringify(seed)}`
          : monitor.id
        : seed
          ? `new:${JSON.stringify(seed)}`
          : 'new',
    },
    ...(monitor && {
      concurrent: {
        current: async () =>
          versioned(
            await queryClient.fetchQuery({ ...monitorQueries.detail(monitor.id), ...FRESH }),
            draftOf,
          ),
      },
    }),
    send: (draft, version) => {
      const body = writeOf(draft, monitor ? isMuted(monitor) : false);
      return monitor
        ? replace.mutateAsync({ params: { path: { monitorId: monitor.id }, ...ifMatch(version) }, body })
        : create.mutateAsync({ body });
    },
    onSaved: (result) => {
      notify('success', monitor ? `Saved ${result.name}` : `Created ${result.name}`);
      return navigate({ to: '/monitors/$monitorId', params: { monitorId: result.id } });
    },
  });
  usePrefetchKeys(form.draft.from[0]);
  const valid = !Object.values(validateDraft(form.draft)).some(Boolean);
  const backtest = backtestOf(useDebounced(form.draft, 600));
  return { form, permit, valid, backtest };
}

export type MonitorForm = ReturnType<typeof useMonitorForm>['form'];
