import type { components } from '../../src/api/schema.gen';
import { permissionByName } from '../db/permissions';
import type { StoredDashboard, StoredGroup, StoredRole, StoredWidget } from '../db/types';

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

export function widgetView({ org_id: _org, ...widget }: StoredWidget): Schemas['Widget'] {
  return widget;
}

/** A dashboard as our service lists it: its layout names its widgets, which are not joined. */
export function dashboardListView(dashboard: StoredDashboard): Schemas['Dashboard'] {
  const { widgets: _widgets, ...rest } = dashboardView(dashboard, new Map());
  return rest;
}

/** A dashboard with its widgets joined and its one stored layout. */
export function dashboardView(
  dashboard: StoredDashboard,
  byId: ReadonlyMap<string, StoredWidget>,
): Schemas['Dashboard'] {
  return {
    id: dashboard.id,
    name: dashboard.name,
    description: dashboard.description,
    tags: dashboard.tags,
    widgets: dashboard.widget_ids.flatMap((id) => {
      const widget = byId.get(id);
      return widget ? [widgetView(widget)] : [];
    }),
    layout: { widget_layouts: dashboard.widget_layouts },
    ...(dashboard.template ? { template: dashboard.template } : {}),
    metadata: dashboard.metadata,
  };
}
