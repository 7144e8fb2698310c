import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { FormDialog } from '../../../components/form/form-dialog';
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
export default function InviteUserDialog({ onClose }: { onClose: () => void }) {
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
      onClose();
      return navigate({ to: '/users/$userId', params: { userId: user.id } });
    },
  });
  const { draft, set } = form;

  return (
    <FormDialog
      form={form}
      title="Invite a person"
      submitLabel="Send invitation"
      action="send the invitation"
      unsaved="the invitation"
      onClose={onClose}
      wide
    >
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
    </FormDialog>
  );
}
