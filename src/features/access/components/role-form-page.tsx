import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useRef, useState } from 'react';
import { fieldOfError, toApiError } from '../../../api/errors';
import { usePermit } from '../../../api/identity';
import { ErrorPanel } from '../../../components/error-panel';
import { PageHeader } from '../../../components/page-header';
import { notify } from '../../../components/toasts';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes-guard';
import { apiKeyQueries } from '../api-keys-api';
import type { Role } from '../model';
import { holdersOf, roleChange } from '../role-change';
import { roleQueries, useCreateRole, useReplaceRole } from '../roles-api';
import { userQueries } from '../users-api';
import styles from './access.module.css';
import { PermissionPicker } from './permission-picker';
import { RoleChangePreview } from './role-change-preview';
import { TextField } from '../../../components/text-field';

const ConfirmModal = lazy(() => import('../../../components/confirm-modal'));

interface Draft {
  display_name: string;
  description: string;
  role_type: 'USER' | 'API';
  permissions: string[];
}

const draftOf = (role?: Role): Draft => ({
  display_name: role?.display_name ?? '',
  description: role?.description ?? '',
  role_type: role?.role_type ?? 'USER',
  permissions: role?.permissions.map((p) => p.name) ?? [],
});

/**
 * Creates or edits a custom role. Beside the form, what saving changes: the permissions granted and
 * removed (sensitive ones first) and who holds the role; sensitive changes are confirmed by name.
 */
export function RoleFormPage({ roleId }: { roleId?: string }) {
  const role = useQuery({ ...roleQueries.detail(roleId ?? ''), enabled: roleId !== undefined });
  const list = useQuery(roleQueries.list());
  // A service without role writes (the live one lists no roles either): said once, no dead form.
  if (list.data && !list.data.listed) {
    return (
      <div className="stack">
        <PageHeader title={roleId ? 'Edit role' : 'New role'} />
        <p role="note">
          This service does not take role changes from here: create and change custom roles in the
          vendor&apos;s console. <Link to="/roles">Back to roles</Link>
        </p>
      </div>
    );
  }
  if (roleId !== undefined && !role.data) {
    return role.error ? (
      <ErrorPanel error={role.error} action="load the role" onRetry={() => void role.refetch()} />
    ) : (
      <p className="muted">Loading…</p>
    );
  }
  if (role.data?.is_system_role) {
    return (
      <div className="stack">
        <PageHeader title={`Edit ${role.data.display_name}`} />
        <p>
          {role.data.display_name} is a built-in role: it cannot be changed. Create a custom role with the
          permissions you need instead. <Link to="/roles/new">New role</Link>
        </p>
      </div>
    );
  }
  return <RoleForm role={role.data} />;
}

