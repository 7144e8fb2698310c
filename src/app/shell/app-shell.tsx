import { Link, Outlet } from '@tanstack/react-router';
import { useSyncExternalStore } from 'react';
import { ExportsTray } from '../../features/exports/components/exports-tray';
import { IdentityBar } from './identity-bar';
import { IgnoredLinkNotice } from './ignored-link-notice';
import { KeyboardCommands } from './keyboard-commands';
import { NAV } from './nav';
import { PreferencesSync } from './preferences-sync';
import { PermissionsNotice } from './permissions-notice';
import { PreviewBanner } from './preview-banner';
import { RateLimitMeter } from './rate-limit-meter';
import { SessionEnded } from './session-ended';
import { switching } from './switching';
import styles from './shell.module.css';

/** The console's frame: navigation, identity, rate limit, and the page. */
export function AppShell() {
  const switchingTo = useSyncExternalStore(switching.subscribe, switching.get);
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
        <Link to="/roles" className={styles.brand}>
          Lookout
        </Link>
        <RateLimitMeter />
        <PreferencesSync />
        <KeyboardCommands />
        <ExportsTray />
        <IdentityBar />
      </header>
      <div className={styles.banners}>
        <PreviewBanner />
        <PermissionsNotice />
        <IgnoredLinkNotice />
      </div>
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
      <SessionEnded />
    </div>
  );
}
