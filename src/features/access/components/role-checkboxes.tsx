import { Badge } from '../../../components/badge';
import type { Role } from '../model';
import styles from './access.module.css';

interface Props {
  legend: string;
  roles: Role[];
  value: string[];
  onChange: (roles: string[]) => void;
  problem?: string;
  disabled?: boolean;
  /** For focusing the first invalid field. */
  id: string;
}

/** Roles to hold, one checkbox each, with how many sensitive permissions each brings. */
export function RoleCheckboxes({ legend, roles, value, onChange, problem, disabled, id }: Props) {
  const problemId = `${id}-problem`;
  return (
    <fieldset
      id={id}
      className={styles.fieldset}
      disabled={disabled}
      aria-invalid={problem ? true : undefined}
      aria-describedby={problem ? problemId : undefined}
    >
      <legend>{legend}</legend>
      {roles.map((role) => {
        const sensitive = role.permissions.filter((p) => p.sensitive).length;
        return (
          <label key={role.role_id} className="row" style={{ gap: 6 }}>
            <input
              type="checkbox"
              checked={value.includes(role.role_id)}
              onChange={(e) =>
                onChange(
                  e.target.checked ? [...value, role.role_id] : value.filter((r) => r !== role.role_id),
                )
              }
            />
            <span>{role.display_name}</span>
            {!role.is_system_role && <Badge>Custom</Badge>}
            {sensitive > 0 && <Badge tone="warning">{sensitive} sensitive</Badge>}
          </label>
        );
      })}
      {problem && (
        <span id={problemId} className="field-error">
          {problem}
        </span>
      )}
    </fieldset>
  );
}
