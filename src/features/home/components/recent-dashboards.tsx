import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useIdentity } from '../../../api/use-identity';
import { withKeys } from '../../../lib/keys';
import { personKey, readRecent } from '../../../lib/recent';
import { homeQueries } from '../api';
import styles from './home.module.css';
import { ShownText } from '../../../components/shown-text';

/** The dashboards this person opened lately, by their names at the service. */
export function RecentDashboards() {
  const person = personKey(useIdentity());
  const [recent] = useState(() => readRecent<{ id: string; name: string }>('dashboards', person));
  const dashboards = useQuery({ ...homeQueries.dashboards(), enabled: recent.length > 0 });
  // Names as the service has them now; a dashboard deleted since is left out.
  const current = new Map((dashboards.data?.dashboards ?? []).map((d) => [d.id, d.name]));
  const shown = dashboards.data ? recent.filter((d) => current.has(d.id)) : recent;
  return (
    <section aria-labelledby="home-dashboards" className={styles.card}>
      <h2 id="home-dashboards">Recently opened dashboards</h2>
      {shown.length === 0 ? (
        <p className="muted">
          The dashboards you open are listed here. <Link to="/dashboards">All dashboards</Link>
        </p>
      ) : (
        <ul className="plain-list stack" aria-label="Recently opened dashboards">
          {withKeys(shown, (d) => d.id).map(([d, key]) => (
            <li key={key}>
              <Link to="/dashboards/$dashboardId" params={{ dashboardId: d.id }}>
                <ShownText text={current.get(d.id) ?? d.name} />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
