import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Button } from 'react-aria-components';

/** The modal itself loads on first use: most pages never open one. */
const ConfirmModal = lazy(() => import('./confirm-modal'));

interface Props {
  /** The button's content, e.g. an icon and "Delete role". */
  triggerLabel: ReactNode;
  triggerClassName?: string;
  isDisabled?: boolean;
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
  isDisabled,
  title,
  children,
  confirmLabel,
  onConfirm,
}: Props) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        className={triggerClassName}
        isDisabled={isDisabled}
        onPress={() => setOpen(true)}
        aria-haspopup="dialog"
      >
        {triggerLabel}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ConfirmModal
            title={title}
            confirmLabel={confirmLabel}
            onConfirm={onConfirm}
            onClose={() => setOpen(false)}
          >
            {children}
          </ConfirmModal>
        </Suspense>
      )}
    </>
  );
}
