import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { ErrorPanel } from '../../../components/error-panel';
import { Form } from '../../../components/form/form';
import { TextField } from '../../../components/form/text-field';
import { useForm } from '../../../components/form/use-form';
import { notify } from '../../../components/toasts';
import { rolesFor } from '../role-change';
import { roleQueries } from '../roles-api';
import { useInviteUser } from '../users-api';
import { validateInvite, type InviteDraft } from '../users-model';
import { NameFields } from './name-fields';
import { RoleCheckboxes } from './role-checkboxes';

const EMPTY: InviteDraft = { email: '', first_name: '', last_name: '', roles: ['ReadOnly'] };

/** Invites a person by e-mail with the roles they start with; checked before it is sent. */
export function InviteUserForm({ onDone }: { onDone: () => void }) {
  const { data } = useSuspenseQuery(roleQueries.list());
  const mutation = useInviteUser();
  const navigate = useNavigate();
  const form = useForm({
    initial: EMPTY,
    validate: validateInvite,
    send: (d) =>
      mutation.mutateAsync({
        body: {
          email: d.email.trim(),
          first_name: d.first_name.trim(),
          last_name: d.last_name.trim(),
          roles: d.roles,
        },
      }),
    onSaved: (user) => {
      notify('success', `Invitation sent to ${user.email}`);
      onDone();
      return navigate({ to: '/users/$userId', params: { userId: user.id } });
    },
  });
  const { draft, set } = form;

  return (
    <Form form={form} label="Invite a person" className="card stack" unsaved="the invitation">
      <h2>Invite a person</h2>
      <div className="row align-start">
        <TextField id="invite-email" label="E-mail" type="email" {...form.bind('email')} />
        <NameFields idPrefix="invite" value={draft} onChange={set} problems={form.problems} />
      </div>
      <RoleCheckboxes
        id="invite-roles"
        legend="Roles"
        roles={rolesFor('USER', data.roles)}
        value={form.draft.roles}
        onChange={(roles) => form.set({ roles })}
        problem={form.problem('roles')}
      />
      <div className="row">
        <button type="submit" className="button button-primary" disabled={form.pending}>
          Send invitation
        </button>
        <button type="button" className="button" onClick={onDone}>
          Cancel
        </button>
      </div>
      {form.unplaced && <ErrorPanel error={form.unplaced} action="send the invitation" />}
    </Form>
  );
}
