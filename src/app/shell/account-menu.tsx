import { Icon } from '../../components/icon';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { getConnection, subscribeConnection } from '../../api/connection';
import { useIdentity } from '../../api/use-identity';
import { LazyPopover } from '../../components/lazy-popover';
import { Loading } from '../../components/loading';
import styles from './shell.module.css';
import { ShownText } from '../../components/shown-text';

// Its roles, "View as" (with the role list it asks for) and sign-out load on first open: every page
// shows the button, few open it.
const AccountMenuContent = lazy(() => import('./account-menu-content'));

/** The account's button in the header: who is signed in, and with what. */
export function AccountMenu() {
  const identity = useIdentity();
  const connection = useSyncExternalStore(subscribeConnection, getConnection);
  const name = identity?.display_name ?? 'Account';
  const icon = connection?.credentials.kind === 'api-key' ? 'key-round' : 'user-round';
  return (
    <LazyPopover
      ariaLabel={`Account: ${name}`}
      title="Account"
      placement="bottom end"
      label={
        <>
          <Icon name={icon} size={14} />
          <span className={styles.accountName}>
            <ShownText text={name} />
          </span>
        </>
      }
    >
      {(close) => (
        <Suspense fallback={<Loading what="your account" />}>
          <AccountMenuContent close={close} />
        </Suspense>
      )}
    </LazyPopover>
  );
}
