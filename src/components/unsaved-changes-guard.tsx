import { useBlocker } from '@tanstack/react-router';
import { lazy, Suspense, useLayoutEffect, useRef } from 'react';
import { leavingOnPurpose } from '../lib/leave-page';

const ConfirmModal = lazy(() => import('./confirm-modal'));

/**
 * Asks before leaving a form with unsaved work: in-app navigation gets a dialog, a reload or a closed
 * tab the browser's own prompt. `dirty` is asked at the moment of leaving, so a form that saves and
 * then navigates can say "saved" without waiting for a render.
 */
export function UnsavedChangesGuard({
  dirty,
  what,
  onDiscard,
}: {
  dirty: () => boolean;
  what: string;
  /** The person chose to leave: forget what was kept of the work (a draft kept for the tab). */
  onDiscard?: () => void;
}) {
  const latest = useRef(dirty);
  useLayoutEffect(() => {
    latest.current = dirty;
  });
  const proceeding = useRef(false);
  const blocker = useBlocker({
    shouldBlockFn: () => latest.current(),
    enableBeforeUnload: () => latest.current() && !leavingOnPurpose(),
    withResolver: true,
  });
  if (blocker.status !== 'blocked') return null;
  return (
    <Suspense fallback={null}>
      <ConfirmModal
        title={`Discard the changes to ${what}?`}
        confirmLabel="Discard changes"
        onConfirm={() => {
          proceeding.current = true;
          onDiscard?.();
          blocker.proceed();
        }}
        onClose={() => {
          if (!proceeding.current) blocker.reset();
          proceeding.current = false;
        }}
      >
        <p>Your changes to {what} are not saved. Leaving discards them.</p>
      </ConfirmModal>
    </Suspense>
  );
}
