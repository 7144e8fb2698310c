import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';

const PopoverFrame = lazy(() => import('./popover-frame'));

interface Props {
  /** The trigger button's content and accessible name. */
  label: ReactNode;
  ariaLabel: string;
  /** The popover's accessible name. */
  title: string;
  placement?: 'bottom start' | 'bottom end';
  /** The popover's content; a function gets a way to close it (an item that acts, then closes). */
  children: ReactNode | ((close: () => void) => ReactNode);
  className?: string;
  /** Room for two columns (the time-range picker's relative and absolute halves). */
  wide?: boolean;
}

/**
 * A button that opens a popover dialog; the popover's code (focus management, positioning) loads
 * on first open, so pages that only show the button stay light.
 */
export function LazyPopover({
  label,
  ariaLabel,
  title,
  placement = 'bottom start',
  children,
  className = 'button',
  wide = false,
}: Props) {
  const trigger = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        ref={trigger}
        className={className}
        aria-label={ariaLabel}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        {label}
      </button>
      {open && (
        <Suspense fallback={null}>
          <PopoverFrame
            triggerRef={trigger}
            title={title}
            placement={placement}
            wide={wide}
            onClose={() => setOpen(false)}
          >
            {typeof children === 'function' ? children(() => setOpen(false)) : children}
          </PopoverFrame>
        </Suspense>
      )}
    </>
  );
}
