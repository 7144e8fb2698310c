import { groupPermissions, permissionTypesOf, type Permission } from '../model';
import { PermissionFlags } from './permission-flags';
import { DataTable } from '../../../components/data-table';
import { withKeys } from '../../../lib/keys';
import { ShownText } from '../../../components/shown-text';
import { namedText } from '../../../lib/visible-text';

/** Permissions grouped by area against read, write and delete. */
export function PermissionMatrix({ permissions, caption }: { permissions: Permission[]; caption: string }) {
  const rows = groupPermissions(permissions);
  const types = permissionTypesOf(rows);
  if (rows.length === 0) return <p className="muted">This role grants no permissions.</p>;
  return (
    <DataTable caption={caption}>
      <thead>
        <tr>
          <th scope="col">Area</th>
          {types.map((type) => (
            <th scope="col" key={type} style={{ textTransform: 'capitalize' }}>
              {type}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.groupName}>
            <th scope="row">{row.displayName}</th>
            {types.map((type) => (
              <td key={type}>
                {!row.byType[type]?.length ? (
                  <span className="muted">
                    <span aria-hidden="true">—</span>
                    <span className="visually-hidden">not granted</span>
                  </span>
                ) : (
                  <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                    {withKeys(row.byType[type] ?? [], (p) => p.name).map(([p, key]) => (
                      <li key={key} className="row" title={p.description && namedText(p.description)}>
                        <span>
                          <ShownText text={p.display_name ?? p.name} />
                        </span>
                        <code className="muted">
                          <ShownText text={p.name} />
                        </code>
                        <PermissionFlags permission={p} />
                      </li>
                    ))}
                  </ul>
                )}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
