import { Badge } from '../../../components/badge';
import { CheckboxList } from '../../../components/form/checkbox-list';
import type { Role } from '../model';
import { ShownText } from '../../../components/shown-text';

interface Props {
  legend: string;
  roles: Role[];
  value: string[];
  onChange: (roles: string[]) => void;
  problem?: string | undefined;
  disabled?: boolean;
  id: string;
}

/** Roles to hold, one checkbox each, with how many sensitive permissions each brings. */
export function RoleCheckboxes({ roles, ...list }: Props) {
  return (
    <CheckboxList
      {...list}
      items={roles}
      valueOf={(role) => role.role_id}
      labelOf={(role) => {
        const sensitive = role.permissions.filter((p) => p.sensitive).length;
        return (
          <>
            <span>
              <ShownText text={role.display_name} />
            </span>
            {!role.is_system_role && <Badge>Custom</Badge>}
            {sensitive > 0 && <Badge tone="warning">{sensitive} sensitive</Badge>}
          </>
        );
      }}
    />
  );
}
