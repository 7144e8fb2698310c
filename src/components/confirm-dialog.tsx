import { lazy, Suspense, useState, type ReactNode } from 'react';

/** The modal itself loads on first use: most pages never open one. */
const ConfirmModal = lazy(() => import('./confirm-modal'));

interface Props {
  /** The button's content, e.g. an icon and "Delete role". */
  triggerLabel: ReactNode;
  triggerClassName?: string;
  /** The button's name when its content alone is ambiguous, e.g. "Revoke" in every row of a table. */
  triggerAriaLabel?: string;
  disabled?: boolean;
  title: string;
  /** What will happen, in words. */
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
}

/** A button that asks before a destructive or sensitive action, naming what will happen. */
export function ConfirmDialog({
  triggerLabel,
  triggerClassName = 'button',
  triggerAriaLabel,
  disabled,
  title,
  children,
  confirmLabel,
  onConfirm,
}: Props) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={triggerClassName}
        aria-label={triggerAriaLabel}
        disabled={disabled}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
      >
        {triggerLabel}
      </button>
      {open && (
        <ConfirmOpen
          title={title}
          confirmLabel={confirmLabel}
          onConfirm={onConfirm}
          onClose={() => setOpen(false)}
        >
          {children}
        </ConfirmOpen>
      )}
    </>
  );
}

/**
 * The question alone, for an action chosen elsewhere (a row's menu): render it while asking, and
 * remove it on close. Cancel has the focus, so Enter does not destroy anything.
 */
export function ConfirmOpen(props: {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Suspense fallback={null}>
      <ConfirmModal {...props} />
    </Suspense>
  );
}
