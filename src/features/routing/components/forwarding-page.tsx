import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
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
import { withKeys } from '../../../lib/keys';
import { namedText } from '../../../lib/visible-text';
import { routingQueries, useDeleteForward } from '../api';
import { destinationText, forwardsOf, type ForwardConfig } from '../forward-model';

const ForwardDialog = lazy(() => import('./forward-dialog'));

type Names = (id: string) => string;

/** Where datasets' events are sent outside the service (an S3 archive), and what each dataset sends. */
export function ForwardingPage() {
  const canWrite = usePermit('forward_write', 'change forwarding');
  const forwards = useQuery(routingQueries.forwards());
  const datasets = useQuery(datasetQueries.logs());
  const logs = datasets.data?.logs ?? [];
  const nameOf: Names = (id) => {
    const log = logs.find((l) => l.log_id === id);
    return log ? `${log.collection}/${log.dataset}` : id;
  };
  const configs = forwards.data?.['forward-configs'] ?? [];
  return (
    <div className="stack">
      <PageHeader
        title="Forwarding"
        lead="Datasets whose events the service also writes elsewhere, such as an S3 bucket that archives them."
        actions={
          canWrite.allowed ? (
            <NewButton label="Forward datasets">{(close) => <ForwardDialog onClose={close} />}</NewButton>
          ) : (
            <span className="muted">{canWrite.reason}</span>
          )
        }
      />
      {forwards.error ? (
        <ErrorPanel
          error={forwards.error}
          action="list the forwarding"
          onRetry={() => void forwards.refetch()}
        />
      ) : !forwards.data ? (
        <Loading what="the forwarding" />
      ) : !configs.length ? (
        <p className="muted">Nothing is forwarded: every event stays in the service alone.</p>
      ) : (
        <ForwardTable configs={configs} nameOf={nameOf} canWrite={canWrite.allowed} />
      )}
      {forwards.data && datasets.data && (
        <section aria-labelledby="per-dataset" className="stack">
          <h2 id="per-dataset">What each dataset forwards</h2>
          <DataTable caption="What each dataset forwards">
            <thead>
              <tr>
                <th scope="col">Dataset</th>
                <th scope="col">Forwarded to</th>
              </tr>
            </thead>
            <tbody>
              {withKeys(logs, (l) => l.log_id).map(([log, key]) => {
                const sent = forwardsOf(log.log_id, configs);
                return (
                  <tr key={key}>
                    <th scope="row">
                      <ShownText text={`${log.collection}/${log.dataset}`} />
                    </th>
                    <td>
                      {sent.length ? (
                        <ShownText
                          text={sent
                            .map(
                              (c) =>
                                `${c.name} (${destinationText(c.destination)}${c.filter ? `, where ${c.filter}` : ''})`,
                            )
                            .join('; ')}
                        />
                      ) : (
                        <span className="muted">Not forwarded</span>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </DataTable>
        </section>
      )}
    </div>
  );
}

function ForwardTable({
  configs,
  nameOf,
  canWrite,
}: {
  configs: ForwardConfig[];
  nameOf: Names;
  canWrite: boolean;
}) {
  const remove = useDeleteForward();
  const [editing, setEditing] = useState<ForwardConfig | null>(null);
  const [deleting, setDeleting] = useState<ForwardConfig | null>(null);
  return (
    <>
      <DataTable caption="Forwarding">
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Datasets</th>
            <th scope="col">Events</th>
            <th scope="col">Destination</th>
            <th scope="col">Compression</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {withKeys(configs, (c) => c.id).map(([c, key]) => (
            <tr key={key}>
              <th scope="row">
                <ShownText text={c.name} />
                {c.description && (
                  <div className="muted">
                    <ShownText text={c.description} />
                  </div>
                )}
              </th>
              <td>
                {c.all_logs ? 'Every dataset' : <ShownText text={(c.log_ids ?? []).map(nameOf).join(', ')} />}
              </td>
              <td>
                {c.filter ? (
                  <code>
                    <ShownText text={c.filter} />
                  </code>
                ) : (
                  'All'
                )}
              </td>
              <td>
                <code>
                  <ShownText text={destinationText(c.destination)} />
                </code>
                {c.destination.storage_class && (
                  <div className="muted">
                    <ShownText text={c.destination.storage_class} />
                  </div>
                )}
              </td>
              <td>
                <ShownText text={c.compression} />
              </td>
              <td>
                {canWrite && (
                  <RowMenu
                    label={`Actions for ${namedText(c.name)}`}
                    actions={[
                      { id: 'edit', label: 'Edit', onAction: () => setEditing(c) },
                      {
                        id: 'delete',
                        label: 'Stop forwarding…',
                        destructive: true,
                        onAction: () => setDeleting(c),
                      },
                    ]}
                  />
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </DataTable>
      {remove.error && <ErrorPanel error={remove.error} action="stop the forwarding" />}
      {editing && (
        <Suspense fallback={null}>
          <ForwardDialog config={editing} onClose={() => setEditing(null)} />
        </Suspense>
      )}
      {deleting && (
        <ConfirmOpen
          title={`Stop forwarding ${namedText(deleting.name)}?`}
          confirmLabel="Stop forwarding"
          onConfirm={() =>
            remove.mutate(
              { params: { path: { forwardId: deleting.id } } },
              { onSuccess: () => notify('success', `${deleting.name} no longer forwards`) },
            )
          }
          onClose={() => setDeleting(null)}
        >
          <p>What was written to the destination stays there; nothing new is sent.</p>
        </ConfirmOpen>
      )}
    </>
  );
}
