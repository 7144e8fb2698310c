import type { ReactNode } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import styles from './confirm-dialog.module.css';

interface Props {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onClose: () => void;
}

/** The modal of ConfirmDialog: focus moves to Cancel, Escape closes, focus returns to the trigger. */
export default function ConfirmModal({ title, children, confirmLabel, onConfirm, onClose }: Props) {
  return (
    <ModalOverlay
      className={styles.overlay}
      isDismissable
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
    >
      <Modal className={styles.modal}>
        <Dialog className={styles.dialog} role="alertdialog">
          <Heading slot="title">{title}</Heading>
          <div className="stack">{children}</div>
          <div className={styles.actions}>
            <Button className="button" onPress={onClose} autoFocus>
              Cancel
            </Button>
            <Button
              className="button button-danger"
              onPress={() => {
                onConfirm();
                onClose();
              }}
            >
              {confirmLabel}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
