import { Button } from 'react-aria-components';
import { ModalFrame } from '../../../components/modal-frame';
import type { Widget } from '../model';
import { WidgetBody } from './widget-body';
import { ShownText } from '../../../components/shown-text';

/** One widget over the whole screen; Escape or Close returns to the dashboard (and to the URL without it). */
export default function FullScreenWidget({
  widget,
  timeWindow,
  vars,
  onClose,
}: {
  widget: Widget;
  timeWindow: { from_ts: number; to_ts: number };
  vars?: Record<string, string>;
  onClose: () => void;
}) {
  return (
    <ModalFrame
      title={widget.name}
      wide
      onClose={onClose}
      actions={
        <Button className="button" onPress={onClose}>
          Close
        </Button>
      }
    >
      {widget.description && (
        <p className="muted">
          <ShownText text={widget.description} />
        </p>
      )}
      <WidgetBody
        widget={widget}
        timeWindow={timeWindow}
        vars={vars}
        height={Math.round(globalThis.innerHeight * 0.6)}
      />
    </ModalFrame>
  );
}
