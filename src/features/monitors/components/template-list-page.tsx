import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { usePermit } from '../../../api/use-identity';
import { DataTable } from '../../../components/data-table';
import { ErrorPanel } from '../../../components/error-panel';
import { Loading } from '../../../components/loading';
import { PageHeader } from '../../../components/page-header';
import { ShownText } from '../../../components/shown-text';
import { useTablePage } from '../../../components/use-table-page';
import { withKeys } from '../../../lib/keys';
import { namedText } from '../../../lib/visible-text';
import { monitorQueries } from '../queries';
import { parametersOf } from '../templates';

/** The monitor templates: what each asks for, the monitors made from it, and making another. */
export function TemplateListPage() {
  const templates = useQuery(monitorQueries.templates());
  const monitors = useQuery(monitorQueries.list());
  const canCreate = usePermit('monitors_write', 'create monitors');
  const page = useTablePage(templates.data?.templates ?? [], 'Templates');
  const madeFrom = (id: string) => (monitors.data?.monitors ?? []).filter((m) => m.template?.id === id);
  return (
    <div className="stack">
      <PageHeader
        title="Monitor templates"
        lead="Monitors made to one pattern: fill in a template's values, backtest, save."
        actions={<Link to="/monitors">All monitors</Link>}
      />
      {templates.error ? (
        <ErrorPanel
          error={templates.error}
          action="load the templates"
          onRetry={() => void templates.refetch()}
        />
      ) : !templates.data ? (
        <Loading what="the templates" />
      ) : !templates.data.templates.length ? (
        <p className="muted">No monitor templates yet.</p>
      ) : (
        <>
          <DataTable caption="Monitor templates">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Asks for</th>
                <th scope="col">Monitors made from it</th>
                <th scope="col">
                  <span className="visually-hidden">Make a monitor</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {withKeys(page.rows, (t) => t.id).map(([t, key]) => {
                const made = madeFrom(t.id);
                return (
                  <tr key={key}>
                    <th scope="row">
                      <ShownText text={t.name} />
                      {t.description && (
                        <div className="muted">
                          <ShownText text={t.description} />
                        </div>
                      )}
                    </th>
                    <td>
                      {parametersOf(t)
                        .map((p) => `${p.name} (${p.type.toLowerCase().replace('_', ' ')})`)
                        .join(', ') || 'Nothing'}
                    </td>
                    <td>
                      {monitors.error ? (
                        'Not known: the monitors did not load.'
                      ) : made.length ? (
                        <ul className="plain-list stack">
                          {withKeys(made, (m) => m.id).map(([m, k]) => (
                            <li key={k}>
                              <Link to="/monitors/$monitorId" params={{ monitorId: m.id }}>
                                <ShownText text={m.name} />
                              </Link>
                            </li>
                          ))}
                        </ul>
                      ) : (
                        <span className="muted">None yet</span>
                      )}
                    </td>
                    <td>
                      {canCreate.allowed ? (
                        <Link
                          to="/monitors/new"
                          search={{ template: t.id }}
                          aria-label={`Make a monitor from ${namedText(t.name)}`}
                        >
                          Make a monitor
                        </Link>
                      ) : (
                        <span className="muted">{canCreate.reason}</span>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </DataTable>
          {page.pager}
        </>
      )}
    </div>
  );
}
