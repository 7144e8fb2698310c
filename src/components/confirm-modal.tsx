import type { ReactNode } from 'react';
import { Button } from 'react-aria-components';
import { ModalFrame } from './modal-frame';

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
    <ModalFrame
      title={title}
      onClose={onClose}
      role="alertdialog"
      actions={
        <>
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
        </>
      }
    >
      {children}
    </ModalFrame>
  );
}
