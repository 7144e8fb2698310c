import type { components } from '../../src/api/schema.gen';
import { permissionByName } from '../db/permissions';
import type { StoredGroup, StoredRole } from '../db/types';

type Schemas = components['schemas'];

/** A stored role as the contract shows it: every permission joined from the catalogue. */
export function roleView(role: StoredRole): Schemas['Role'] {
  return {
    role_id: role.role_id,
    role_type: role.role_type,
    display_name: role.display_name,
    description: role.description,
    is_system_role: role.is_system_role,
    metadata: role.metadata,
    permissions: role.permission_names.flatMap((name) => permissionByName(name) ?? []),
  };
}

export function groupView({ org_id: _org, ...group }: StoredGroup): Schemas['Group'] {
  return group;
}
