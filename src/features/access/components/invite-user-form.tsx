import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { fieldOfError, toApiError } from '../../../api/errors';
import { ErrorPanel } from '../../../components/error-panel';
import { notify } from '../../../components/toasts';
import { rolesFor } from '../role-change';
import { roleQueries } from '../roles-api';
import { useInviteUser } from '../users-api';
import { validateInvite, type InviteDraft } from '../users-model';
import { RoleCheckboxes } from './role-checkboxes';
import { NameFields } from './name-fields';
import { TextField } from '../../../components/text-field';

const EMPTY: InviteDraft = { email: '', first_name: '', last_name: '', roles: ['ReadOnly'] };

/** Invites a person by e-mail with the roles they start with; checked before it is sent. */
export function InviteUserForm({ onDone }: { onDone: () => void }) {
  const { data } = useSuspenseQuery(roleQueries.list());
  const [draft, setDraft] = useState(EMPTY);
  const [attempted, setAttempted] = useState(false);
  const mutation = useInviteUser();
  const navigate = useNavigate();
  const problems = attempted ? validateInvite(draft) : {};
  const serviceField = fieldOfError(mutation.error);
  const serviceProblem = (field: keyof InviteDraft) =>
    serviceField === field && mutation.error ? toApiError(mutation.error).details : undefined;
  const set = (change: Partial<InviteDraft>) => setDraft({ ...draft, ...change });

  return (
    <form
      className="card stack"
      aria-label="Invite a person"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        setAttempted(true);
        const found = validateInvite(draft);
        const first = Object.keys(found)[0];
        if (first) return document.getElementById(`invite-${first}`)?.focus();
        mutation.mutate(
          {
            body: {
              email: draft.email.trim(),
              first_name: draft.first_name.trim(),
              last_name: draft.last_name.trim(),
              roles: draft.roles,
            },
          },
          {
            onSuccess: (user) => {
              notify('success', `Invitation sent to ${user.email}`);
              onDone();
              void navigate({ to: '/users/$userId', params: { userId: user.id } });
            },
          },
        );
      }}
    >
      <h2>Invite a person</h2>
      <div className="row" style={{ alignItems: 'flex-start' }}>
        <TextField
          id="invite-email"
          label="E-mail"
          type="email"
          value={draft.email}
          onChange={(email) => set({ email })}
          problem={problems.email ?? serviceProblem('email')}
        />
        <NameFields idPrefix="invite" value={draft} onChange={set} problems={problems} />
      </div>
      <RoleCheckboxes
        id="invite-roles"
        legend="Roles"
        roles={rolesFor('USER', data.roles)}
        value={draft.roles}
        onChange={(roles) => set({ roles })}
        problem={problems.roles ?? serviceProblem('roles')}
      />
      <div className="row">
        <button type="submit" className="button button-primary" disabled={mutation.isPending}>
          Send invitation
        </button>
        <button type="button" className="button" onClick={onDone}>
          Cancel
        </button>
      </div>
      {mutation.error && !serviceField && <ErrorPanel error={mutation.error} action="send the invitation" />}
    </form>
  );
}
