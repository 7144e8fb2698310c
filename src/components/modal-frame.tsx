import type { ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import styles from './modal-frame.module.css';
import { shown } from './shown-text';

interface Props {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** Buttons at the bottom right. */
  actions?: ReactNode;
  role?: 'dialog' | 'alertdialog';
  wide?: boolean;
  /** False for choices a person must make (a conflict): no Escape, no click outside. */
  dismissable?: boolean;
}

/**
 * Every modal of the console (react-aria-components): focus moves in and returns to the trigger,
 * Escape and a click outside close it unless the choice must be made. Import it only from modules
 * that are themselves loaded on demand, so pages that never open a modal never download it.
 */
export function ModalFrame({
  title,
  onClose,
  children,
  actions,
  role = 'dialog',
  wide,
  dismissable = true,
}: Props) {
  return (
    <ModalOverlay
      className={styles.overlay}
      isDismissable={dismissable}
      isKeyboardDismissDisabled={!dismissable}
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
    >
      <Modal className={wide ? `${styles.modal} ${styles.wide}` : styles.modal}>
        <Dialog className={styles.dialog} role={role}>
          <Heading slot="title">{shown(title)}</Heading>
          <div className={`stack ${styles.body}`}>{children}</div>
          {actions && <div className={styles.actions}>{actions}</div>}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
