import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import type { Dashboard } from '../model';
import { TagBadges } from './tag-badges';
import { ShownText } from '../../../components/shown-text';

// Loaded when the person renames: the dashboard's first download carries no form.
const RenameForm = lazy(() => import('./rename-form'));

/** The dashboard's name (renamed in place in edit mode), description and tags. */
export function DashboardHeader({ dashboard, editing }: { dashboard: Dashboard; editing: boolean }) {
  const [renaming, setRenaming] = useState(false);
  return (
    <div className="stack" style={{ gap: 4 }}>
      <nav aria-label="Breadcrumb" className="muted">
        <Link to="/dashboards">Dashboards</Link> /
      </nav>
      {editing && renaming ? (
        <Suspense
          fallback={
            <h1>
              <ShownText text={dashboard.name} />
            </h1>
          }
        >
          <RenameForm dashboard={dashboard} onDone={() => setRenaming(false)} />
        </Suspense>
      ) : (
        <div className="row">
          <h1>
            <ShownText text={dashboard.name} />
          </h1>
          {editing && (
            <button type="button" className="button" onClick={() => setRenaming(true)}>
              Rename
            </button>
          )}
          <TagBadges tags={dashboard.tags} />
        </div>
      )}
      {dashboard.description && (
        <p className="muted" style={{ margin: 0 }}>
          <ShownText text={dashboard.description} />
        </p>
      )}
    </div>
  );
}
