import { lazy, Suspense, useRef, useState } from 'react';
import { Icon } from './icon';

const RowMenuList = lazy(() => import('./row-menu-list'));

export interface RowAction {
  id: string;
  label: string;
  onAction: () => void;
  /** Deletes or revokes: marked in red, and it should ask before it acts (ConfirmOpen). */
  destructive?: boolean;
}

interface Props {
  /** The button's name, naming the row: "Actions for Nightly report". */
  label: string;
  actions: RowAction[];
}

/**
 * A row's actions behind one quiet button, so a table is rows of data and not a wall of buttons.
 * The menu (react-aria: arrow keys, typeahead, Escape, focus back to the button) loads on first open.
 */
export function RowMenu({ label, actions }: Props) {
  const trigger = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  if (!actions.length) return null;
  return (
    <>
      <button
        type="button"
        ref={trigger}
        className="button"
        aria-label={label}
        title={label}
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <Icon name="ellipsis" size={16} />
      </button>
      {open && (
        <Suspense fallback={null}>
          <RowMenuList triggerRef={trigger} label={label} actions={actions} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
