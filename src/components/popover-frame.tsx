import type { ReactNode, RefObject } from 'react';
import { Dialog, Popover } from 'react-aria-components';
import styles from './popover-frame.module.css';

interface Props {
  triggerRef: RefObject<HTMLButtonElement | null>;
  title: string;
  placement: 'bottom start' | 'bottom end';
  wide: boolean;
  onClose: () => void;
  children: ReactNode;
}

/** The popover of LazyPopover: focus moves in, Escape and outside clicks close, focus returns. */
export default function PopoverFrame({ triggerRef, title, placement, wide, onClose, children }: Props) {
  return (
    <Popover
      triggerRef={triggerRef}
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
      placement={placement}
      className={wide ? `${styles.popover} ${styles.wide}` : styles.popover}
    >
      <Dialog aria-label={title} className={styles.dialog}>
        {children}
      </Dialog>
    </Popover>
  );
}
