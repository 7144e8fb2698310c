import { FRESH, ifMatch, versioned } from '../../../api/versions';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { usePermit } from '../../../api/use-identity';
import { ErrorPanel } from '../../../components/error-panel';
import { notify } from '../../../components/toasts';
import { FieldSet } from '../../../components/form/field';
import { Form } from '../../../components/form/form';
import { useForm } from '../../../components/form/use-form';
import type { Role } from '../model';
import { mergeIds, rolesFor } from '../role-change';
import { userQueries, useUpdateUser } from '../users-api';
import {
  changedFields,
  draftOf,
  fullName,
  LOGIN_METHODS,
  validateUserDraft,
  type User,
} from '../users-model';
import { RoleCheckboxes } from './role-checkboxes';
import { NameFields } from './name-fields';
import { namedText } from '../../../lib/visible-text';

const FIELD_LABELS: Record<string, string> = {
  first_name: 'First name',
  last_name: 'Last name',
  roles: 'Roles',
  login_methods: 'May sign in with',
};

const ConfirmModal = lazy(() => import('../../../components/confirm-modal'));

/**
 * Edits a person: names (anyone may edit their own), roles and sign-in methods (users_write). Sends
 * only what changed; a change of roles is confirmed first, naming what is gained and lost.
 */
export function UserEditForm({ user, isSelf, roles }: { user: User; isSelf: boolean; roles: Role[] }) {
  const permit = usePermit('users_write', "change people's names, roles and sign-in methods");
  const mutation = useUpdateUser();
  const queryClient = useQueryClient();
  const form = useForm({
    initial: draftOf(user),
    validate: validateUserDraft,
    needsConfirming: (d) => !!changedFields(user, d)?.roles,
    // Another admin may change the person meanwhile: read afresh before the write; a role they added
    // stays unless this form removed it (src/features/access/role-change.ts).
    concurrent: {
      current: async () =>
        versioned(await queryClient.fetchQuery({ ...userQueries.detail(user.id), ...FRESH }), draftOf),
      merge: { roles: mergeIds },
      label: (field) => FIELD_LABELS[field] ?? field,
      show: (field, value) =>
        field === 'roles' && Array.isArray(value)
          ? value.map((id: string) => roles.find((r) => r.role_id === id)?.display_name ?? id).join(', ') ||
            'none'
          : field === 'login_methods' && value && typeof value === 'object'
            ? Object.entries(value)
                .filter(([, on]) => on)
                .map(([m]) => m)
                .join(', ') || 'none'
            : String(value),
    },
    send: (d, version) =>
      mutation.mutateAsync({
        params: { path: { userId: user.id }, ...ifMatch(version) },
        body: changedFields(user, d) ?? {},
      }),
    onSaved: (updated) => notify('success', `Saved ${fullName(updated)}`),
  });
  const { draft, set } = form;
  const patch = changedFields(user, draft);
  const roleName = (id: string) => {
    const role = roles.find((r) => r.role_id === id);
    const sensitive = role?.permissions.filter((p) => p.sensitive).length ?? 0;
    return `${role?.display_name ?? id}${sensitive ? ` (${sensitive} sensitive permissions)` : ''}`;
  };

  if (!permit.allowed && !isSelf) {
    return <p className="muted">{permit.reason}</p>;
  }
  const profileOnly = !permit.allowed;

  const gained = draft.roles.filter((r) => !user.roles.includes(r));
  const lost = user.roles.filter((r) => !draft.roles.includes(r));

  return (
    <Form
      form={form}
      className="card stack"
      label={isSelf && profileOnly ? 'Your profile' : `Edit ${namedText(fullName(user))}`}
      unsaved={fullName(user)}
    >
      <h2>{isSelf && profileOnly ? 'Your profile' : 'Edit'}</h2>
      {profileOnly && <p className="muted">You can change your own name. {permit.reason}</p>}
      <div className="row" style={{ alignItems: 'flex-start' }}>
        <NameFields idPrefix="user" value={draft} onChange={set} problems={form.problems} />
      </div>
      {!profileOnly && (
        <>
          <RoleCheckboxes
            id="user-roles"
            legend="Roles"
            roles={rolesFor('USER', roles)}
            value={form.draft.roles}
            onChange={(chosen) => form.set({ roles: chosen })}
            problem={form.problem('roles')}
          />
          <FieldSet
            id="user-login_methods"
            className="fieldset"
            legend="May sign in with"
            problem={form.problem('login_methods')}
          >
            {LOGIN_METHODS.map((m) => (
              <label key={m.key} className="row" style={{ gap: 6 }}>
                <input
                  type="checkbox"
                  checked={draft.login_methods[m.key] === true}
                  onChange={(e) =>
                    set({ login_methods: { ...draft.login_methods, [m.key]: e.target.checked } })
                  }
                />
                {m.label}
              </label>
            ))}
          </FieldSet>
        </>
      )}
      <div className="row">
        <button type="submit" className="button button-primary" disabled={!patch || form.pending}>
          Save changes
        </button>
        <button type="button" className="button" disabled={!patch} onClick={() => form.reset()}>
          Undo changes
        </button>
        <span className="muted" role="status">
          {patch ? `Changed: ${Object.keys(patch).join(', ').replace(/_/g, ' ')}` : 'No changes'}
        </span>
      </div>
      {form.unplaced && <ErrorPanel error={form.unplaced} action="save the changes" />}
      {form.confirming && (
        <Suspense fallback={null}>
          <ConfirmModal
            title={`Change the roles of ${fullName(user)}?`}
            confirmLabel="Change roles"
            onConfirm={() => form.answer(true)}
            onClose={() => form.answer(false)}
          >
            <p>
              {gained.length > 0 && <>They gain {gained.map(roleName).join(', ')}. </>}
              {lost.length > 0 && <>They lose {lost.map(roleName).join(', ')}. </>}
              This takes effect at their next request.
            </p>
          </ConfirmModal>
        </Suspense>
      )}
    </Form>
  );
}
