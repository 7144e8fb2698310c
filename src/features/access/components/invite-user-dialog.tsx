import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { FormDialog } from '../../../components/form/form-dialog';
import { TextField } from '../../../components/form/text-field';
import { useForm } from '../../../components/form/use-form';
import { notify } from '../../../components/toasts';
import { CheckboxList } from '../../../components/form/checkbox-list';
import { ShownText } from '../../../components/shown-text';
import { usePermit } from '../../../api/use-identity';
import { toApiError } from '../../../api/errors';
import { groupQueries, useAddGroupMembers } from '../groups-api';
import { membership } from '../groups-model';
import { rolesFor } from '../role-change';
import { roleQueries } from '../roles-api';
import { useInviteUser } from '../users-api';
import { validateInvite, type InviteDraft } from '../users-model';
import { NameFields } from './name-fields';
import { RoleCheckboxes } from './role-checkboxes';

const EMPTY: InviteDraft = { email: '', first_name: '', last_name: '', roles: ['ReadOnly'], groups: [] };

/**
 * Invites a person by e-mail with the roles they start with and the groups they join; checked before
 * it is sent. The service's invite names no groups, so they are joined once the invite has landed, and
 * a group that could not be joined is said by name: the invite is never sent twice for it.
 */
export default function InviteUserDialog({ onClose }: { onClose: () => void }) {
  const { data } = useSuspenseQuery(roleQueries.list());
  const canGroup = usePermit('groups_write', 'add people to groups');
  const groups = useQuery({ ...groupQueries.list(), enabled: canGroup.allowed });
  const mutation = useInviteUser();
  const join = useAddGroupMembers();
  const navigate = useNavigate();
  const form = useForm({
    initial: EMPTY,
    validate: validateInvite,
    send: async (d) => {
      const user = await mutation.mutateAsync({
        body: {
          email: d.email.trim(),
          first_name: d.first_name.trim(),
          last_name: d.last_name.trim(),
          roles: d.roles,
        },
      });
      const joined = await Promise.allSettled(
        d.groups.map((groupId) => join.mutateAsync(membership(groupId, user.id))),
      );
      const failed = d.groups.flatMap((groupId, i) => {
        const outcome = joined[i];
        if (outcome?.status !== 'rejected') return [];
        const group = groups.data?.groups.find((g) => g.group_id === groupId);
        return [`${group?.name ?? groupId} (${toApiError(outcome.reason).details})`];
      });
      return { user, failed };
    },
    onSaved: ({ user, failed }) => {
      notify('success', `Invitation sent to ${user.email}`);
      if (failed.length)
        notify(
          'error',
          `${user.email} could not be added to ${failed.join(', ')}. Add them from their page.`,
        );
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
      {canGroup.allowed && groups.data && groups.data.groups.length > 0 && (
        <CheckboxList
          id="invite-groups"
          legend="Groups"
          description="They join these as soon as the invitation is sent."
          items={groups.data.groups}
          valueOf={(group) => group.group_id}
          labelOf={(group) => <ShownText text={group.name} />}
          value={form.draft.groups}
          onChange={(chosen) => form.set({ groups: chosen })}
        />
      )}
    </FormDialog>
  );
}
