import { useBlocker } from '@tanstack/react-router';
import { lazy } from 'react';
import { leavingOnPurpose } from '../../../lib/leave-page';
import type { LayoutSaver, SaverState } from '../layout-saver';

const LeaveDialog = lazy(() => import('./leave-dialog'));

/**
 * Leaving the dashboard with a layout that is not on the service yet asks first, in the page and on
 * closing the tab; changing the URL within the dashboard (range, mode, a widget full screen) does not.
 * Render it inside a Suspense boundary.
 */
export default function LeaveGuard({ saver, state }: { saver: LayoutSaver; state: SaverState }) {
  const blocker = useBlocker({
    shouldBlockFn: ({ current, next }) => saver.unsaved && current.pathname !== next.pathname,
    enableBeforeUnload: () => saver.unsaved && !leavingOnPurpose(),
    withResolver: true,
  });
  if (blocker.status !== 'blocked') return null;
  return (
    <LeaveDialog
      reason={
        state.status === 'failed'
          ? `The last save failed (${state.error?.title ?? 'error'}) and is being retried.`
          : 'A change is still on its way to the service.'
      }
      onStay={blocker.reset}
      onLeave={blocker.proceed}
      onDiscard={() => {
        saver.discard();
        blocker.proceed();
      }}
    />
  );
}
