import { RadioGroup } from '../../../components/form/radio-group';
import { TextField } from '../../../components/form/text-field';
import { withKeys } from '../../../lib/keys';
import type { Role } from '../model';
import type { RoleForm } from './use-role-form';
import { namedText } from '../../../lib/visible-text';

/** The role's name, description and who it is for, and a start from another role's permissions. */
export function RoleAboutFields({
  form,
  role,
  roles,
  held,
}: {
  form: RoleForm;
  role: Role | undefined;
  /** The roles to start from. */
  roles: Role[];
  /** Someone holds it already: what it is for stays. */
  held: boolean;
}) {
  const { draft, set } = form;
  return (
    <fieldset className="fieldset">
      <legend>About the role</legend>
      <TextField id="role-name" label="Name" {...form.bind('display_name')} placeholder="On-call engineer" />
      <TextField id="role-description" label="Description" {...form.bind('description')} />
      <RadioGroup
        id="role-type"
        label="For"
        horizontal
        value={draft.role_type}
        onChange={(role_type) => set({ role_type })}
        disabled={held}
        description={held ? 'Held already, so what it is for stays.' : undefined}
        options={[
          { value: 'USER', label: 'Users' },
          { value: 'API', label: 'API keys' },
        ]}
      />
      <div className="field">
        <label htmlFor="role-copy">Start from the permissions of</label>
        <select
          id="role-copy"
          value=""
          onChange={(e) => {
            const from = roles.find((r) => r.role_id === e.target.value);
            if (from) set({ permissions: from.permissions.filter((p) => !p.restricted).map((p) => p.name) });
          }}
        >
          <option value="">Choose a role…</option>
          {withKeys(
            roles.filter((r) => r.role_id !== role?.role_id),
            (r) => r.role_id,
          ).map(([r, key]) => (
            <option key={key} value={r.role_id}>
              {namedText(r.display_name)}
            </option>
          ))}
        </select>
      </div>
    </fieldset>
  );
}
