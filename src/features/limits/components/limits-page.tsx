import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { datasetQueries } from '../../../api/datasets';
import { ifMatch } from '../../../api/versions';
import { useIdentity, usePermit } from '../../../api/use-identity';
import type { components } from '../../../api/schema.gen';
import { Badge } from '../../../components/badge';
import { ConfirmOpen } from '../../../components/confirm-dialog';
import { RowMenu } from '../../../components/row-menu';
import { ErrorPanel } from '../../../components/error-panel';
import { PageHeader } from '../../../components/page-header';
import { notify } from '../../../components/toasts';
import { useNow } from '../../../components/use-now';
import { formatBytes, formatPercent } from '../../../lib/units';
import { limitQueries, useCreateLimit, useDeleteLimit, useUpdateLimit } from '../api';
import {
  amountText,
  kindText,
  levelOf,
  notEditableHere,
  scopeLabel,
  shareOf,
  teamsOf,
  usageOf,
} from '../model';
import { ingestedQuery, usageWindow } from '../../../api/ingestion';
import styles from './limits.module.css';
import { DataTable } from '../../../components/data-table';
import { NewButton } from '../../../components/new-button';
import { withKeys } from '../../../lib/keys';
import { useTablePage } from '../../../components/use-table-page';
import { ShownText } from '../../../components/shown-text';
import { Icon } from '../../../components/icon';

const LimitDialog = lazy(() => import('./limit-dialog'));

type Limit = components['schemas']['Limit'];

/** Every limit of the organisation beside what it has used this month; new and changed in a dialog. */
export function LimitsPage() {
  const { edit } = useSearch({ from: '/_console/limits' });
  const navigate = useNavigate({ from: '/limits' });
  const identity = useIdentity();
  const { data } = useSuspenseQuery(limitQueries.list());
  const datasets = useQuery(datasetQueries.list()).data?.datasets ?? [];
  const counted = usageWindow(useNow(false));
  const usage = useQuery(ingestedQuery(counted));
  const canWrite = usePermit('limits_write', 'create and change limits');
  const canDelete = usePermit('limits_delete', 'delete limits');
  const create = useCreateLimit();
  const update = useUpdateLimit();
  const remove = useDeleteLimit();
  const orgId = identity?.org_id ?? '';
  const teams = teamsOf(datasets);
  const limits = [...data.limits].sort((a, b) => scopeLabel(a).localeCompare(scopeLabel(b)));
  const editing = limits.find((l) => l.id === edit);
  const [deleting, setDeleting] = useState<Limit | null>(null);
  const page = useTablePage(limits, 'Limits');

  return (
    <div className="stack">
      <PageHeader
        title="Limits"
        lead="Monthly ingestion budgets for the organisation and its teams; warned at 80%, over at 100%."
        actions={
          canWrite.allowed && (
            <NewButton label="New limit">
              {(close) => (
                <LimitDialog
                  orgId={orgId}
                  teams={teams}
                  send={(body) => create.mutateAsync({ body })}
                  onSaved={(body) => notify('success', `Limit of ${scopeLabel(body)} created`)}
                  onClose={close}
                />
              )}
            </NewButton>
          )
        }
      />
      {usage.error && (
        <ErrorPanel
          error={usage.error}
          action="load this month's usage"
          onRetry={() => void usage.refetch()}
        />
      )}
      <DataTable caption="Limits and their usage this month">
        <thead>
          <tr>
            <th scope="col">Applies to</th>
            <th scope="col">Limit</th>
            <th scope="col">Used this month</th>
            <th scope="col">Share</th>
            <th scope="col">Kind</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {withKeys(page.rows, (limit) => limit.id).map(([limit, key]) => (
            <LimitRow
              key={key}
              limit={limit}
              used={usage.data ? usageOf(limit, usage.data.groups_series ?? [], datasets) : undefined}
              actions={
                <LimitActions
                  limit={limit}
                  // In the address, so the dialog is there again after a reload.
                  onEdit={
                    canWrite.allowed
                      ? () => void navigate({ search: (prev) => ({ ...prev, edit: limit.id }) })
                      : undefined
                  }
                  onDelete={canDelete.allowed ? () => setDeleting(limit) : undefined}
                />
              }
            />
          ))}
        </tbody>
      </DataTable>
      {page.pager}
      {limits.length === 0 && <p className="muted">No limits yet.</p>}
      {remove.error && <ErrorPanel error={remove.error} action="delete the limit" />}
      {!canWrite.allowed && <p className="muted">{canWrite.reason}</p>}
      {deleting && (
        <ConfirmOpen
          title={`Delete the limit of ${scopeLabel(deleting)}?`}
          confirmLabel="Delete limit"
          onConfirm={() =>
            remove.mutate(
              { params: { path: { limitId: deleting.id } } },
              { onSuccess: () => notify('success', `Limit of ${scopeLabel(deleting)} deleted`) },
            )
          }
          onClose={() => setDeleting(null)}
        >
          <p>Ingestion of {scopeLabel(deleting).toLowerCase()} is no longer limited or warned about.</p>
        </ConfirmOpen>
      )}
      {editing && canWrite.allowed && !notEditableHere(editing) && (
        // The limit being changed is in the address (?edit=), so the dialog opens again on reload.
        <Suspense fallback={null}>
          <LimitDialog
            key={editing.id}
            limit={editing}
            orgId={orgId}
            teams={teams}
            send={(body, version) =>
              update.mutateAsync({ params: { path: { limitId: editing.id }, ...ifMatch(version) }, body })
            }
            onSaved={(body) => notify('success', `Limit of ${scopeLabel(body)} saved`)}
            onClose={() => void navigate({ search: (prev) => ({ ...prev, edit: undefined }) })}
          />
        </Suspense>
      )}
    </div>
  );
}

