import { useQuery } from '@tanstack/react-query';
import { BUILT_IN_ROLE_NAMES } from '../../../api/built-in-roles';
import { Badge } from '../../../components/badge';
import { roleQueries } from '../roles-api';
import { withKeys } from '../../../lib/keys';

/** A role's name as people read it: its display_name, the same everywhere (never its id). */
function useRoleName(enabled = true): (roleId: string) => string {
  const roles = useQuery({ ...roleQueries.list(), enabled }).data?.roles ?? [];
  const names = new Map(roles.map((r) => [r.role_id, r.display_name]));
  return (roleId) => names.get(roleId) ?? BUILT_IN_ROLE_NAMES[roleId] ?? roleId;
}

/** The roles someone holds, as badges with their names. */
export function RoleBadges({ roles, readable = true }: { roles: readonly string[]; readable?: boolean }) {
  const name = useRoleName(readable);
  if (roles.length === 0) return <Badge>role unknown</Badge>;
  return (
    <span className="row" style={{ gap: 4 }}>
      {withKeys(roles, (r) => r).map(([r, key]) => (
        <Badge key={key}>{name(r)}</Badge>
      ))}
    </span>
  );
}
