import { Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { ConfirmDialog } from './confirm-dialog';
import { ShownText } from './shown-text';

/** A row's delete button: an icon named for what it deletes, and a confirmation that says what happens. */
export function DeleteButton({
  what,
  name,
  disabled,
  onConfirm,
  children,
}: {
  /** "dashboard", "widget"… */
  what: string;
  name: string;
  disabled?: boolean;
  onConfirm: () => void;
  /** What deleting it does, in words. */
  children: ReactNode;
}) {
  return (
    <ConfirmDialog
      triggerLabel={
        <>
          <Trash2 size={14} aria-hidden="true" />
          <span className="visually-hidden">
            Delete <ShownText text={name} />
          </span>
        </>
      }
      disabled={disabled}
      title={`Delete the ${what} "${name}"?`}
      confirmLabel={`Delete ${what}`}
      onConfirm={onConfirm}
    >
      {children}
    </ConfirmDialog>
  );
}
