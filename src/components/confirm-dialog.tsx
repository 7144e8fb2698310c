import type { ReactNode } from 'react';
import { Button, Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components';
import styles from './confirm-dialog.module.css';

interface Props {
  /** The button that opens the dialog. */
  trigger: ReactNode;
  title: string;
  /** What will happen, in words. */
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  pending?: boolean;
}

/** Asks before a destructive or sensitive action, naming what will happen. */
export function ConfirmDialog({ trigger, title, children, confirmLabel, onConfirm, pending }: Props) {
  return (
    <DialogTrigger>
      {trigger}
      <ModalOverlay className={styles.overlay} isDismissable>
        <Modal className={styles.modal}>
          <Dialog className={styles.dialog} role="alertdialog">
            {({ close }) => (
              <>
                <Heading slot="title">{title}</Heading>
                <div className="stack">{children}</div>
                <div className={styles.actions}>
                  <Button className="button" onPress={close} autoFocus>
                    Cancel
                  </Button>
                  <Button
                    className="button button-danger"
                    isDisabled={pending}
                    onPress={() => {
                      onConfirm();
                      close();
                    }}
                  >
                    {confirmLabel}
                  </Button>
                </div>
              </>
            )}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}
