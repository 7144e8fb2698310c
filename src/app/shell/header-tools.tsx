import { lazy, useSyncExternalStore } from 'react';
import { getConnection, subscribeConnection } from '../../api/connection';
import { ExportsTray } from '../../features/exports/components/exports-tray';
import { AccountMenu } from './account-menu';
import { KeyboardCommands } from './keyboard-commands';
import { OrganisationSwitcher } from './organisation-switcher';
import { PreferencesSync } from './preferences-sync';
import { RateLimitMeter } from './rate-limit-meter';
import { SlowServiceWatch } from './slow-service';
import styles from './shell.module.css';

/** Demo mode only, so loaded only there (the demo's service has loaded by then). */
const DemoMenu = lazy(() => import('./demo-menu'));

/**
 * The header's tools (the palette's button and keys, the rate limit, exports, the organisation, the
 * demo's tools, the account) and the frame's watches (a slow service, the person's saved settings): a
 * chunk of their own that loads beside the page, which paints without them. The header keeps their
 * height from the start, and they take the row's end, so nothing moves when they arrive.
 */
export default function HeaderTools() {
  const connection = useSyncExternalStore(subscribeConnection, getConnection);
  return (
    <>
      <KeyboardCommands />
      <div className={styles.tools}>
        <RateLimitMeter />
        <ExportsTray />
        <OrganisationSwitcher />
        {/* No boundary of its own: the tools appear together, once its code is in too, so none moves
            aside for it (the rate limit, the row's first, arrives after the first answer). */}
        {connection?.mode === 'demo' && <DemoMenu />}
        <AccountMenu />
      </div>
      <PreferencesSync />
      <SlowServiceWatch />
    </>
  );
}
