import type { RefObject } from 'react';
import { Menu, MenuItem, Popover } from 'react-aria-components';
import styles from './popover-frame.module.css';
import type { RowAction } from './row-menu';

interface Props {
  triggerRef: RefObject<HTMLButtonElement | null>;
  label: string;
  actions: RowAction[];
  onClose: () => void;
}

/** The open menu of RowMenu. */
export default function RowMenuList({ triggerRef, label, actions, onClose }: Props) {
  return (
    <Popover
      triggerRef={triggerRef}
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
      placement="bottom end"
      className={styles.popover}
    >
      <Menu
        aria-label={label}
        autoFocus="first"
        className={styles.menu}
        onClose={onClose}
        onAction={(id) => actions.find((a) => a.id === id)?.onAction()}
      >
        {actions.map((action) => (
          <MenuItem
            key={action.id}
            id={action.id}
            className={action.destructive ? `${styles.item} ${styles.destructive}` : styles.item}
          >
            {action.label}
          </MenuItem>
        ))}
      </Menu>
    </Popover>
  );
}
