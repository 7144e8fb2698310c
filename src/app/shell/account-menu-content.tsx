import { Link } from '@tanstack/react-router';
import { useSyncExternalStore } from 'react';
import { getConnection, subscribeConnection } from '../../api/connection';
import { holdsKnown } from '../../api/identity';
import { useIdentity } from '../../api/use-identity';
import { RoleBadges } from '../../features/access/components/role-badges';
import { useSignOut } from '../use-sign-out';
import { ViewAsControl } from './view-as-control';
import { ShownText } from '../../components/shown-text';
import { Icon } from '../../components/icon';

/** The account menu's content: who, with what, as which roles; "View as"; signing out. */
export default function AccountMenuContent({ close }: { close: () => void }) {
  const identity = useIdentity();
  const connection = useSyncExternalStore(subscribeConnection, getConnection);
  const signOutNow = useSignOut();
  const name = identity?.display_name ?? 'Account';
  return (
    <div className="stack">
      <p style={{ margin: 0 }}>
        {identity?.identity?.type === 'USER_ID' ? (
          <Link to="/users/$userId" params={{ userId: identity.identity.id }} onClick={close}>
            <ShownText text={name} />
          </Link>
        ) : (
          <strong>
            <ShownText text={name} />
          </strong>
        )}
        <br />
        <span className="muted">
          Signed in with {connection?.credentials.kind === 'api-key' ? 'an API key' : 'a token'}
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
        <Icon name="log-out" size={14} />
        Sign out
      </button>
    </div>
  );
}
