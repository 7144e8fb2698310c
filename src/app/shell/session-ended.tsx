import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { sessionEnded } from '../../api/session-ended';

const SignInAgainDialog = lazy(() => import('./sign-in-again-dialog'));

/**
 * While the console is up, a credential the service stops accepting does not throw the person out:
 * what was being sent waits, and this asks them to sign in again here (src/api/session-ended.ts).
 */
export function SessionEnded() {
  useEffect(() => sessionEnded.attach(), []);
  const ended = useSyncExternalStore(sessionEnded.subscribe, sessionEnded.isEnded);
  if (!ended) return null;
  return (
    <Suspense fallback={null}>
      <SignInAgainDialog />
    </Suspense>
  );
}
