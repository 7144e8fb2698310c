import { withKeys } from '../../../lib/keys';
import { Badge } from '../../../components/badge';
import { FieldSet } from '../../../components/form/field';
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
export function RoleCheckboxes({ legend, roles, value, onChange, problem, disabled, id }: Props) {
  return (
    <FieldSet id={id} legend={legend} problem={problem} disabled={disabled} className="fieldset">
      {withKeys(roles, (role) => role.role_id).map(([role, key]) => {
        const sensitive = role.permissions.filter((p) => p.sensitive).length;
        return (
          <label key={key} className="row" style={{ gap: 6 }}>
            <input
              type="checkbox"
              checked={value.includes(role.role_id)}
              onChange={(e) =>
                onChange(
                  e.target.checked ? [...value, role.role_id] : value.filter((r) => r !== role.role_id),
                )
              }
            />
            <span>
              <ShownText text={role.display_name} />
            </span>
            {!role.is_system_role && <Badge>Custom</Badge>}
            {sensitive > 0 && <Badge tone="warning">{sensitive} sensitive</Badge>}
          </label>
        );
      })}
    </FieldSet>
  );
}
