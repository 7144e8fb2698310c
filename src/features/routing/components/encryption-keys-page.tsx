import { useQuery } from '@tanstack/react-query';
import { lazy, useState } from 'react';
import { datasetQueries } from '../../../api/datasets';
import { usePermit } from '../../../api/use-identity';
import { ConfirmOpen } from '../../../components/confirm-dialog';
import { DataTable } from '../../../components/data-table';
import { ErrorPanel } from '../../../components/error-panel';
import { Loading } from '../../../components/loading';
import { NewButton } from '../../../components/new-button';
import { PageHeader } from '../../../components/page-header';
import { RowMenu } from '../../../components/row-menu';
import { ShownText } from '../../../components/shown-text';
import { notify } from '../../../components/toasts';
import { useDisplaySettings } from '../../../components/use-display-settings';
import { withKeys } from '../../../lib/keys';
import { formatDate } from '../../../lib/time';
import { namedText } from '../../../lib/visible-text';
import { routingQueries, useDeleteKey, useUpdateKey } from '../api';
import { activeKeyOf, KEY_STATUS_WORDS, type EncryptionKey } from '../key-model';

const KeyDialog = lazy(() => import('./key-dialog'));

/**
 * The organisation's own keys (AWS KMS): which one encrypts new data, which older data each still
 * reads, and the rotation: a key added, then made the active one, which disables the one before.
 */
export function EncryptionKeysPage() {
  const canWrite = usePermit('encryption_keys_write', 'add or rotate keys');
  const keys = useQuery(routingQueries.keys());
  const datasets = useQuery(datasetQueries.logs());
  const list = keys.data?.keys ?? [];
  // The vendor's service does not say which datasets a key encrypts: said once, not per row.
  const saysDatasets = list.some((k) => k.log_ids !== undefined);
  const nameOf = (id: string) => {
    const log = datasets.data?.logs?.find((l) => l.log_id === id);
    return log ? `${log.collection}/${log.dataset}` : id;
  };
  return (
    <div className="stack">
      <PageHeader
        title="Encryption keys"
        lead="Keys of your own key service that encrypt the organisation's stored data. One is active at a time."
        actions={
          canWrite.allowed ? (
            <NewButton label="Add a key">{(close) => <KeyDialog onClose={close} />}</NewButton>
          ) : (
            <span className="muted">{canWrite.reason}</span>
          )
        }
      />
      {keys.error ? (
        <ErrorPanel
          error={keys.error}
          action="list the encryption keys"
          onRetry={() => void keys.refetch()}
        />
      ) : !keys.data ? (
        <Loading what="the encryption keys" />
      ) : !list.length ? (
        <p className="muted">No keys of your own: the service encrypts the data with its keys.</p>
      ) : (
        <>
          {!saysDatasets && <p>This service does not say which datasets each key encrypts.</p>}
          <KeyTable keys={list} nameOf={nameOf} canWrite={canWrite.allowed} saysDatasets={saysDatasets} />
        </>
      )}
    </div>
  );
}

function KeyTable({
  keys,
  nameOf,
  canWrite,
  saysDatasets,
}: {
  keys: EncryptionKey[];
  nameOf: (id: string) => string;
  canWrite: boolean;
  saysDatasets: boolean;
}) {
  const display = useDisplaySettings();
  const update = useUpdateKey();
  const remove = useDeleteKey();
  const [rotating, setRotating] = useState<EncryptionKey | null>(null);
  const [deleting, setDeleting] = useState<EncryptionKey | null>(null);
  const active = activeKeyOf(keys);
  const since = (k: EncryptionKey) => {
    const at =
      k.status === 'DISABLED' ? k.disabled_at : k.status === 'ACTIVE' ? k.activated_at : k.created_at;
    return at === undefined ? '' : formatDate(at, display);
  };
  return (
    <>
      <DataTable caption="Encryption keys">
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Key</th>
            <th scope="col">Status</th>
            {saysDatasets && <th scope="col">Datasets it encrypts</th>}
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {withKeys(keys, (k) => k.id).map(([k, key]) => (
            <tr key={key}>
              <th scope="row">
                <ShownText text={k.name} />
              </th>
              <td>
                <code>
                  <ShownText text={k.aws_kms?.alias_arn ?? k.id} />
                </code>
                <div className="muted">
                  <ShownText text={[k.provider, k.aws_kms?.region].filter(Boolean).join(' · ')} />
                </div>
              </td>
              <td>
                <ShownText text={KEY_STATUS_WORDS[k.status] ?? k.status} />
                {since(k) && <div className="muted">since {since(k)}</div>}
              </td>
              {saysDatasets && (
                <td>
                  {k.log_ids?.length ? (
                    <details>
                      <summary>
                        {k.log_ids.length} dataset{k.log_ids.length === 1 ? '' : 's'}
                      </summary>
                      <ShownText text={k.log_ids.map(nameOf).join(', ')} />
                    </details>
                  ) : (
                    <span className="muted">None</span>
                  )}
                </td>
              )}
              <td>
                {canWrite && k.status === 'CREATED' && (
                  <RowMenu
                    label={`Actions for ${namedText(k.name)}`}
                    actions={[
                      { id: 'rotate', label: 'Make it the active key…', onAction: () => setRotating(k) },
                      { id: 'delete', label: 'Delete…', destructive: true, onAction: () => setDeleting(k) },
                    ]}
                  />
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </DataTable>
      {remove.error && <ErrorPanel error={remove.error} action="delete the key" />}
      {update.error && <ErrorPanel error={update.error} action="rotate the key" />}
      {rotating && (
        <RotateConfirm
          to={rotating}
          active={active}
          onConfirm={() =>
            update.mutate(
              { params: { path: { keyId: rotating.id } }, body: { status: 'ACTIVE' } },
              { onSuccess: () => notify('success', `${rotating.name} is the active key`) },
            )
          }
          onClose={() => setRotating(null)}
        />
      )}
      {deleting && (
        <ConfirmOpen
          title={`Delete ${namedText(deleting.name)}?`}
          confirmLabel="Delete key"
          onConfirm={() =>
            remove.mutate(
              { params: { path: { keyId: deleting.id } } },
              { onSuccess: () => notify('success', `${deleting.name} deleted`) },
            )
          }
          onClose={() => setDeleting(null)}
        >
          <p>It was never used, so no data depends on it.</p>
        </ConfirmOpen>
      )}
    </>
  );
}

/** The rotation, asked first: the key becomes the active one, and the one active before is disabled. */
function RotateConfirm({
  to,
  active,
  onConfirm,
  onClose,
}: {
  to: EncryptionKey;
  active: EncryptionKey | undefined;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <ConfirmOpen
      title={`Rotate to ${namedText(to.name)}?`}
      confirmLabel="Rotate"
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <p>
        New data is encrypted with {namedText(to.name)} from now on.
        {active
          ? ` ${namedText(active.name)} is disabled: it still reads the data it encrypted, so keep it in your key service.`
          : ''}{' '}
        A key made active cannot be deleted.
      </p>
    </ConfirmOpen>
  );
}
