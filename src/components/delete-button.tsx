import type { ReactNode } from 'react';
import { ConfirmDialog } from './confirm-dialog';
import { ErrorPanel } from './error-panel';
import { ShownText } from './shown-text';
import { notify } from './toasts';
import { Icon } from './icon';

/** What a delete needs of its mutation: a react-query mutation of the record's own hook. */
export interface Removal<V> {
  mutate: (variables: V, options?: { onSuccess?: () => void }) => void;
  isPending: boolean;
  error: unknown;
}

/**
 * Deleting one record, the same everywhere: a button named for what it deletes, a confirmation that
 * says what happens, the toast when it is done and the service's error under the button. Give each
 * record its own mutation (a row component calls the hook), so one row's error is not shown on all.
 */
export function DeleteButton<V>({
  what,
  name,
  remove,
  variables,
  onDeleted,
  label,
  children,
}: {
  /** "dashboard", "widget"… */
  what: string;
  name: string;
  remove: Removal<V>;
  variables: V;
  /** After the toast, e.g. leave the record's page. */
  onDeleted?: () => void;
  /** A visible label, for a page's one delete button; a row's is an icon named for screen readers. */
  label?: string;
  /** What deleting it does, in words. */
  children: ReactNode;
}) {
  return (
    <div className="stack" style={{ alignItems: 'flex-end', gap: 4 }}>
      <ConfirmDialog
        triggerLabel={
          <>
            <Icon name="trash" size={14} />
            {label ?? (
              <span className="visually-hidden">
                Delete <ShownText text={name} />
              </span>
            )}
          </>
        }
        disabled={remove.isPending}
        title={`Delete the ${what} "${name}"?`}
        confirmLabel={`Delete ${what}`}
        onConfirm={() =>
          remove.mutate(variables, {
            onSuccess: () => {
              notify('success', `Deleted the ${what} ${name}`);
              onDeleted?.();
            },
          })
        }
      >
        {children}
      </ConfirmDialog>
      {remove.error ? <ErrorPanel error={remove.error} action={`delete the ${what}`} /> : null}
    </div>
  );
}
