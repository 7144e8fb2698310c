import type { components } from '../../../api/schema.gen';
import { RESTRICTED_MEANING, PermissionFlags } from './permission-flags';
import { withKeys } from '../../../lib/keys';
import { ShownText } from '../../../components/shown-text';

type PermissionGroup = components['schemas']['PermissionGroup'];

interface Props {
  groups: PermissionGroup[];
  value: string[];
  onChange: (permissions: string[]) => void;
}

/** The catalogue as checkboxes, one fieldset per area; restricted permissions cannot be ticked. */
export function PermissionPicker({ groups, value, onChange }: Props) {
  const toggle = (name: string, on: boolean) =>
    onChange(on ? [...value, name] : value.filter((n) => n !== name));
  return (
    <div className="stack">
      {withKeys(groups, (group) => group.group_name).map(([group, groupKey]) => (
        <fieldset key={groupKey} className="fieldset">
          <legend>{group.group_display_name ?? group.group_name}</legend>
          {withKeys(group.permissions, (p) => p.name).map(([p, key]) => {
            const noteId = `perm-${groupKey}-${key}-note`;
            return (
              <div key={key} className="stack" style={{ gap: 2 }}>
                <label className="row" style={{ gap: 6 }}>
                  <input
                    type="checkbox"
                    checked={value.includes(p.name)}
                    disabled={p.restricted}
                    aria-describedby={noteId}
                    onChange={(e) => toggle(p.name, e.target.checked)}
                  />
                  <span>
                    <ShownText text={p.display_name ?? p.name} /> <span className="muted">({p.type})</span>
                  </span>
                  <PermissionFlags permission={p} />
                </label>
                <span id={noteId} className="muted" style={{ marginLeft: 24 }}>
                  <ShownText text={p.restricted ? RESTRICTED_MEANING : p.description} />
                </span>
              </div>
            );
          })}
        </fieldset>
      ))}
    </div>
  );
}
