import { FRESH, ifMatch, versioned } from '../../../api/versions';
import { useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { usePermit } from '../../../api/use-identity';
import { useForm } from '../../../components/form/use-form';
import { notify } from '../../../components/toasts';
import { apiKeyQueries } from '../api-keys-api';
import type { Role } from '../model';
import { holdersOf, mergeIds, roleChange } from '../role-change';
import { roleQueries, useCreateRole, useReplaceRole } from '../roles-api';
import { userQueries } from '../users-api';

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
 * The role form's state: the draft, the catalogue it picks from, what saving changes (permissions
 * granted and removed, sensitive ones asked about first) and, for a saved role, who holds it.
 */
export function useRoleForm(role: Role | undefined) {
  const { data: catalogue } = useSuspenseQuery(roleQueries.permissions());
  const roles = useQuery(roleQueries.list()).data?.roles ?? [];
  const users = useQuery({ ...userQueries.list(), enabled: role !== undefined }).data?.users;
  const keys = useQuery({ ...apiKeyQueries.list(), enabled: role !== undefined }).data?.api_keys;
  const permit = usePermit('roles_write', role ? 'change custom roles' : 'create custom roles');
  const create = useCreateRole();
  const replace = useReplaceRole();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const all = catalogue.resources.flatMap((g) => g.permissions);
  const form = useForm({
    initial: draftOf(role),
    validate: (d) => (d.display_name.trim() ? {} : { display_name: 'Give the role a name.' }),
    ...(role && {
      concurrent: {
        current: async () =>
          versioned(await queryClient.fetchQuery({ ...roleQueries.detail(role.role_id), ...FRESH }), draftOf),
        merge: { permissions: mergeIds },
      },
    }),
    needsConfirming: (d) => {
      const { sensitiveGranted, sensitiveRemoved } = roleChange(
        draftOf(role).permissions,
        d.permissions,
        all,
      );
      return sensitiveGranted.length + sensitiveRemoved.length > 0;
    },
    send: (d, version) => {
      const body = {
        role_type: d.role_type,
        display_name: d.display_name.trim(),
        description: d.description.trim(),
        permissions: d.permissions,
      };
      return role
        ? replace.mutateAsync({ params: { path: { role_id: role.role_id }, ...ifMatch(version) }, body })
        : create.mutateAsync({ body });
    },
    onSaved: (savedRole) => {
      notify('success', `Saved the role ${savedRole.display_name}`);
      return navigate({ to: '/roles/$roleId', params: { roleId: savedRole.role_id } });
    },
  });
  const change = roleChange(draftOf(role).permissions, form.draft.permissions, all);
  const holders = role && users && keys ? holdersOf(role.role_id, users, keys) : undefined;
  const held = holders ? holders.users.length + holders.keys.length > 0 : false;
  return { form, permit, catalogue, roles, change, holders, held };
}

export type RoleForm = ReturnType<typeof useRoleForm>['form'];
