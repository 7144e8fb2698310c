import { useDisplaySettings } from '../../../components/use-display-settings';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { usePermit } from '../../../api/use-identity';
import { Badge } from '../../../components/badge';
import { PageHeader } from '../../../components/page-header';
import { formatTimestamp } from '../../../lib/time';
import { roleQueries } from '../roles-api';
import { countFlags } from '../model';
import { DeleteRoleButton } from './delete-role-button';
import { FlagLegend } from './permission-flags';
import { PermissionMatrix } from './permission-matrix';
import { RoleHolders } from './role-holders';
import { ShownText } from '../../../components/shown-text';

/** One role: what it is for and every permission it grants, grouped by area. */
export function RolePage({ roleId }: { roleId: string }) {
  const display = useDisplaySettings();
  const { data: role } = useSuspenseQuery(roleQueries.detail(roleId));
  const flags = countFlags(role);
  const canWrite = usePermit('roles_write', 'change custom roles');
  return (
    <div className="stack">
      <p>
        <Link to="/roles">← All roles</Link>
      </p>
      <PageHeader
        title={role.display_name}
        lead={role.description}
        actions={
          <>
            {/* Addressed by the id the page was opened with: the one the address, and the service, know. */}
            <Link to="/roles/compare" search={{ a: roleId }}>
              Compare with another role
            </Link>
            {!role.is_system_role && canWrite.allowed && (
              <Link to="/roles/$roleId/edit" params={{ roleId }} className="button">
                Edit role
              </Link>
            )}
            {!role.is_system_role && <DeleteRoleButton role={role} />}
          </>
        }
      />
      <div className="row">
        <Badge tone={role.is_system_role ? 'info' : 'neutral'}>
          {role.is_system_role ? 'Built-in' : 'Custom'}
        </Badge>
        <Badge>{role.role_type === 'API' ? 'For API keys' : 'For users'}</Badge>
        {!role.unread && <Badge>{role.permissions.length} permissions</Badge>}
        {flags.sensitive > 0 && <Badge tone="warning">{flags.sensitive} sensitive</Badge>}
        {flags.restricted > 0 && <Badge tone="danger">{flags.restricted} restricted</Badge>}
        <span className="muted">
          Id <code>{role.role_id}</code>
          {role.metadata?.modified_at !== undefined && (
            <> · changed {formatTimestamp(role.metadata.modified_at, display)}</>
          )}
        </span>
      </div>
      <RoleHolders roleId={roleId} />
      {role.unread ? (
        <p role="note">
          This service does not give the permissions of its built-in role{' '}
          <ShownText text={role.display_name} /> (it answered 404 for <code>{role.role_id}</code>): what it
          allows is decided by the service, and shown here only as its description.
        </p>
      ) : (
        <>
          <FlagLegend />
          <h2>Permissions</h2>
          <PermissionMatrix permissions={role.permissions} caption={`Permissions of ${role.display_name}`} />
        </>
      )}
    </div>
  );
}
