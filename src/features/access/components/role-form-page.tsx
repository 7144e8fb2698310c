import { withKeys } from '../../../lib/keys';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { usePermit } from '../../../api/use-identity';
import { ErrorPanel } from '../../../components/error-panel';
import { PageHeader } from '../../../components/page-header';
import { notify } from '../../../components/toasts';
import { Form } from '../../../components/form/form';
import { RadioGroup } from '../../../components/form/radio-group';
import { useForm } from '../../../components/form/use-form';
import { apiKeyQueries } from '../api-keys-api';
import type { Role } from '../model';
import { holdersOf, roleChange } from '../role-change';
import { roleQueries, useCreateRole, useReplaceRole } from '../roles-api';
import { userQueries } from '../users-api';
import styles from './access.module.css';
import { PermissionPicker } from './permission-picker';
import { RoleChangePreview } from './role-change-preview';
import { TextField } from '../../../components/form/text-field';

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
  const users = useQuery({ ...userQueries.list(), enabled: role !== undefined }).data?.users;
  const keys = useQuery({ ...apiKeyQueries.list(), enabled: role !== undefined }).data?.api_keys;
  const permit = usePermit('roles_write', role ? 'change custom roles' : 'create custom roles');
  const create = useCreateRole();
  const replace = useReplaceRole();
  const navigate = useNavigate();
  const all = catalogue.resources.flatMap((g) => g.permissions);
  const form = useForm({
    initial: draftOf(role),
    validate: (d) => (d.display_name.trim() ? {} : { display_name: 'Give the role a name.' }),
    needsConfirming: (d) => {
      const { sensitiveGranted, sensitiveRemoved } = roleChange(
        draftOf(role).permissions,
        d.permissions,
        all,
      );
      return sensitiveGranted.length + sensitiveRemoved.length > 0;
    },
    send: (d) => {
      const body = {
        role_type: d.role_type,
        display_name: d.display_name.trim(),
        description: d.description.trim(),
        permissions: d.permissions,
      };
      return role
        ? replace.mutateAsync({ params: { path: { role_id: role.role_id } }, body })
        : create.mutateAsync({ body });
    },
    onSaved: (savedRole) => {
      notify('success', `Saved the role ${savedRole.display_name}`);
      return navigate({ to: '/roles/$roleId', params: { roleId: savedRole.role_id } });
    },
  });
  const { draft, set } = form;
  const change = roleChange(draftOf(role).permissions, draft.permissions, all);
  const holders = role && users && keys ? holdersOf(role.role_id, users, keys) : undefined;
  const held = holders ? holders.users.length + holders.keys.length > 0 : false;

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
      <div className={styles.columns}>
        <Form
          form={form}
          className="stack"
          label="Role"
          unsaved={role ? `the role ${role.display_name}` : 'the new role'}
          readOnly={permit.allowed ? undefined : permit.reason}
        >
          <fieldset className="fieldset">
            <legend>About the role</legend>
            <TextField
              id="role-name"
              label="Name"
              {...form.bind('display_name')}
              placeholder="On-call engineer"
            />
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
                  if (from)
                    set({ permissions: from.permissions.filter((p) => !p.restricted).map((p) => p.name) });
                }}
              >
                <option value="">Choose a role…</option>
                {withKeys(
                  roles.filter((r) => r.role_id !== role?.role_id),
                  (r) => r.role_id,
                ).map(([r, key]) => (
                  <option key={key} value={r.role_id}>
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
          />
          <div className="row">
            <button type="submit" className="button button-primary" disabled={!form.dirty || form.pending}>
              {role ? 'Save role' : 'Create role'}
            </button>
            <span className="muted" role="status">
              {draft.permissions.length} permissions
            </span>
          </div>
          {form.unplaced && <ErrorPanel error={form.unplaced} action="save the role" />}
        </Form>
        <RoleChangePreview change={change} holders={holders} isNew={!role} />
      </div>
      {form.confirming && (
        <Suspense fallback={null}>
          <ConfirmModal
            title={`Save ${draft.display_name.trim()} with these sensitive changes?`}
            confirmLabel="Save role"
            onConfirm={() => form.answer(true)}
            onClose={() => form.answer(false)}
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