/** A limit's menu, as the person may act on it; a contract's limit and one changed elsewhere say so. */
function LimitActions({
  limit,
  onEdit,
  onDelete,
}: {
  limit: Limit;
  onEdit: (() => void) | undefined;
  onDelete: (() => void) | undefined;
}) {
  if (limit.type === 'SYSTEM') return <span className="muted">Set by the contract</span>;
  const elsewhere = notEditableHere(limit);
  if (elsewhere && !onDelete)
    return <span className="muted">{elsewhere} Change it in the vendor&apos;s console.</span>;
  return (
    <RowMenu
      label={`Actions for the limit of ${scopeLabel(limit)}`}
      actions={[
        ...(onEdit && !elsewhere ? [{ id: 'edit', label: 'Edit', onAction: onEdit }] : []),
        ...(onDelete ? [{ id: 'delete', label: 'Delete…', destructive: true, onAction: onDelete }] : []),
      ]}
    />
  );
}

const LEVEL_TEXT = { ok: undefined, warning: 'Warning: 80% or more used', over: 'Over the limit' } as const;

function LimitRow({
  limit,
  used,
  actions,
}: {
  limit: Limit;
  used: number | undefined;
  actions: React.ReactNode;
}) {
  const ratio = shareOf(used, limit);
  const level = ratio === undefined ? 'ok' : levelOf(ratio);
  return (
    <tr>
      <th scope="row">
        {scopeLabel(limit)}
        {limit.description && (
          <div className="muted">
            <ShownText text={limit.description} />
          </div>
        )}
      </th>
      <td>{amountText(limit)}</td>
      <td>{used === undefined ? '—' : formatBytes(used)}</td>
      <td>
        {ratio === undefined ? (
          '—'
        ) : (
          <div className={styles.share}>
            <meter
              className={styles.meter}
              min={0}
              max={1}
              low={0.8}
              high={0.9999}
              optimum={0}
              value={Math.min(1, ratio)}
              aria-label={`Share of the limit of ${scopeLabel(limit)} used`}
            />
            <span>{formatPercent(ratio)}</span>
            {LEVEL_TEXT[level] && (
              <Badge tone={level === 'over' ? 'danger' : 'warning'}>
                <Icon name="triangle-exclamation-point" size={12} /> {LEVEL_TEXT[level]}
              </Badge>
            )}
          </div>
        )}
      </td>
      <td>{kindText(limit.type)}</td>
      <td>{actions}</td>
    </tr>
  );
}
