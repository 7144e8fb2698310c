import { withKeys } from '../../../lib/keys';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { usePermit } from '../../../api/use-identity';
import { Badge } from '../../../components/badge';
import { PageHeader } from '../../../components/page-header';
import { roleQueries } from '../roles-api';
import { countFlags, sortRoles } from '../model';
import { FlagLegend } from './permission-flags';
import { DataTable } from '../../../components/data-table';
import { useTablePage } from '../../../components/use-table-page';
import { ShownText } from '../../../components/shown-text';

/** Every role: built-in and custom apart, with how many sensitive permissions each grants. */
export function RoleListPage() {
  const { data } = useSuspenseQuery(roleQueries.list());
  const roles = sortRoles(data.roles);
  const permit = usePermit('roles_write', 'create custom roles');
  const canCreate = data.listed ? permit : { allowed: false };
  // The built-in roles are a handful; an organisation's own can be many, so they come a page at a time.
  const custom = useTablePage(
    roles.filter((r) => !r.is_system_role),
    'Custom roles',
  );
  const sections = [
    { id: 'built-in-roles', heading: 'Built-in roles', roles: roles.filter((r) => r.is_system_role) },
    { id: 'custom-roles', heading: 'Custom roles', roles: custom.rows, pager: custom.pager },
  ].filter((section) => data.listed || section.id === 'built-in-roles');
  return (
    <div className="stack">
      <PageHeader
        title="Roles"
        lead="A role is a set of permissions; users and API keys hold roles."
        actions={
          <>
            <Link to="/permissions">Permission catalogue</Link>
            <Link to="/roles/compare">Compare roles</Link>
            {canCreate.allowed && (
              <Link to="/roles/new" className="button button-primary">
                New role
              </Link>
            )}
          </>
        }
      />
      {!data.listed && (
        <p role="note">
          This service does not list its roles: the built-in roles are shown by name (open one to read its
          permissions), and custom roles appear by their id where people and keys hold them.
        </p>
      )}
      <FlagLegend />
      {sections.map((section) => (
        <section key={section.id} aria-labelledby={section.id} className="stack">
          <h2 id={section.id}>{section.heading}</h2>
          {section.roles.length === 0 ? (
            <p className="muted">None yet.</p>
          ) : (
            <DataTable caption={section.heading}>
              <thead>
                <tr>
                  <th scope="col">Role</th>
                  <th scope="col">For</th>
                  <th scope="col">Permissions</th>
                  <th scope="col">Sensitive</th>
                  <th scope="col">Description</th>
                </tr>
              </thead>
              <tbody>
                {withKeys(section.roles, (role) => role.role_id).map(([role, key]) => {
                  const flags = countFlags(role);
                  return (
                    <tr key={key}>
                      <th scope="row">
                        <Link to="/roles/$roleId" params={{ roleId: role.role_id }}>
                          <ShownText text={role.display_name} />
                        </Link>
                      </th>
                      <td>{role.role_type === 'API' ? 'API keys' : 'Users'}</td>
                      <td>
                        {data.listed ? role.permissions.length : <span className="muted">open to read</span>}
                      </td>
                      <td>
                        {!data.listed ? (
                          <span className="muted">—</span>
                        ) : flags.sensitive > 0 ? (
                          <Badge tone="warning">{flags.sensitive} sensitive</Badge>
                        ) : (
                          <span className="muted">none</span>
                        )}
                      </td>
                      <td>
                        <ShownText text={role.description} />
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </DataTable>
          )}
          {section.pager}
        </section>
      ))}
    </div>
  );
}
