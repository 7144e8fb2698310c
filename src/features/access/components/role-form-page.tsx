import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { ErrorPanel } from '../../../components/error-panel';
import { Form } from '../../../components/form/form';
import { PageHeader } from '../../../components/page-header';
import type { Role } from '../model';
import { roleQueries } from '../roles-api';
import styles from './access.module.css';
import { PermissionPicker } from './permission-picker';
import { RoleAboutFields } from './role-about-fields';
import { RoleChangePreview } from './role-change-preview';
import { useRoleForm } from './use-role-form';
import { ShownText } from '../../../components/shown-text';

const ConfirmModal = lazy(() => import('../../../components/confirm-modal'));

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
          <ShownText text={role.data.display_name} /> is a built-in role: it cannot be changed. Create a
          custom role with the permissions you need instead. <Link to="/roles/new">New role</Link>
        </p>
      </div>
    );
  }
  return <RoleForm role={role.data} />;
}

function RoleForm({ role }: { role: Role | undefined }) {
  const { form, permit, catalogue, roles, change, holders, held } = useRoleForm(role);
  const { draft, set } = form;

  return (
    <div className="stack">
      <p>
        {role ? (
          <Link to="/roles/$roleId" params={{ roleId: role.role_id }}>
            ← <ShownText text={role.display_name} />
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
          <RoleAboutFields form={form} role={role} roles={roles} held={held} />
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
