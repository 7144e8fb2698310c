import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { integrationQueries } from '../../../api/integrations';
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
import { useDeleteSlack, useDeleteWebhook } from '../api';
import type { SlackIntegration, Webhook } from '../model';
import { WebhookTest } from './webhook-test';

const WebhookDialog = lazy(() => import('./webhook-dialog'));
const SlackDialog = lazy(() => import('./slack-dialog'));

/** Where alerts go: Slack channels and webhooks, which monitors' actions name; changed by admins only. */
export function IntegrationsPage() {
  const canWrite = usePermit('integrations_write', 'change where alerts are sent');
  return (
    <div className="stack">
      <PageHeader
        title="Integrations"
        lead="Where monitors send their alerts besides email: Slack channels and webhooks."
        actions={canWrite.allowed ? undefined : <span className="muted">{canWrite.reason}</span>}
      />
      <Webhooks canWrite={canWrite.allowed} />
      <Slack canWrite={canWrite.allowed} />
    </div>
  );
}

function Webhooks({ canWrite }: { canWrite: boolean }) {
  const webhooks = useQuery(integrationQueries.webhooks());
  const remove = useDeleteWebhook();
  const [editing, setEditing] = useState<Webhook | null>(null);
  const [deleting, setDeleting] = useState<Webhook | null>(null);
  return (
    <section aria-labelledby="webhooks-heading" className="stack">
      <div className="row" style={{ justifyContent: 'space-between' }}>
        <h2 id="webhooks-heading">Webhooks</h2>
        {canWrite && (
          <NewButton label="New webhook">{(close) => <WebhookDialog onClose={close} />}</NewButton>
        )}
      </div>
      {webhooks.error ? (
        <ErrorPanel
          error={webhooks.error}
          action="load the webhooks"
          onRetry={() => void webhooks.refetch()}
        />
      ) : !webhooks.data ? (
        <Loading what="the webhooks" />
      ) : !webhooks.data.integrations.length ? (
        <p className="muted">No webhooks yet.</p>
      ) : (
        <DataTable caption="Webhooks">
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">URL</th>
              <th scope="col">Headers</th>
              <th scope="col">Test</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {withKeys(webhooks.data.integrations, (w) => w.id).map(([w, key]) => (
              <tr key={key}>
                <th scope="row">
                  <ShownText text={w.name} />
                </th>
                <td>
                  <code>
                    <ShownText text={w.url} />
                  </code>
                </td>
                <td>
                  {/* Names only: a header's value is a secret, never drawn. */}
                  {Object.keys(w.custom_headers ?? {}).length
                    ? `${Object.keys(w.custom_headers ?? {}).join(', ')} (values hidden)`
                    : 'None'}
                </td>
                <td>{canWrite ? <WebhookTest webhook={w} /> : <span className="muted">Admins only</span>}</td>
                <td>
                  {canWrite && (
                    <RowMenu
                      label={`Actions for ${namedText(w.name)}`}
                      actions={[
                        { id: 'edit', label: 'Edit', onAction: () => setEditing(w) },
                        { id: 'delete', label: 'Delete…', destructive: true, onAction: () => setDeleting(w) },
                      ]}
                    />
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
      {remove.error && <ErrorPanel error={remove.error} action="delete the webhook" />}
      {editing && (
        <Suspense fallback={null}>
          <WebhookDialog webhook={editing} onClose={() => setEditing(null)} />
        </Suspense>
      )}
      {deleting && (
        <ConfirmOpen
          title={`Delete the webhook ${namedText(deleting.name)}?`}
          confirmLabel="Delete webhook"
          onConfirm={() =>
            remove.mutate(
              { params: { path: { webhook_id: deleting.id } } },
              { onSuccess: () => notify('success', `Webhook ${deleting.name} deleted`) },
            )
          }
          onClose={() => setDeleting(null)}
        >
          <p>
            Monitors whose actions name it stop calling it: their deliveries to it fail until they name
            another.
          </p>
        </ConfirmOpen>
      )}
    </section>
  );
}

function Slack({ canWrite }: { canWrite: boolean }) {
  const slack = useQuery(integrationQueries.slack());
  const workspaces = useQuery(integrationQueries.workspaces());
  const remove = useDeleteSlack();
  const [editing, setEditing] = useState<SlackIntegration | null>(null);
  const [deleting, setDeleting] = useState<SlackIntegration | null>(null);
  const workspaceName = (id: string) =>
    workspaces.data?.slack_workspaces.find((w) => w.id === id)?.name ?? id;
  return (
    <section aria-labelledby="slack-heading" className="stack">
      <div className="row" style={{ justifyContent: 'space-between' }}>
        <h2 id="slack-heading">Slack</h2>
        {canWrite && (
          <NewButton label="New Slack integration">{(close) => <SlackDialog onClose={close} />}</NewButton>
        )}
      </div>
      {slack.error ? (
        <ErrorPanel
          error={slack.error}
          action="load the Slack integrations"
          onRetry={() => void slack.refetch()}
        />
      ) : !slack.data ? (
        <Loading what="the Slack integrations" />
      ) : !slack.data.integrations.length ? (
        <p className="muted">No Slack integrations yet.</p>
      ) : (
        <DataTable caption="Slack integrations">
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Workspace</th>
              <th scope="col">Channels</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {withKeys(slack.data.integrations, (s) => s.id).map(([s, key]) => (
              <tr key={key}>
                <th scope="row">
                  <ShownText text={s.name} />
                </th>
                <td>
                  <ShownText text={workspaceName(s.workspace_id)} />
                </td>
                <td>
                  <ShownText text={s.channels.map((c) => `#${c.replace(/^#/, '')}`).join(', ')} />
                </td>
                <td>
                  {canWrite && (
                    <RowMenu
                      label={`Actions for ${namedText(s.name)}`}
                      actions={[
                        { id: 'edit', label: 'Edit', onAction: () => setEditing(s) },
                        { id: 'delete', label: 'Delete…', destructive: true, onAction: () => setDeleting(s) },
                      ]}
                    />
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
      {remove.error && <ErrorPanel error={remove.error} action="delete the Slack integration" />}
      {editing && (
        <Suspense fallback={null}>
          <SlackDialog slack={editing} onClose={() => setEditing(null)} />
        </Suspense>
      )}
      {deleting && (
        <ConfirmOpen
          title={`Delete ${namedText(deleting.name)}?`}
          confirmLabel="Delete Slack integration"
          onConfirm={() =>
            remove.mutate(
              { params: { path: { slack_id: deleting.id } } },
              { onSuccess: () => notify('success', `${deleting.name} deleted`) },
            )
          }
          onClose={() => setDeleting(null)}
        >
          <p>Its channels stop receiving alerts from the monitors that name it.</p>
        </ConfirmOpen>
      )}
    </section>
  );
}
