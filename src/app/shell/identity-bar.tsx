import { notify } from '../../components/toasts';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { KeyRound, LogOut, RotateCcw, UserRound } from 'lucide-react';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { getConnection, subscribeConnection } from '../../api/connection';
import { useIdentity } from '../../api/identity';
import { Badge } from '../../components/badge';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { startDemo } from '../demo';
import { useSignOut } from '../use-sign-out';
import styles from './shell.module.css';
import { OrganisationSwitcher } from './organisation-switcher';
import { ViewAsControl } from './view-as-control';

/** Demo mode only, so loaded only there. */
const DemoTrouble = lazy(() => import('./demo-trouble'));

/** Who is signed in, as which role, in which organisation; sign out; reset the demo. */
export function IdentityBar() {
  const identity = useIdentity();
  const connection = useSyncExternalStore(subscribeConnection, getConnection);
  const queryClient = useQueryClient();
  const signOutNow = useSignOut();

  const resetDemo = async () => {
    (await startDemo()).reset();
    await queryClient.resetQueries();
    notify('success', 'Demo data reset to the seed');
  };

  return (
    <div className={styles.identity}>
      {connection && (
        <Badge tone={connection.mode === 'demo' ? 'info' : 'neutral'} title={connection.baseUrl}>
          {connection.mode === 'demo' ? 'Demo' : connection.label}
        </Badge>
      )}
      <OrganisationSwitcher />
      {identity && (
        <span
          className="row"
          title={
            connection?.credentials.kind === 'api-key'
              ? 'Signed in with an API key'
              : 'Signed in with a token'
          }
        >
          {connection?.credentials.kind === 'api-key' ? (
            <KeyRound size={14} aria-hidden="true" />
          ) : (
            <UserRound size={14} aria-hidden="true" />
          )}
          {identity.identity?.type === 'USER_ID' ? (
            <Link to="/users/$userId" params={{ userId: identity.identity.id }} title="Your profile">
              {identity.display_name}
            </Link>
          ) : (
            <span>{identity.display_name}</span>
          )}
          <Badge>{identity.roles.join(', ') || 'role unknown'}</Badge>
        </span>
      )}
      <ViewAsControl />
      {connection?.mode === 'demo' && (
        <Suspense fallback={null}>
          <DemoTrouble />
        </Suspense>
      )}
      {connection?.mode === 'demo' && (
        <ConfirmDialog
          triggerLabel={
            <>
              <RotateCcw size={14} aria-hidden="true" />
              Reset demo data
            </>
          }
          title="Reset the demo data?"
          confirmLabel="Reset demo data"
          onConfirm={() => void resetDemo()}
        >
          <p>Everything changed in the demo (users, groups, roles) goes back to the seed data.</p>
        </ConfirmDialog>
      )}
      <button type="button" className="button" onClick={signOutNow}>
        <LogOut size={14} aria-hidden="true" />
        Sign out
      </button>
    </div>
  );
}
