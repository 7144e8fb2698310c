import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { ErrorPanel } from '../../../components/error-panel';
import { useRenameDashboard } from '../api';
import type { Dashboard } from '../model';
import { TagBadges } from './tag-badges';

/** The dashboard's name (renamed in place in edit mode, optimistically), description and tags. */
export function DashboardHeader({ dashboard, editing }: { dashboard: Dashboard; editing: boolean }) {
  const rename = useRenameDashboard(dashboard.id);
  const [draft, setDraft] = useState<string | null>(null);
  const problem = draft !== null && !draft.trim() ? 'A dashboard needs a name.' : null;
  return (
    <div className="stack" style={{ gap: 4 }}>
      <nav aria-label="Breadcrumb" className="muted">
        <Link to="/dashboards">Dashboards</Link> /
      </nav>
      {editing && draft !== null ? (
        <form
          className="row"
          onSubmit={(e) => {
            e.preventDefault();
            if (problem) return;
            rename.mutate({ params: { path: { dashboardId: dashboard.id } }, body: { name: draft.trim() } });
            setDraft(null);
          }}
        >
          <div className="field">
            <label htmlFor="dashboard-name">Dashboard name</label>
            <input
              id="dashboard-name"
              value={draft}
              maxLength={255}
              onChange={(e) => setDraft(e.target.value)}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? 'dashboard-name-problem' : undefined}
              autoFocus
            />
            {problem && (
              <span id="dashboard-name-problem" className="field-error">
                {problem}
              </span>
            )}
          </div>
          <button type="submit" className="button button-primary">
            Save name
          </button>
          <button type="button" className="button" onClick={() => setDraft(null)}>
            Cancel
          </button>
        </form>
      ) : (
        <div className="row">
          <h1>{dashboard.name}</h1>
          {editing && (
            <button type="button" className="button" onClick={() => setDraft(dashboard.name)}>
              Rename
            </button>
          )}
          <TagBadges tags={dashboard.tags} />
        </div>
      )}
      {dashboard.description && (
        <p className="muted" style={{ margin: 0 }}>
          {dashboard.description}
        </p>
      )}
      {rename.error && <ErrorPanel error={rename.error} action="rename this dashboard" />}
    </div>
  );
}