function RoleForm({ role }: { role: Role | undefined }) {
  const { data: catalogue } = useSuspenseQuery(roleQueries.permissions());
  const roles = useQuery(roleQueries.list()).data?.roles ?? [];
  const users = useQuery(userQueries.list()).data?.users;
  const keys = useQuery(apiKeyQueries.list()).data?.api_keys;
  const permit = usePermit('roles_write', role ? 'change custom roles' : 'create custom roles');
  const [draft, setDraft] = useState(() => draftOf(role));
  const [attempted, setAttempted] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const saved = useRef(false);
  const create = useCreateRole();
  const replace = useReplaceRole();
  const mutation = role ? replace : create;
  const navigate = useNavigate();
  const all = catalogue.resources.flatMap((g) => g.permissions);
  const change = roleChange(draftOf(role).permissions, draft.permissions, all);
  const holders = role && users && keys ? holdersOf(role.role_id, users, keys) : undefined;
  const held = holders ? holders.users.length + holders.keys.length > 0 : false;
  const dirty = JSON.stringify(draft) !== JSON.stringify(draftOf(role));
  const nameProblem = attempted && !draft.display_name.trim() ? 'Give the role a name.' : undefined;
  const serviceField = fieldOfError(mutation.error);
  const serviceProblem = serviceField === 'display_name' ? toApiError(mutation.error).details : undefined;
  const set = (next: Partial<Draft>) => setDraft({ ...draft, ...next });

  const send = () => {
    const body = {
      role_type: draft.role_type,
      display_name: draft.display_name.trim(),
      description: draft.description.trim(),
      permissions: draft.permissions,
    };
    const onSuccess = (savedRole: Role) => {
      saved.current = true;
      notify('success', `Saved the role ${savedRole.display_name}`);
      void navigate({ to: '/roles/$roleId', params: { roleId: savedRole.role_id } });
    };
    if (role) replace.mutate({ params: { path: { role_id: role.role_id } }, body }, { onSuccess });
    else create.mutate({ body }, { onSuccess });
  };

  return (
    <div className="stack">
      <p>
        {role ? (
          <Link to="/roles/$roleId" params={{ roleId: role.role_id }}>
            ← {role.display_name}
          </Link>
        ) : (
          <Link to="/roles">← All roles</Link>
        )}
      </p>
      <PageHeader
        title={role ? `Edit ${role.display_name}` : 'New role'}
        lead="A custom role grants the permissions ticked here, and nothing else."
      />
      {!permit.allowed && (
        <p role="note" className="card">
          {permit.reason}
        </p>
      )}
      <div className={styles.columns}>
        <form
          className="stack"
          aria-label="Role"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            setAttempted(true);
            if (!draft.display_name.trim()) return document.getElementById('role-name')?.focus();
            if (change.sensitiveGranted.length || change.sensitiveRemoved.length) setConfirming(true);
            else send();
          }}
        >
          <fieldset className={styles.fieldset} disabled={!permit.allowed}>
            <legend>About the role</legend>
            <TextField
              id="role-name"
              label="Name"
              value={draft.display_name}
              onChange={(display_name) => set({ display_name })}
              problem={nameProblem ?? serviceProblem}
              placeholder="On-call engineer"
            />
            <TextField
              id="role-description"
              label="Description"
              value={draft.description}
              onChange={(description) => set({ description })}
            />
            <div role="radiogroup" aria-label="For" className="row">
              <span className="label">For</span>
              {(['USER', 'API'] as const).map((type) => (
                <label key={type} className="row" style={{ gap: 4 }}>
                  <input
                    type="radio"
                    name="role-type"
                    checked={draft.role_type === type}
                    disabled={held}
                    onChange={() => set({ role_type: type })}
                  />
                  {type === 'USER' ? 'Users' : 'API keys'}
                </label>
              ))}
              {held && <span className="muted">Held already, so what it is for stays.</span>}
            </div>
            <div className="field">
              <label htmlFor="role-copy">Start from the permissions of</label>
              <select
                id="role-copy"
                value=""
                onChange={(e) => {
                  const from = roles.find((r) => r.role_id === e.target.value);
                  if (from)
                    set({ permissions: from.permissions.filter((p) => !p.restricted).map((p) => p.name) });
                }}
              >
                <option value="">Choose a role…</option>
                {roles
                  .filter((r) => r.role_id !== role?.role_id)
                  .map((r) => (
                    <option key={r.role_id} value={r.role_id}>
                      {r.display_name}
                    </option>
                  ))}
              </select>
            </div>
          </fieldset>
          <PermissionPicker
            groups={catalogue.resources}
            value={draft.permissions}
            onChange={(permissions) => set({ permissions })}
            disabled={!permit.allowed}
          />
          <div className="row">
            <button
              type="submit"
              className="button button-primary"
              disabled={!permit.allowed || !dirty || mutation.isPending}
            >
              {role ? 'Save role' : 'Create role'}
            </button>
            <span className="muted" role="status">
              {draft.permissions.length} permissions
            </span>
          </div>
          {mutation.error && !serviceProblem && <ErrorPanel error={mutation.error} action="save the role" />}
        </form>
        <RoleChangePreview change={change} holders={holders} isNew={!role} />
      </div>
      <UnsavedChangesGuard
        dirty={() => dirty && !saved.current}
        what={role ? `the role ${role.display_name}` : 'the new role'}
      />
      {confirming && (
        <Suspense fallback={null}>
          <ConfirmModal
            title={`Save ${draft.display_name.trim()} with these sensitive changes?`}
            confirmLabel="Save role"
            onConfirm={send}
            onClose={() => setConfirming(false)}
          >
            {change.sensitiveGranted.length > 0 && (
              <p>Grants {change.sensitiveGranted.map((p) => p.display_name ?? p.name).join(', ')}.</p>
            )}
            {change.sensitiveRemoved.length > 0 && (
              <p>Removes {change.sensitiveRemoved.map((p) => p.display_name ?? p.name).join(', ')}.</p>
            )}
            <p>
              {holders && held
                ? `${holders.users.length} users and ${holders.keys.length} API keys hold this role; the change reaches them at their next request.`
                : 'Nobody holds this role yet.'}
            </p>
          </ConfirmModal>
        </Suspense>
      )}
    </div>
  );
}
