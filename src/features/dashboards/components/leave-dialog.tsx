import { Button } from 'react-aria-components';
import { ModalFrame } from '../../../components/modal-frame';

/** Leaving with a layout that is not on the service yet: stay, leave (the draft is kept), or discard it. */
export default function LeaveDialog({
  reason,
  onStay,
  onLeave,
  onDiscard,
}: {
  reason: string;
  onStay: () => void;
  onLeave: () => void;
  onDiscard: () => void;
}) {
  return (
    <ModalFrame
      title="Your layout is not saved yet"
      role="alertdialog"
      onClose={onStay}
      actions={
        <>
          <Button className="button button-danger" onPress={onDiscard}>
            Discard my changes
          </Button>
          <Button className="button" onPress={onLeave}>
            Leave, keep a draft
          </Button>
          <Button className="button button-primary" onPress={onStay} autoFocus>
            Stay
          </Button>
        </>
      }
    >
      <p>{reason}</p>
      <p>
        If you leave, this tab keeps your layout as a draft and saves it when you come back to the dashboard.
      </p>
    </ModalFrame>
  );
}
