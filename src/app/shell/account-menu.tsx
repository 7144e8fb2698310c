import { Link } from '@tanstack/react-router';
import { KeyRound, LogOut, UserRound } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { getConnection, subscribeConnection } from '../../api/connection';
import { holdsKnown, useIdentity } from '../../api/identity';
import { LazyPopover } from '../../components/lazy-popover';
import { RoleBadges } from '../../features/access/components/role-badges';
import { useSignOut } from '../use-sign-out';
import styles from './shell.module.css';
import { ViewAsControl } from './view-as-control';

/** Who is signed in, with what, as which roles; previewing another role; signing out. */
export function AccountMenu() {
  const identity = useIdentity();
  const connection = useSyncExternalStore(subscribeConnection, getConnection);
  const signOutNow = useSignOut();
  const name = identity?.display_name ?? 'Account';
  const withKey = connection?.credentials.kind === 'api-key';
  const Icon = withKey ? KeyRound : UserRound;
  return (
    <LazyPopover
      ariaLabel={`Account: ${name}`}
      title="Account"
      placement="bottom end"
      label={
        <>
          <Icon size={14} aria-hidden="true" />
          <span className={styles.accountName}>{name}</span>
        </>
      }
    >
      {(close) => (
        <div className="stack">
          <p style={{ margin: 0 }}>
            {identity?.identity?.type === 'USER_ID' ? (
              <Link to="/users/$userId" params={{ userId: identity.identity.id }} onClick={close}>
                {name}
              </Link>
            ) : (
              <strong>{name}</strong>
            )}
            <br />
            <span className="muted">
              Signed in with {withKey ? 'an API key' : 'a token'}
              {connection ? ` to ${connection.mode === 'demo' ? 'the demo service' : connection.label}` : ''}
            </span>
          </p>
          <RoleBadges roles={identity?.roles ?? []} readable={holdsKnown(identity, 'roles_read')} />
          <ViewAsControl />
          <button
            type="button"
            className="button"
            onClick={() => {
              close();
              signOutNow();
            }}
          >
            <LogOut size={14} aria-hidden="true" />
            Sign out
          </button>
        </div>
      )}
    </LazyPopover>
  );
}
