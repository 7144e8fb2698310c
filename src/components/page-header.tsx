import type { ReactNode } from 'react';
import { shown } from './shown-text';

/** The title of a page, with an optional lead and actions on the right. */
export function PageHeader({
  title,
  lead,
  actions,
}: {
  title: ReactNode;
  lead?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className="row" style={{ justifyContent: 'space-between', marginBottom: 'var(--space-4)' }}>
      <div>
        <h1>{shown(title)}</h1>
        {lead && (
          <p className="muted" style={{ margin: 0 }}>
            {shown(lead)}
          </p>
        )}
      </div>
      {actions && <div className="row">{actions}</div>}
    </div>
  );
}
