import { useDisplaySettings } from '../../../components/use-display-settings';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { usePermit } from '../../../api/use-identity';
import { Badge } from '../../../components/badge';
import { RoleBadges } from './role-badges';
import { ConfirmOpen } from '../../../components/confirm-dialog';
import { RowMenu } from '../../../components/row-menu';
import { SortHeader } from '../../../components/sort-header';
import { useTableSort } from '../../../components/use-table-sort';
import { useTablePage } from '../../../components/use-table-page';
import { sortRows } from '../../../lib/sort';
import { ErrorPanel } from '../../../components/error-panel';
import { PageHeader } from '../../../components/page-header';
import { useNow } from '../../../components/use-now';
import { notify } from '../../../components/toasts';
import { formatTimestamp, isoTime } from '../../../lib/time';
import { formatRelative } from '../../../lib/relative-time';
import { apiKeyQueries, useRevokeApiKey } from '../api-keys-api';
import { EXPIRY_WARNING_DAYS, expiresAt, expiryOf, sortKeys, type ApiKey } from '../api-keys-model';
import { roleQueries } from '../roles-api';
import styles from './access.module.css';
import { DataTable } from '../../../components/data-table';
import { NewButton } from '../../../components/new-button';
import { withKeys } from '../../../lib/keys';
import { rolesOf } from '../../../api/identity-read';
import { ShownText } from '../../../components/shown-text';
import { namedText } from '../../../lib/visible-text';

const EditApiKeyDialog = lazy(() => import('./edit-api-key-dialog'));
const CreateApiKeyDialog = lazy(() => import('./create-api-key-dialog'));
const KEY_COLUMNS = ['name', 'expires', 'created'] as const;

/** The organisation's API keys: roles and expiry, those expiring soon marked; create, edit, revoke. */
export function ApiKeyListPage() {
  const { data } = useSuspenseQuery(apiKeyQueries.list());
  const roles = useQuery(roleQueries.list()).data?.roles ?? [];
  const canCreate = usePermit('api_keys_write', 'create API keys or change them');
  const canRevoke = usePermit('api_keys_delete', 'revoke API keys');
  const revoke = useRevokeApiKey();
  const [editing, setEditing] = useState<ApiKey | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  // A minute's precision is enough for "expires in 3 days"; a fresh list brings a fresh clock.
  const now = useNow(true, 60_000, data);
  const { sort, sortBy } = useTableSort(KEY_COLUMNS, { key: 'expires', desc: false });
  // Soonest expiry first unless the person orders it otherwise; ties stay in that order.
  const keys = sortRows(sortKeys(data.api_keys), sort, {
    name: (k) => k.name,
    expires: expiresAt,
    created: (k) => k.metadata?.created_at,
  });
  const soon = keys.filter((k) => expiryOf(k, now) === 'soon').length;
  const page = useTablePage(keys, 'API keys');

  return (
    <div className="stack">
      <PageHeader
        title="API keys"
        lead="Keys let tools and agents call the API with the roles they hold. A key's secret is shown once, when it is created."
        actions={
          canCreate.allowed && (
            <NewButton label="New API key">
              {(close) => <CreateApiKeyDialog taken={keys.map((k) => k.name)} onClose={close} />}
            </NewButton>
          )
        }
      />
      {!canCreate.allowed && <p className="muted">{canCreate.reason}</p>}
      {soon > 0 && (
        <p role="note" className="card">
          <Badge tone="warning">Expiring soon</Badge> {soon} {soon === 1 ? 'key expires' : 'keys expire'}{' '}
          within {EXPIRY_WARNING_DAYS} days: create a replacement before tools using{' '}
          {soon === 1 ? 'it' : 'them'} stop working.
        </p>
      )}
      <DataTable caption="API keys">
        <thead>
          <tr>
            <SortHeader sortKey="name" sort={sort} onSort={sortBy}>
              Name
            </SortHeader>
            <th scope="col">Key</th>
            <th scope="col">Roles</th>
            <SortHeader sortKey="expires" sort={sort} onSort={sortBy}>
              Expires
            </SortHeader>
            <SortHeader sortKey="created" sort={sort} onSort={sortBy}>
              Created
            </SortHeader>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {withKeys(page.rows, (key) => key.id).map(([key, rowKey]) => (
            <ApiKeyRow
              key={rowKey}
              apiKey={key}
              now={now}
              onEdit={canCreate.allowed ? () => setEditing(key) : undefined}
              onRevoke={canRevoke.allowed ? () => setRevoking(key) : undefined}
            />
          ))}
        </tbody>
      </DataTable>
      {page.pager}
      {!canRevoke.allowed && <p className="muted">{canRevoke.reason}</p>}
      {revoke.error && <ErrorPanel error={revoke.error} action="revoke the key" />}
      {revoking && (
        <ConfirmOpen
          title={`Revoke the key "${revoking.name}"?`}
          confirmLabel="Revoke key"
          onConfirm={() =>
            revoke.mutate(
              { params: { path: { apiKeyId: revoking.id } } },
              { onSuccess: () => notify('success', `Revoked ${revoking.name}`) },
            )
          }
          onClose={() => setRevoking(null)}
        >
          <p>
            Every tool using the key {revoking.api_key}… gets 401 Unauthorized from its next request. This
            cannot be undone; a new key has a new secret.
          </p>
        </ConfirmOpen>
      )}
      {editing && (
        <Suspense fallback={null}>
          <EditApiKeyDialog
            apiKey={editing}
            roles={roles}
            taken={keys.map((k) => k.name)}
            onClose={() => setEditing(null)}
          />
        </Suspense>
      )}
    </div>
  );
}

/** One key: its roles, when it expires (marked when soon or past), and its actions as the person may. */
function ApiKeyRow({
  apiKey: key,
  now,
  onEdit,
  onRevoke,
}: {
  apiKey: ApiKey;
  now: number;
  onEdit: (() => void) | undefined;
  onRevoke: (() => void) | undefined;
}) {
  const display = useDisplaySettings();
  const expiry = expiryOf(key, now);
  const expiresAtMs = expiresAt(key);
  return (
    <tr className={expiry === 'soon' || expiry === 'expired' ? styles.soon : undefined}>
      <th scope="row">
        <ShownText text={key.name} />
      </th>
      <td>
        <code>{key.api_key}…</code>
      </td>
      <td>
        <RoleBadges roles={rolesOf(key)} />
      </td>
      <td>
        {expiresAtMs === undefined ? (
          <span className="muted">never</span>
        ) : (
          <span className="row">
            <time dateTime={isoTime(expiresAtMs)} title={formatTimestamp(expiresAtMs, display)}>
              {formatRelative(expiresAtMs, now)}
            </time>
            {expiry === 'soon' && <Badge tone="warning">Expires soon</Badge>}
            {expiry === 'expired' && <Badge tone="danger">Expired</Badge>}
          </span>
        )}
      </td>
      <td>{key.metadata?.created_at !== undefined ? formatRelative(key.metadata.created_at, now) : ''}</td>
      <td>
        <RowMenu
          label={`Actions for ${namedText(key.name)}`}
          actions={[
            ...(onEdit ? [{ id: 'edit', label: 'Edit', onAction: onEdit }] : []),
            ...(onRevoke ? [{ id: 'revoke', label: 'Revoke…', destructive: true, onAction: onRevoke }] : []),
          ]}
        />
      </td>
    </tr>
  );
}
