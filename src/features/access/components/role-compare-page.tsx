import { withKeys } from '../../../lib/keys';
import { useQueries, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { PageHeader } from '../../../components/page-header';
import { compareRoles } from '../role-change';
import { roleQueries } from '../roles-api';
import { sortRoles, type Role } from '../model';
import type { RoleCompareUrl } from '../url';
import { FlagLegend, PermissionFlags } from './permission-flags';
import styles from './access.module.css';
import { DataTable } from '../../../components/data-table';
import { ShownText } from '../../../components/shown-text';
import { namedText } from '../../../lib/visible-text';

/** Two roles side by side (both chosen in the URL): every permission either grants, and which does. */
export function RoleComparePage({
  url,
  onChange,
}: {
  url: RoleCompareUrl;
  onChange: (url: RoleCompareUrl) => void;
}) {
  const { data } = useSuspenseQuery(roleQueries.list());
  const { data: catalogue } = useSuspenseQuery(roleQueries.permissions());
  const roles = sortRoles(data.roles);
  // The list carries every role with its permissions: an id not in it names no role. A service that
  // lists no roles gives each one by id (GET /roles/{role_id}).
  const asked = data.listed ? [] : [...new Set([url.a, url.b].filter((id): id is string => !!id))];
  const details = useQueries({ queries: asked.map((id) => roleQueries.detail(id)) });
  const pick = (id: string | undefined) =>
    data.listed ? roles.find((r) => r.role_id === id) : details[asked.indexOf(id ?? '')]?.data;
  const left = pick(url.a);
  const right = pick(url.b);
  const rows =
    left && right
      ? compareRoles(
          left,
          right,
          catalogue.resources.flatMap((g) => g.permissions),
        )
      : [];
  const only = (side: 'a' | 'b') => rows.filter((r) => r[side] && !r[side === 'a' ? 'b' : 'a']).length;

  const picker = (side: 'a' | 'b', label: string) => (
    <div className="field">
      <label htmlFor={`compare-${side}`}>{label}</label>
      <select
        id={`compare-${side}`}
        value={url[side] ?? ''}
        onChange={(e) => onChange({ ...url, [side]: e.target.value || undefined })}
      >
        <option value="">Choose a role…</option>
        {withKeys(roles, (r) => r.role_id).map(([r, key]) => (
          <option key={key} value={r.role_id}>
            {namedText(r.display_name)}
            {r.is_system_role ? ' (built-in)' : ''}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <div className="stack">
      <p>
        <Link to="/roles">← All roles</Link>
      </p>
      <PageHeader
        title="Compare roles"
        lead="Every permission either role grants, and which of them grants it."
      />
      <div className="row">
        {picker('a', 'First role')}
        {picker('b', 'Second role')}
      </div>
      {details.some((d) => d.isLoading) ? (
        <p className="muted">Loading the roles…</p>
      ) : !left || !right ? (
        <p className="muted">
          {[url.a && !left ? url.a : null, url.b && !right ? url.b : null]
            .filter(Boolean)
            .map((id) => `There is no role "${id}". `)}
          Choose two roles.
        </p>
      ) : left.unread || right.unread ? (
        <p role="note">
          This service does not give the permissions of{' '}
          {[left, right]
            .filter((r) => r.unread)
            .map((r) => r.display_name)
            .join(' or ')}
          , so the two cannot be compared here.
        </p>
      ) : (
        <>
          <p role="status">
            {rows.length - only('a') - only('b')} permissions in both; {only('a')} only in{' '}
            <ShownText text={left.display_name} />; {only('b')} only in{' '}
            <ShownText text={right.display_name} />.
          </p>
          <FlagLegend />
          <ComparisonTable left={left} right={right} rows={rows} />
        </>
      )}
    </div>
  );
}

/** Each permission either role grants, and which of them grants it. */
function ComparisonTable({
  left,
  right,
  rows,
}: {
  left: Role;
  right: Role;
  rows: ReturnType<typeof compareRoles>;
}) {
  return (
    <DataTable
      caption={
        <>
          <ShownText text={left.display_name} /> compared with <ShownText text={right.display_name} />
        </>
      }
    >
      <thead>
        <tr>
          <th scope="col">Permission</th>
          <th scope="col">
            <ShownText text={left.display_name} />
          </th>
          <th scope="col">
            <ShownText text={right.display_name} />
          </th>
        </tr>
      </thead>
      <tbody>
        {withKeys(rows, (r) => r.permission.name).map(([{ permission, a: inA, b: inB }, key]) => (
          <tr key={key}>
            <th scope="row">
              <span className="row">
                <ShownText text={permission.group_display_name} />:{' '}
                <ShownText text={permission.display_name ?? permission.name} />
                <code className="muted">
                  <ShownText text={permission.name} />
                </code>
                <PermissionFlags permission={permission} />
              </span>
            </th>
            <td className={inA ? styles.yes : 'muted'}>{inA ? 'Granted' : 'Not granted'}</td>
            <td className={inB ? styles.yes : 'muted'}>{inB ? 'Granted' : 'Not granted'}</td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
