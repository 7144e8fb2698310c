import { useSuspenseQuery } from '@tanstack/react-query';
import { PageHeader } from '../../../components/page-header';
import { roleQueries } from '../roles-api';
import { FlagLegend } from './permission-flags';
import { PermissionMatrix } from './permission-matrix';

/** Every permission the service knows, grouped by area. */
export function PermissionCataloguePage() {
  const { data } = useSuspenseQuery(roleQueries.permissions());
  const all = data.resources.flatMap((group) => group.permissions);
  return (
    <div className="stack">
      <PageHeader
        title="Permission catalogue"
        lead={`${all.length} permissions in ${data.resources.length} areas.`}
      />
      <FlagLegend />
      <PermissionMatrix permissions={all} caption="All permissions" />
    </div>
  );
}
