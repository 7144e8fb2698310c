import { Link, Outlet } from '@tanstack/react-router';
import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { getConnection, subscribeConnection } from '../../api/connection';
import { Badge } from '../../components/badge';
import { eagerLazy } from '../../components/eager-lazy';
import { IgnoredLinkNotice } from './ignored-link-notice';
import { elsewhereStore } from '../../api/organisation-guard';
import { useViewAs } from '../../api/view-as';
import { PermissionsNotice } from './permissions-notice';
import { SessionEnded } from './session-ended';
import { SideNav } from './side-nav';
import { switching } from './switching';
import styles from './shell.module.css';
import { Icon } from '../../components/icon';

// Asked for with the frame's own code, and not waited for: the page paints without them.
const HeaderTools = eagerLazy(() => import('./header-tools'));
// Said only while previewing another role: loaded then.
const PreviewBanner = lazy(() => import('./preview-banner').then((m) => ({ default: m.PreviewBanner })));
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
  const previewing = useViewAs() !== null;
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
          <Icon name="menu" size={16} />
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
        <Suspense fallback={null}>
          <HeaderTools />
        </Suspense>
      </header>
      <div className={styles.banners}>
        {previewing && (
          <Suspense fallback={null}>
            <PreviewBanner />
          </Suspense>
        )}
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
    </div>
  );
}
