import type { components } from '../../../api/schema.gen';
import { withKeys } from '../../../lib/keys';
import { useDisplaySettings } from '../../../components/use-display-settings';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useIdentity } from '../../../api/use-identity';
import { Badge } from '../../../components/badge';
import { PageHeader } from '../../../components/page-header';
import { formatTimestamp } from '../../../lib/time';
import { ownOrganisation, organisationQueries } from '../api';
import { DataTable } from '../../../components/data-table';
import { ShownText } from '../../../components/shown-text';

const yesNo = (value: boolean | undefined) => (value === undefined ? 'Not set' : value ? 'On' : 'Off');

const SETTINGS: { key: 'dcr_enabled' | 'out_of_order' | 'shared_datasets'; label: string; what: string }[] = [
  {
    key: 'dcr_enabled',
    label: 'Data collection rules',
    what: 'Agents fetch their collection rules from the service.',
  },
  {
    key: 'out_of_order',
    label: 'Out-of-order events',
    what: 'Events arriving late are accepted into past time.',
  },
  {
    key: 'shared_datasets',
    label: 'Shared datasets',
    what: 'Datasets can be shared with the organisations of the group.',
  },
];

type Organisation = components['schemas']['Organisation'];

/** The organisation's settings, each with what it does. */
function SettingsSection({ settings }: { settings: Organisation['settings'] }) {
  return (
    <section aria-labelledby="org-settings" className="stack">
      <h2 id="org-settings">Settings</h2>
      <DataTable caption="Settings">
        <tbody>
          {SETTINGS.map((s) => (
            <tr key={s.key}>
              <th scope="row">{s.label}</th>
              <td>{yesNo(settings?.[s.key])}</td>
              <td className="muted">{s.what}</td>
            </tr>
          ))}
          <tr>
            <th scope="row">Organisation group</th>
            <td>{settings?.multi_org_group ?? 'None'}</td>
            <td className="muted">Organisations of one group can share datasets and switch quickly.</td>
          </tr>
        </tbody>
      </DataTable>
    </section>
  );
}

/** The organisations a management organisation manages (none is no section). */
function TenantsSection({ tenants }: { tenants: Organisation[] }) {
  if (!tenants.length) return null;
  return (
    <section aria-labelledby="org-tenants" className="stack">
      <h2 id="org-tenants">Organisations managed from here</h2>
      <DataTable caption="Organisations managed from here">
        <thead>
          <tr>
            <th scope="col">Organisation</th>
            <th scope="col">Region</th>
            <th scope="col">Contract</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {withKeys(tenants, (t) => t.id).map(([t, key]) => (
            <tr key={key}>
              <th scope="row">
                <ShownText text={t.name} />
              </th>
              <td>{t.region}</td>
              <td>{t.contract_type}</td>
              <td>{t.active === false ? 'Inactive' : 'Active'}</td>
            </tr>
          ))}
        </tbody>
      </DataTable>
    </section>
  );
}

/** The organisation the console acts in: where it lives, its contract, sign-in and ingestion settings. */
export function OrganisationPage() {
  const display = useDisplaySettings();
  const identity = useIdentity();
  const userId = identity?.identity?.type === 'USER_ID' ? identity.identity.id : undefined;
  const { data: org } = useSuspenseQuery(ownOrganisation(identity));
  const managed = useQuery({ ...organisationQueries.managed(), enabled: org.is_management_org === true });
  const management = useQuery({
    ...organisationQueries.detail(org.management_resource ?? '', userId),
    enabled: !!org.management_resource,
    retry: false,
  });
  const loginMethods = Object.entries(org.login_methods ?? {});
  const tenants = (managed.data?.organisations ?? []).filter((o) => o.id !== org.id);
  return (
    <div className="stack">
      <PageHeader title={org.name} lead={org.description} />
      {org.pieced && (
        <p role="note">
          This service has no organisation detail to read: what is shown comes from {org.pieced}, and facts it
          does not carry are marked not set.
        </p>
      )}
      <section aria-labelledby="org-facts" className="stack">
        <h2 id="org-facts">About this organisation</h2>
        <dl className="facts">
          <dt>Status</dt>
          <dd>
            <Badge tone={org.active === false ? 'danger' : 'ok'}>
              {org.active === false ? 'Inactive' : 'Active'}
            </Badge>
          </dd>
          <dt>Region</dt>
          <dd>{org.region ?? 'Not set'}</dd>
          <dt>Contract</dt>
          <dd>{org.contract_type ?? 'Not set'}</dd>
          <dt>Management organisation</dt>
          <dd>
            {org.is_management_org ? (
              'This is a management organisation'
            ) : (
              <ShownText text={management.data?.name ?? org.management_resource ?? 'None'} />
            )}
          </dd>
          <dt>Organisation id</dt>
          <dd>
            <code>{org.id}</code>
          </dd>
          {org.metadata?.created_at !== undefined && (
            <>
              <dt>Created</dt>
              <dd>{formatTimestamp(org.metadata.created_at, display)}</dd>
            </>
          )}
        </dl>
      </section>
      <section aria-labelledby="org-login" className="stack">
        <h2 id="org-login">Sign-in methods</h2>
        {loginMethods.length ? (
          <ul className="row" style={{ listStyle: 'none', padding: 0 }}>
            {loginMethods.map(([method, enabled]) => (
              <li key={method}>
                <Badge tone={enabled ? 'ok' : 'neutral'}>
                  {method}: {enabled ? 'allowed' : 'off'}
                </Badge>
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted">No sign-in methods are recorded.</p>
        )}
      </section>
      <section aria-labelledby="org-partitions" className="stack">
        <h2 id="org-partitions">Partition tags</h2>
        <p>
          {org.partition_tags?.enabled ? 'Data is partitioned by ' : 'Partitioning is off. Tags kept: '}
          {(org.partition_tags?.partition_tag_list ?? []).join(', ') || 'none'}.
        </p>
      </section>
      <SettingsSection settings={org.settings} />
      <TenantsSection tenants={tenants} />
    </div>
  );
}
