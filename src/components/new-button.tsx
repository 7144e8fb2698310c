import { Suspense, useState, type ReactNode } from 'react';
import { Icon } from './icon';

interface Props {
  /** "New group". */
  label: string;
  /**
   * The dialog, given a way to close itself: a lazily loaded component, so a page downloads its
   * create form (and the modal code) only when someone creates something.
   */
  children: (close: () => void) => ReactNode;
}

/** A page's primary "New …" button, opening its create form in a dialog instead of above the list. */
export function NewButton({ label, children }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="button button-primary"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <Icon name="plus" size={16} />
        {label}
      </button>
      {open && <Suspense fallback={null}>{children(() => setOpen(false))}</Suspense>}
    </>
  );
}
