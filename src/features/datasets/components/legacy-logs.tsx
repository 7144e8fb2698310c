import { withKeys } from '../../../lib/keys';
import { useSuspenseQuery } from '@tanstack/react-query';
import { datasetQueries } from '../../../api/datasets';
import { DataTable } from '../../../components/data-table';
import { ShownText } from '../../../components/shown-text';

/**
 * The deprecated list form of datasets. Older integrations still name datasets by logset and log;
 * this shows which collection and dataset each legacy name is now.
 */
export function LegacyLogs() {
  const { data } = useSuspenseQuery(datasetQueries.logs());
  const logs = [...data.logs].sort((a, b) => Number(!a.logset) - Number(!b.logset));
  return (
    <section aria-labelledby="legacy-logs" className="stack">
      <h2 id="legacy-logs">Legacy log list</h2>
      <p className="muted">
        The deprecated <code>/logs</code> list: a logset is now a collection, a log a dataset. Use the new
        names in new integrations.
      </p>
      <DataTable caption="Legacy names and the datasets they are now">
        <thead>
          <tr>
            <th scope="col">Legacy logset/log</th>
            <th scope="col">Collection/dataset</th>
            <th scope="col">Log id</th>
          </tr>
        </thead>
        <tbody>
          {withKeys(logs, (log) => log.log_id).map(([log, key]) => (
            <tr key={key}>
              <th scope="row">
                {log.logset ? (
                  `${log.logset}/${log.log ?? ''}`
                ) : (
                  <span className="muted">No legacy name</span>
                )}
              </th>
              <td>
                <ShownText text={`${log.collection}/${log.dataset}`} />
              </td>
              <td>
                <code>{log.log_id}</code>
              </td>
            </tr>
          ))}
        </tbody>
      </DataTable>
    </section>
  );
}
