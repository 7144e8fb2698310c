import { lazy, Suspense, useState } from 'react';
import { fieldOfError, toApiError } from '../../../api/errors';
import { usePermit } from '../../../api/identity';
import { ErrorPanel } from '../../../components/error-panel';
import { notify } from '../../../components/toasts';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes-guard';
import type { Role } from '../model';
import { rolesFor } from '../role-change';
import { useUpdateUser } from '../users-api';
import {
  changedFields,
  draftOf,
  fullName,
  LOGIN_METHODS,
  validateUserDraft,
  type User,
  type UserDraft,
} from '../users-model';
import styles from './access.module.css';
import { RoleCheckboxes } from './role-checkboxes';
import { NameFields } from './name-fields';

const ConfirmModal = lazy(() => import('../../../components/confirm-modal'));

/**
 * Edits a person: names (anyone may edit their own), roles and sign-in methods (users_write). Sends
 * only what changed; a change of roles is confirmed first, naming what is gained and lost.
 */
export function UserEditForm({ user, isSelf, roles }: { user: User; isSelf: boolean; roles: Role[] }) {
  const permit = usePermit('users_write', "change people's names, roles and sign-in methods");
  const [draft, setDraft] = useState(() => draftOf(user));
  const [attempted, setAttempted] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const mutation = useUpdateUser();
  const patch = changedFields(user, draft);
  const problems = attempted ? validateUserDraft(draft) : {};
  const serviceField = fieldOfError(mutation.error);
  const set = (change: Partial<UserDraft>) => setDraft({ ...draft, ...change });
  const roleName = (id: string) => {
    const role = roles.find((r) => r.role_id === id);
    const sensitive = role?.permissions.filter((p) => p.sensitive).length ?? 0;
    return `${role?.display_name ?? id}${sensitive ? ` (${sensitive} sensitive permissions)` : ''}`;
  };

  if (!permit.allowed && !isSelf) {
    return <p className="muted">{permit.reason}</p>;
  }
  const profileOnly = !permit.allowed;

  const send = () => {
    if (!patch) return;
    mutation.mutate(
      { params: { path: { userId: user.id } }, body: patch },
      {
        onSuccess: (updated) => {
          setDraft(draftOf(updated));
          setAttempted(false);
          notify('success', `Saved ${fullName(updated)}`);
        },
      },
    );
  };
  const gained = draft.roles.filter((r) => !user.roles.includes(r));
  const lost = user.roles.filter((r) => !draft.roles.includes(r));

  return (
    <form
      className="card stack"
      aria-label={isSelf && profileOnly ? 'Your profile' : `Edit ${fullName(user)}`}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        setAttempted(true);
        const first = Object.keys(validateUserDraft(draft))[0];
        if (first) return document.getElementById(`user-${first}`)?.focus();
        if (patch?.roles) setConfirming(true);
        else send();
      }}
    >
      <h2>{isSelf && profileOnly ? 'Your profile' : 'Edit'}</h2>
      {profileOnly && <p className="muted">You can change your own name. {permit.reason}</p>}
      <div className="row" style={{ alignItems: 'flex-start' }}>
        <NameFields idPrefix="user" value={draft} onChange={set} problems={problems} />
      </div>
      {!profileOnly && (
        <>
          <RoleCheckboxes
            id="user-roles"
            legend="Roles"
            roles={rolesFor('USER', roles)}
            value={draft.roles}
            onChange={(next) => set({ roles: next })}
            problem={
              problems.roles ?? (serviceField === 'roles' ? toApiError(mutation.error).details : undefined)
            }
          />
          <fieldset
            id="user-login_methods"
            className={styles.fieldset}
            aria-describedby={problems.login_methods ? 'user-login-problem' : undefined}
          >
            <legend>May sign in with</legend>
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
            {problems.login_methods && (
              <span id="user-login-problem" className="field-error">
                {problems.login_methods}
              </span>
            )}
          </fieldset>
        </>
      )}
      <div className="row">
        <button type="submit" className="button button-primary" disabled={!patch || mutation.isPending}>
          Save changes
        </button>
        <button type="button" className="button" disabled={!patch} onClick={() => setDraft(draftOf(user))}>
          Undo changes
        </button>
        <span className="muted" role="status">
          {patch ? `Changed: ${Object.keys(patch).join(', ').replace(/_/g, ' ')}` : 'No changes'}
        </span>
      </div>
      {mutation.error && serviceField !== 'roles' && (
        <ErrorPanel error={mutation.error} action="save the changes" />
      )}
      <UnsavedChangesGuard dirty={() => patch !== null && !mutation.isPending} what={fullName(user)} />
      {confirming && (
        <Suspense fallback={null}>
          <ConfirmModal
            title={`Change the roles of ${fullName(user)}?`}
            confirmLabel="Change roles"
            onConfirm={send}
            onClose={() => setConfirming(false)}
          >
            <p>
              {gained.length > 0 && <>They gain {gained.map(roleName).join(', ')}. </>}
              {lost.length > 0 && <>They lose {lost.map(roleName).join(', ')}. </>}
              This takes effect at their next request.
            </p>
          </ConfirmModal>
        </Suspense>
      )}
    </form>
  );
}
