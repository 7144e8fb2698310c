import { Link, Outlet } from '@tanstack/react-router';
import { Menu } from 'lucide-react';
import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { getConnection, subscribeConnection } from '../../api/connection';
import { Badge } from '../../components/badge';
import { ExportsTray } from '../../features/exports/components/exports-tray';
import { AccountMenu } from './account-menu';
import { IgnoredLinkNotice } from './ignored-link-notice';
import { elsewhereStore } from '../../api/organisation-guard';
import { KeyboardCommands } from './keyboard-commands';
import { OrganisationSwitcher } from './organisation-switcher';
import { PreferencesSync } from './preferences-sync';
import { PermissionsNotice } from './permissions-notice';
import { PreviewBanner } from './preview-banner';
import { RateLimitMeter } from './rate-limit-meter';
import { SessionEnded } from './session-ended';
import { SideNav } from './side-nav';
import { SlowServiceWatch } from './slow-service';
import { switching } from './switching';
import styles from './shell.module.css';

/** Demo mode only, so loaded only there. */
const DemoMenu = lazy(() => import('./demo-menu'));
// Said only when another tab moved the person's organisation: loaded then.
const OrganisationElsewhereNotice = lazy(() => import('./organisation-elsewhere-notice'));

/**
 * The console's frame: one header row (the palette, the rate limit, exports, the organisation, the
 * demo's tools and the account in menus), the grouped navigation, and the page.
 */
export function AppShell() {
  const switchingTo = useSyncExternalStore(switching.subscribe, switching.get);
  const connection = useSyncExternalStore(subscribeConnection, getConnection);
  const elsewhere = useSyncExternalStore(elsewhereStore.subscribe, elsewhereStore.get);
  // The navigation as a drawer on a phone, opened by the header's menu button.
  const [navOpen, setNavOpen] = useState(false);
  if (switchingTo)
    return (
      <main id="main" className={styles.switching}>
        <p role="status">Switching to {switchingTo}…</p>
      </main>
    );
  return (
    <div className={styles.shell}>
      <a className={styles.skip} href="#main">
        Skip to content
      </a>
      <header className={styles.header}>
        <button
          type="button"
          className={`button ${styles.menuButton}`}
          aria-expanded={navOpen}
          aria-controls="areas"
          onClick={() => setNavOpen(!navOpen)}
        >
          <Menu size={16} aria-hidden="true" />
          <span className="visually-hidden">Menu</span>
        </button>
        <Link to="/" className={styles.brand} aria-label="Lookout: Home">
          Lookout
        </Link>
        {connection && (
          <span className="wide-only">
            <Badge tone={connection.mode === 'demo' ? 'info' : 'neutral'} title={connection.baseUrl}>
              {connection.mode === 'demo' ? 'Demo' : connection.label}
            </Badge>
          </span>
        )}
        <KeyboardCommands />
        <div className={styles.tools}>
          <RateLimitMeter />
          <ExportsTray />
          <OrganisationSwitcher />
          {connection?.mode === 'demo' && (
            <Suspense fallback={null}>
              <DemoMenu />
            </Suspense>
          )}
          <AccountMenu />
        </div>
        <PreferencesSync />
      </header>
      <div className={styles.banners}>
        <PreviewBanner />
        <PermissionsNotice />
        <IgnoredLinkNotice />
        {elsewhere && (
          <Suspense fallback={null}>
            <OrganisationElsewhereNotice />
          </Suspense>
        )}
      </div>
      <SideNav id="areas" open={navOpen} onNavigate={() => setNavOpen(false)} />
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <SessionEnded />
      <SlowServiceWatch />
    </div>
  );
}
