import { Link, Outlet } from '@tanstack/react-router';
import { ExportsTray } from '../../features/exports/components/exports-tray';
import { IdentityBar } from './identity-bar';
import { PreviewBanner } from './preview-banner';
import { RateLimitMeter } from './rate-limit-meter';
import styles from './shell.module.css';

/** The areas that exist so far; later areas join this list. */
const NAV = [
  { to: '/search', label: 'Logs' },
  { to: '/dashboards', label: 'Dashboards' },
  { to: '/monitors', label: 'Monitors' },
  { to: '/users', label: 'Users' },
  { to: '/groups', label: 'Groups' },
  { to: '/roles', label: 'Roles' },
  { to: '/permissions', label: 'Permissions' },
  { to: '/api-keys', label: 'API keys' },
] as const;

/** The console's frame: navigation, identity, rate limit, and the page. */
export function AppShell() {
  return (
    <div className={styles.shell}>
      <a className={styles.skip} href="#main">
        Skip to content
      </a>
      <header className={styles.header}>
        <Link to="/roles" className={styles.brand}>
          Lookout
        </Link>
        <RateLimitMeter />
        <ExportsTray />
        <IdentityBar />
      </header>
      <PreviewBanner />
      <nav className={styles.nav} aria-label="Areas">
        <ul>
          {NAV.map((item) => (
            <li key={item.to}>
              <Link to={item.to} activeProps={{ 'aria-current': 'page', className: styles.active }}>
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
